/**
 * The press's metadata for the services that find and count its works: a library harvester takes
 * the whole demo over OAI-PMH, the book trade reads the ONIX feed, and an administrator prepares
 * the Crossref deposit (prefix, files) and reads the COUNTER report in both languages, and a
 * library's key fetches its usage. Every file validates against its
 * official schema (fixtures/schemas, xmllint).
 */
import { expect, test } from './fixtures.ts';
import { validateCounter } from '../app/test/counter-schema.ts';
import { validateXml } from '../app/test/xml-schema.ts';
import { appReady, asAdmin, expectNoAxeViolations, inLocale } from './support.ts';

test('a harvester takes every record of the demo over OAI-PMH, each once, and the ONIX feed; both validate', async ({ request }) => {
  const identifiers: string[] = [];
  let url = '/oai?verb=ListRecords&metadataPrefix=oai_dc';
  for (let page = 0; page < 50; page++) {
    const response = await request.get(url);
    expect(response.headers()['content-type']).toBe('text/xml; charset=utf-8');
    const xml = await response.text();
    const validation = validateXml('oai-pmh', xml);
    expect(validation.valid, validation.messages).toBe(true);
    identifiers.push(...[...xml.matchAll(/<identifier>([^<]+)<\/identifier>/g)].map((m) => m[1]!));
    const token = /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(xml)?.[1];
    if (!token) break;
    url = `/oai?verb=ListRecords&resumptionToken=${encodeURIComponent(token)}`;
  }
  expect(identifiers.length).toBeGreaterThan(30);
  expect(new Set(identifiers).size).toBe(identifiers.length);
  expect(identifiers.some((identifier) => identifier.startsWith('oai:localhost:article/'))).toBe(true);

  const onix = await request.get('/onix.xml');
  const validation = validateXml('onix-3.0', await onix.text());
  expect(validation.valid, validation.messages).toBe(true);
});

for (const locale of ['pt', 'en'] as const) {
  test(`an administrator sets the DOI prefix and downloads a valid Crossref deposit (${locale})`, async ({ page }) => {
    const text =
      locale === 'pt'
        ? {
            title: 'DOIs na Crossref',
            label: 'Prefixo DOI da editora',
            save: 'Salvar prefixo',
            required: 'Por favor, informe o prefixo DOI.',
            invalid: 'Por favor, informe um prefixo como 10.12345.',
            saved: 'Prefixo salvo.',
            download: 'Baixar XML (Artigos de revistas)',
            noCredentials: /Sem credenciais da Crossref/,
          }
        : {
            title: 'DOIs at Crossref',
            label: 'The press’s DOI prefix',
            save: 'Save prefix',
            required: 'Please, fill in the DOI prefix.',
            invalid: 'Please, enter a prefix such as 10.12345.',
            saved: 'Prefix saved.',
            download: 'Download XML (Journal articles)',
            noCredentials: /No Crossref credentials/,
          };
    await asAdmin(page);
    await page.goto(inLocale(locale, '/admin/crossref'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    const field = page.getByLabel(text.label);
    // The demo comes with the prefix its DOIs use: the deposit files are offered at once.
    await expect(field).toHaveValue('10.99999');
    await expect(page.getByRole('link', { name: text.download })).toBeVisible();
    await field.fill('');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.required)).toBeVisible();
    await expect(field).toBeFocused();
    await field.fill('10.9');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.invalid)).toBeVisible();
    await field.fill('10.99999');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(page.getByText(text.noCredentials)).toBeVisible();
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: text.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^ipe-\d{8}-[0-9a-f]{8}-journals\.xml$/);
    const xml = await (await page.request.get('/admin/crossref/file/journals')).text();
    const validation = validateXml('crossref', xml);
    expect(validation.valid, validation.messages).toBe(true);
    expect(xml).toContain('<doi>10.99999/ipe.rds.2024.001</doi>');
  });
}

for (const locale of ['pt', 'en'] as const) {
  test(`an administrator reads the COUNTER report (the month so far, provisional), makes a SUSHI customer, and its key fetches a valid TR_B3 (${locale})`, async ({
    page,
  }) => {
    const text =
      locale === 'pt'
        ? {
            title: 'Relatórios COUNTER',
            provisional: /^Provisório: \d{4}-\d{2} ainda não terminou/,
            name: 'Nome do cliente',
            add: 'Criar cliente',
            required: 'Por favor, informe o nome do cliente.',
            created: 'Cliente criado. Guarde a chave agora: ela não será mostrada de novo.',
            tsv: 'Baixar TSV',
            json: 'Baixar JSON (COUNTER_SUSHI)',
          }
        : {
            title: 'COUNTER reports',
            provisional: /^Provisional: \d{4}-\d{2} is not over/,
            name: 'Customer name',
            add: 'Create customer',
            required: 'Please, fill in the customer’s name.',
            created: 'Customer created. Keep the key now: it will not be shown again.',
            tsv: 'Download TSV',
            json: 'Download JSON (COUNTER_SUSHI)',
          };
    await asAdmin(page);
    await page.goto(inLocale(locale, '/admin/counter'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await expect(page.getByText(text.provisional)).toBeVisible();
    const tsv = await page.request.get((await page.getByRole('link', { name: text.tsv }).getAttribute('href')) ?? '');
    expect(tsv.headers()['content-type']).toBe('text/tab-separated-values; charset=utf-8');
    expect(await tsv.text()).toMatch(/^\uFEFFReport_Name\tBook Usage by Access Type\r\n/);
    // The same report as the API's JSON, valid against COUNTER's schema, the month so far flagged (Exception 1).
    const json = await page.request.get((await page.getByRole('link', { name: text.json }).getAttribute('href')) ?? '');
    expect(json.headers()['content-type']).toBe('application/json; charset=utf-8');
    const report = await json.json();
    expect(validateCounter('TR_B3', report).errors).toEqual([]);
    expect(report.Report_Header.Exceptions).toContainEqual(expect.objectContaining({ Code: 1 }));

    await page.getByRole('button', { name: text.add }).click();
    await expect(page.getByText(text.required)).toBeVisible();
    await expect(page.getByLabel(text.name)).toBeFocused();
    await page.getByLabel(text.name).fill(`Biblioteca ${locale}`);
    await page.getByRole('button', { name: text.add }).click();
    await expect(page.getByText(text.created)).toBeVisible();
    await expectNoAxeViolations(page);
    const [customerId, apiKey] = await page.getByRole('definition').allTextContents();

    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    const answer = await page.request.get(
      `/api/counter/r51/reports/tr_b3?customer_id=${customerId}&api_key=${apiKey}&begin_date=${lastMonth}&end_date=${lastMonth}`,
    );
    expect(answer.status()).toBe(200);
    const validation = validateCounter('TR_B3', await answer.json());
    expect(validation.errors).toEqual([]);
    expect(
      (await page.request.get(`/api/counter/r51/reports/tr_b3?customer_id=${customerId}&api_key=wrong&begin_date=${lastMonth}&end_date=${lastMonth}`)).status(),
    ).toBe(401);
  });
}

test('an administrator edits the press’s identity: errors under the field before sending, and the store’s JSON-LD follows at once (pt, en)', async ({
  page,
}) => {
  await asAdmin(page);
  await page.goto('/admin/press');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A editora');
  const name = page.getByLabel('Nome da editora');
  await expect(name).toHaveValue('Editora Ipê');
  await name.fill('');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Por favor, informe o nome da editora (de 2 a 120 caracteres).')).toBeVisible();
  await expect(name).toBeFocused();
  await name.fill('Editora Ipê');
  // A link elsewhere (no other journey reads it): the press's pages become the store's sameAs.
  const social = page.getByLabel('Páginas da editora em outros sites');
  await social.fill('http://social.example/@editora-ipe');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Por favor, informe até 8 endereços que comecem com https://, um por linha.')).toBeVisible();
  await expect(social).toBeFocused();
  await social.fill('https://social.example/@editora-ipe');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Dados da editora salvos.')).toBeVisible();
  await expectNoAxeViolations(page);

  const product = await (await page.request.get('/product/periferias-em-movimento-impresso')).text();
  expect(product).toContain('"sameAs":["https://social.example/@editora-ipe"]');

  await page.goto('/en/admin/press');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The press');
  await expect(page.getByLabel('The press’s pages on other sites')).toHaveValue('https://social.example/@editora-ipe');
  await page.getByLabel('The press’s pages on other sites').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The press’s details are saved.')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await (await page.request.get('/product/periferias-em-movimento-impresso')).text()).not.toContain('sameAs');
});
