/**
 * Catalog administration: an administrator creates a book with a cover and a print format in
 * Portuguese, publishes it and finds it on the public site; bad input comes back with field
 * messages and what was typed; the admin catalog pages pass axe-core.
 */
import { expect, test } from './fixtures.ts';
import { zipSync, strToU8 } from 'fflate';
import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { isbn13CheckDigit } from '../app/lib/identifiers.ts';
import { asAdmin, expectNoAxeViolations, newReader, signInByPost, uniqueEmail } from './support.ts';

/** A valid ISBN-13 that no seeded format has: 978-65-99<6 random digits><check>. */
function freshIsbn(): string {
  const body = `9786599${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const coverPng = () =>
  sharp({ create: { width: 600, height: 900, channels: 3, background: '#1f5f3f' } })
    .png()
    .toBuffer();

test('an admin creates a book with a cover and a print format, publishes it, and the book page shows it', async ({ page }) => {
  const title = `Jardins de Serviço ${Date.now()}`;
  const slug = title.toLowerCase().replace(/ /g, '-').replace('ç', 'c');
  const isbn = freshIsbn();
  await asAdmin(page);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Navegação da administração' }).getByRole('link', { name: 'Catálogo' }).click();
  // Arrived (a click before the page's script runs is a full page load, so wait for it).
  await expect(page).toHaveURL(/\/admin\/catalog$/);
  await page.getByRole('main').getByRole('link', { name: 'Nova obra' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nova obra');

  const form = page.getByRole('form', { name: 'Dados da obra' });
  await expect(form.getByRole('radio', { name: 'Livro' })).toBeChecked();
  await form.getByLabel('Título (português)', { exact: true }).fill(title);
  await form.getByLabel('Título (inglês)', { exact: true }).fill('Service Gardens');
  await form.getByLabel('Resumo (português)').fill('Como cuidar de serviços públicos como quem cuida de um jardim.');
  await form.getByLabel('Palavras-chave (português)').fill('design de serviços, cuidado');
  await expect(form.getByLabel('Identificador no endereço (slug)')).toHaveAttribute('placeholder', slug);
  const person = form.getByRole('group', { name: 'Pessoa 1' });
  await person.getByLabel('Nome', { exact: true }).fill('Ana');
  await person.getByLabel('Sobrenome').fill('Souza');
  await person.getByLabel('ORCID').fill('0000-0002-1825-0097');
  await form.getByLabel('Data de publicação').fill('2026-03-10');
  await form.getByLabel('Imagem da capa').setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: await coverPng() });
  await form.getByRole('button', { name: 'Salvar e publicar' }).first().click();

  await expect(page.getByText('Obra publicada: já aparece no site.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('img', { name: 'Capa atual' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Adicionar impresso' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Novo formato');
  await expect(page.getByRole('radio', { name: 'Impresso' })).toBeChecked();
  await page.getByLabel('ISBN-13').fill(isbn);
  await page.getByLabel('Preço (R$)').fill('89,90');
  await page.getByLabel('Preço (US$)').fill('24.00');
  await page.getByLabel('Estoque').fill('5');
  await page.getByLabel('Peso (g)').fill('420');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Salvar formato' }).click();

  await expect(page.getByText('Formato salvo.')).toBeVisible();
  const formats = page.getByRole('region', { name: 'Formatos' });
  await expect(formats.getByRole('cell', { name: isbn })).toBeVisible();
  await expect(formats.getByText('R$ 89,90')).toBeVisible();
  await expect(formats.getByText('5 em estoque')).toBeVisible();

  await page.getByRole('link', { name: 'Ver a página pública' }).click();
  await expect(page).toHaveURL(new RegExp(`/book/${slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);

  // The admin list finds it by title and by ISBN typed with hyphens.
  await page.goto(`/admin/catalog?q=${encodeURIComponent(`${isbn.slice(0, 3)}-${isbn.slice(3)}`)}`);
  await expect(page.getByRole('main').getByRole('link', { name: title })).toBeVisible();
});

test('bad input gets a message on each field, before sending, and keeps what was typed', async ({ page }) => {
  await asAdmin(page);
  await page.goto('/admin/catalog/new');
  const form = page.getByRole('form', { name: 'Dados da obra' });
  await form.getByLabel('Subtítulo (português)').fill('Sem título ainda');
  await form.getByLabel('DOI', { exact: true }).fill('doi-errado');
  await form.getByRole('group', { name: 'Pessoa 1' }).getByLabel('ORCID').fill('0000-0002-1825-0098');
  await form.getByRole('button', { name: 'Salvar como rascunho' }).first().click();
  await expect(form.getByLabel('Título (português)', { exact: true })).toHaveAccessibleDescription('Informe o título em ao menos um idioma.');
  await expect(form.getByLabel('DOI', { exact: true })).toHaveValue('doi-errado');
  await expect(form.getByText('O DOI deve ter o formato 10.xxxx/…')).toBeVisible();
  await expect(form.getByText('ORCID inválido: confira os 16 caracteres (o último é o verificador).')).toBeVisible();
  await expect(form.getByLabel('Subtítulo (português)')).toHaveValue('Sem título ainda');
  await expect(form.getByLabel('Título (português)', { exact: true })).toBeFocused();
  await expectNoAxeViolations(page);

  // An abstract past its maximum is kept as typed, with the limit said under it.
  await form.getByLabel('Resumo (português)').fill('Um resumo longo demais. '.repeat(210));
  await form.getByRole('button', { name: 'Salvar como rascunho' }).first().click();
  await expect(form.getByLabel('Resumo (português)')).toHaveAccessibleDescription(/O resumo pode ter no máximo 5\.000 caracteres\./);

  // "Add a row" gives one more contributor row and keeps what was typed.
  await form.getByRole('button', { name: 'Adicionar uma linha' }).first().click();
  await expect(form.getByRole('group', { name: 'Pessoa 4' })).toBeVisible();
  await expect(form.getByLabel('DOI', { exact: true })).toHaveValue('doi-errado');

  // A format with an ISBN whose check digit is wrong.
  await page.goto('/admin/catalog?type=book');
  await page.getByRole('main').getByRole('table').getByRole('link').first().click();
  await page.getByRole('link', { name: 'Adicionar e-book' }).click();
  await expect(page.getByRole('radio', { name: 'E-book' })).toBeChecked();
  await page.getByLabel('ISBN-13').fill('978-85-7326-981-2');
  await page.getByLabel('Preço (R$)').fill('-3');
  await page.getByRole('button', { name: 'Salvar formato' }).click();
  await expect(page.getByText('ISBN inválido: confira os 13 dígitos (o último é o verificador).')).toBeVisible();
  await expect(page.getByText('O valor não pode ser negativo.')).toBeVisible();
  await expect(page.getByLabel('ISBN-13')).toHaveValue('978-85-7326-981-2');
});

test('the admin catalog pages pass axe-core, in Portuguese and in English', async ({ page }) => {
  // Eight axe passes over long staff pages.
  test.setTimeout(90_000);
  await asAdmin(page);
  for (const url of ['/admin/catalog', '/admin/catalog/new', '/admin/catalog/events', '/en/admin/catalog', '/en/admin/catalog/new?type=journal']) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expectNoAxeViolations(page);
  }
  // A journal's page (issues) and a proceedings volume's page (papers), from the seeded catalog.
  for (const type of ['journal', 'proceedings']) {
    await page.goto(`/admin/catalog?type=${type}`);
    await page.getByRole('main').getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('region', { name: type === 'journal' ? 'Números' : 'Trabalhos' })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.getByRole('region', { name: 'Trabalhos' }).getByRole('listitem').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Editar trabalho');
  await expectNoAxeViolations(page);
});

test('an admin links an author account to a work by e-mail, and the author finds it under "Minhas publicações"', async ({ page }) => {
  const author = await newReader(page);
  await expect(page.getByRole('region', { name: 'Minhas publicações' })).toHaveCount(0);
  await page.context().clearCookies();

  await asAdmin(page);
  await page.goto(`/admin/catalog?q=${encodeURIComponent('Design de Serviços na Prática')}`);
  await page.getByRole('main').getByRole('link', { name: 'Design de Serviços na Prática', exact: true }).click();
  const section = page.getByRole('region', { name: 'Contas de autoria' });
  const email = section.getByLabel('E-mail da conta');

  // An e-mail no account uses comes back with the field's message and what was typed.
  const stranger = uniqueEmail('ninguem');
  await email.fill(stranger);
  await section.getByRole('button', { name: 'Vincular conta' }).click();
  await expect(email).toHaveAccessibleDescription(/Nenhuma conta usa este e-mail/);
  await expect(email).toHaveValue(stranger);
  await expect(email).toBeFocused();

  await email.fill(author.email);
  await section.getByRole('button', { name: 'Vincular conta' }).click();
  await expect(section.getByRole('status')).toHaveText('Conta vinculada à obra. Ela recebeu o papel “autor”.');
  await expect(section.getByRole('link', { name: 'Leitora Teste' })).toBeVisible();
  await expect(section.getByText(author.email)).toBeVisible();
  await expect(section.getByLabel('E-mail da conta')).toHaveValue('');
  await expect(section.getByRole('button', { name: 'Desvincular: Leitora Teste' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The same account again is refused.
  await section.getByLabel('E-mail da conta').fill(author.email);
  await section.getByRole('button', { name: 'Vincular conta' }).click();
  await expect(section.getByLabel('E-mail da conta')).toHaveAccessibleDescription(/Esta conta já está vinculada a esta obra/);

  // The account's admin page lists the work.
  await section.getByRole('link', { name: 'Leitora Teste' }).click();
  await expect(page.getByRole('region', { name: 'Obras vinculadas' }).getByRole('link', { name: 'Design de Serviços na Prática' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().clearCookies();

  await signInByPost(page, author.email, author.password);
  const mine = page.getByRole('region', { name: 'Minhas publicações' });
  await expect(mine.getByText('Livro · Publicada')).toBeVisible();
  await expectNoAxeViolations(page);
  await mine.getByRole('link', { name: 'Design de Serviços na Prática', exact: true }).click();
  await expect(page).toHaveURL(/\/book\/design-de-servicos-na-pratica$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Design de Serviços na Prática');
});

for (const locale of ['pt', 'en'] as const) {
  test(`an admin imports another press's ONIX file: the preview says what changes and what is not taken, then it is applied (${locale})`, async ({
    page,
  }, testInfo) => {
    const words = {
      pt: {
        open: 'Importar ONIX',
        file: 'Arquivo ONIX 3.0 (XML, ou ZIP com o XML e as capas; até 60 MB)',
        preview: 'Ver o que muda',
        badIsbn: 'ISBN com dígito verificador errado',
        apply: 'Importar',
        done: /^Importação concluída/,
        again: 'Nada muda no catálogo com este arquivo.',
      },
      en: {
        open: 'Import ONIX',
        file: 'ONIX 3.0 file (XML, or a ZIP with the XML and the covers; up to 60 MB)',
        preview: 'See what changes',
        badIsbn: 'an ISBN with a wrong check digit',
        apply: 'Import',
        done: /^Import done/,
        again: 'This file changes nothing in the catalog.',
      },
    }[locale];
    // Each language imports its own copy (its own titles, ISBNs and references): both run on one catalog.
    const isbn = (n: number) => `97865000${String(n).padStart(4, '0')}${isbn13CheckDigit(`97865000${String(n).padStart(4, '0')}`)}`;
    const offset = locale === 'pt' ? 100 : 200;
    const file = testInfo.outputPath(`onix-${locale}.xml`);
    await fs.writeFile(
      file,
      (await fs.readFile('fixtures/onix/outra-editora.xml', 'utf8'))
        .replaceAll('br.outra.', `br.outra.${locale}.`)
        .replaceAll('Cidades que ensinam', `Cidades que ensinam (${locale})`)
        .replaceAll('Um livro sem ISBN', `Um livro sem ISBN (${locale})`)
        .replaceAll('9786500000016', isbn(offset + 1))
        .replaceAll('9786500000023', isbn(offset + 2))
        .replaceAll('978-65-0000-002-3', isbn(offset + 2)),
    );
    await asAdmin(page);
    await page.goto(locale === 'pt' ? '/admin/catalog' : '/en/admin/catalog');
    await page.getByRole('link', { name: words.open }).click();
    await page.getByLabel(words.file).setInputFiles(file);
    await page.getByRole('button', { name: words.preview }).click();
    await expect(page.getByText(words.badIsbn)).toBeVisible();
    await expect(page.getByRole('rowheader', { name: /Cidades que ensinam/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: words.apply, exact: true }).click();
    await expect(page.getByText(words.done)).toBeVisible();
    // The same file again: nothing to import.
    await page.getByLabel(words.file).setInputFiles(file);
    await page.getByRole('button', { name: words.preview }).click();
    await expect(page.getByText(words.again)).toBeVisible();
  });
}

/** A PNG whose header says 8000 × 8000 pixels (64 megapixels); its pixel data would not even decode. */
function pngOf64Megapixels(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8000, 0);
  header.writeUInt32BE(8000, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('an admin imports an ONIX ZIP with its covers: the preview notes a cover too large, the other shows on the book page', async ({ page }, testInfo) => {
  const run = Date.now();
  const product = (n: number, title: string, cover: string) =>
    `<Product><RecordReference>br.zip.${run}.${n}</RecordReference><NotificationType>03</NotificationType><DescriptiveDetail><ProductForm>BC</ProductForm><TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>${title}</TitleText></TitleElement></TitleDetail></DescriptiveDetail><CollateralDetail><SupportingResource><ResourceContentType>01</ResourceContentType><ContentAudience>00</ContentAudience><ResourceMode>03</ResourceMode><ResourceVersion><ResourceForm>02</ResourceForm><ResourceLink>capas/${cover}</ResourceLink></ResourceVersion></SupportingResource></CollateralDetail></Product>`;
  const withCover = `Livro do ZIP ${run}`;
  const tooLarge = `Capa gigante ${run}`;
  const message = `<?xml version="1.0" encoding="UTF-8"?><ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference"><Header><Sender><SenderName>Editora do ZIP</SenderName></Sender><SentDateTime>20261101</SentDateTime></Header>${product(1, withCover, 'capa.png')}${product(2, tooLarge, 'gigante.png')}</ONIXMessage>`;
  const file = testInfo.outputPath('onix-capas.zip');
  await fs.writeFile(
    file,
    zipSync({ 'onix.xml': strToU8(message), 'capas/capa.png': new Uint8Array(await coverPng()), 'capas/gigante.png': new Uint8Array(pngOf64Megapixels()) }),
  );

  await asAdmin(page);
  await page.goto('/admin/catalog/import');
  await page.getByLabel('Arquivo ONIX 3.0 (XML, ou ZIP com o XML e as capas; até 60 MB)').setInputFiles(file);
  await page.getByRole('button', { name: 'Ver o que muda' }).click();
  await expect(page.getByRole('rowheader', { name: withCover })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: tooLarge })).toContainText('a capa passa de 5 MB ou de 40 megapixels e não foi usada');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(page.getByText(/^Importação concluída: 2 obras novas/)).toBeVisible();

  const slug = withCover.toLowerCase().replace(/ /g, '-');
  await page.goto(`/book/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(withCover);
  await expect(page.getByRole('img', { name: `Capa de ${withCover}` })).toBeVisible();
});
