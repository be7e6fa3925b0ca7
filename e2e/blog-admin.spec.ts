import { expect, test } from './fixtures.ts';
import sharp from 'sharp';
import { appReady, asAdmin, expectNoAxeViolations } from './support.ts';
import { PUBLISHER_TIME_ZONE } from '../app/lib/publisher-time.ts';

/** A datetime-local value (with seconds) in Brasília time, `seconds` from now. */
function brasiliaIn(seconds: number): string {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: PUBLISHER_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + seconds * 1000));
  return parts.replace(' ', 'T');
}

test('an admin writes a post with a live preview and schedules it; it appears at its time; the English version and a new address follow', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const main = page.getByRole('main');
  const slug = `agenda-${Date.now()}`;
  await asAdmin(page);
  await page.goto('/en/admin/blog');
  await expect(main.getByRole('heading', { level: 1, name: 'Blog posts' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/admin/blog');
  await expect(main.getByRole('heading', { level: 1, name: 'Textos do blog' })).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByRole('link', { name: 'Novo texto' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Novo texto' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Novo texto' });

  // An empty save says what is missing, before sending.
  await form.getByRole('button', { name: 'Salvar', exact: true }).last().click();
  await expect(form.getByText('Escolha o idioma do texto.')).toBeVisible();
  await expect(form.getByText('Digite o título.')).toBeVisible();
  await expect(form.getByRole('radio', { name: 'Português' })).toBeFocused();

  await form.getByRole('radio', { name: 'Português' }).check();
  await form.getByLabel('Título', { exact: true }).fill('Um texto agendado');
  await form.getByLabel('Endereço (slug)').fill(slug);
  await form.getByLabel('Resumo').fill('Um texto que aparece sozinho na hora marcada.');
  await form.getByLabel('Texto (Markdown)').fill('## Uma seção\n\nCom **negrito** e <script>alert(1)</script> um script que não passa.');
  // The live preview renders what is typed, without the script.
  const preview = main.getByRole('region', { name: 'Prévia' });
  await expect(preview.getByRole('heading', { name: 'Uma seção' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('negrito');
  await expect(preview.locator('script')).toHaveCount(0);
  await form.getByLabel('Etiquetas').fill('agenda, Design de serviços');
  await form.getByLabel('Autoria').fill('Marina Albuquerque');
  await form.getByRole('checkbox', { name: 'Design de serviços' }).check();
  await form.getByRole('radio', { name: 'Publicar' }).check();
  await form.getByLabel('Data e hora de publicação').fill(brasiliaIn(8));
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Salvar', exact: true }).last().click();
  await expect(page.getByText('Texto criado.')).toBeVisible();
  await expect(main.getByText(/^Agendado para/)).toBeVisible();

  // Not yet public; public once its time has come.
  const visitor = await (await browser.newContext()).newPage();
  expect((await visitor.goto(`/blog/${slug}`))?.status()).toBe(404);
  await expect(async () => {
    const response = await visitor.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(200);
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  await expect(visitor.getByRole('heading', { level: 1, name: 'Um texto agendado' })).toBeVisible();
  await expect(visitor.getByRole('main').locator('script')).toHaveCount(0);
  await expect(visitor.getByRole('region', { name: 'Etiquetas' }).getByRole('link', { name: 'design de serviços', exact: true })).toBeVisible();
  // Marina Albuquerque's book, found by her name as the catalog credits her.
  await expect(visitor.getByRole('region', { name: 'Livros relacionados' }).getByRole('link', { name: 'Design de Serviços na Prática' })).toBeVisible();
  // A listing a visitor's cache kept from before the post's time shows it within the cache's minute
  // (PAGE_CACHE_SECONDS): nothing is written when a scheduled post's time comes.
  await expect(async () => {
    await visitor.goto('/blog/category/design-de-servicos');
    await expect(visitor.getByRole('main').getByRole('link', { name: 'Um texto agendado' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 75_000, intervals: [2_000] });

  // The English version, published now, is the Portuguese one's translation.
  await page.reload();
  await appReady(page);
  await main.getByRole('link', { name: 'Escrever a versão em inglês' }).click();
  const english = page.getByRole('form', { name: 'Novo texto' });
  await appReady(page);
  await english.getByLabel('Título', { exact: true }).fill('A scheduled post');
  await english.getByLabel('Endereço (slug)').fill(`${slug}-en`);
  await english.getByLabel('Resumo').fill('A post that appears by itself at its time.');
  await english.getByLabel('Texto (Markdown)').fill('## A section\n\nIn English.');
  // An image for the text: uploaded, added at the end of the text, shown in the preview.
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#0f6b6b' } })
    .png()
    .toBuffer();
  await english.getByLabel('Imagem para o texto').setInputFiles({ name: 'mapa.png', mimeType: 'image/png', buffer: png });
  await english.getByLabel('Descrição da imagem').fill('A journey map on a wall');
  await english.getByRole('button', { name: 'Enviar e inserir a imagem' }).click();
  await expect(page.getByText('Imagem enviada e inserida no fim do texto. Salve para guardar.')).toBeVisible();
  await expect(english.getByLabel('Texto (Markdown)')).toHaveValue(/!\[A journey map on a wall\]\(\/blog\/images\/[\w-]+\.jpg\)/);
  await expect(main.getByRole('region', { name: 'Prévia' }).getByRole('img', { name: 'A journey map on a wall' })).toBeVisible();
  await english.getByRole('radio', { name: 'Publicar' }).check();
  await english.getByRole('button', { name: 'Salvar', exact: true }).last().click();
  // A saved post is followed by its page again, its listings and feed renewed: more than a form's answer on a loaded machine.
  await expect(page.getByText('Texto criado.')).toBeVisible({ timeout: 20_000 });
  await visitor.goto(`/en/blog/${slug}-en`);
  await expect(visitor.getByText('This post is also in Portuguese:')).toBeVisible();
  const image = visitor.getByRole('img', { name: 'A journey map on a wall' });
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
  await expect(visitor.getByRole('link', { name: 'Um texto agendado' })).toBeVisible();

  // A published post's new address: the old one redirects to it.
  await main.getByRole('link', { name: 'Um texto agendado' }).click();
  await page.getByRole('form', { name: 'Editar: Um texto agendado' }).getByLabel('Endereço (slug)').fill(`${slug}-novo`);
  await page.getByRole('form', { name: 'Editar: Um texto agendado' }).getByRole('button', { name: 'Salvar', exact: true }).last().click();
  await expect(page.getByText('Alterações salvas.')).toBeVisible();
  await visitor.goto(`/blog/${slug}`);
  await expect(visitor).toHaveURL(new RegExp(`/blog/${slug}-novo$`));
  await visitor.context().close();
});
