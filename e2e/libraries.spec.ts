/**
 * Serving libraries (issue 41): the librarians' page from the footer, in both languages and axe
 * clean; every KBART title's address answers; a book page links its MARC records.
 */
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, inLocale } from './support.ts';

const text = { pt: { link: 'Para bibliotecas', records: 'MARCXML' }, en: { link: 'For librarians', records: 'MARCXML' } };

for (const locale of ['pt', 'en'] as const) {
  test(`a librarian finds the files from the footer, and each listed title answers (${locale})`, async ({ page }) => {
    await page.goto(inLocale(locale, '/'));
    await page.getByRole('contentinfo').getByRole('link', { name: text[locale].link }).click();
    await expect(page).toHaveURL(new RegExp(`${inLocale(locale, '/librarians')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text[locale].link);
    await expectNoAxeViolations(page);
    const kbart = await page.request.get('/kbart/all.txt');
    expect(kbart.headers()['content-type']).toContain('text/tab-separated-values');
    const [header, ...rows] = (await kbart.text()).trimEnd().split('\n');
    const url = header!.split('\t').indexOf('title_url');
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      const address = new URL(row.split('\t')[url]!);
      expect((await page.request.get(address.pathname)).status(), address.pathname).toBe(200);
    }
    const marc = await page.request.get('/marc/open-access.mrc');
    expect(marc.headers()['content-type']).toBe('application/marc');
    expect((await marc.body()).subarray(9, 10).toString()).toBe('a');
  });
}

test('a book page links its MARC records', async ({ page }) => {
  await page.goto('/book/design-de-servicos-na-pratica');
  const link = page.getByRole('region', { name: 'Para bibliotecas' }).getByRole('link', { name: 'MARCXML' });
  const href = await link.getAttribute('href');
  expect(href).toBe('/book/design-de-servicos-na-pratica/marc.xml');
  const records = await page.request.get(href!);
  expect(records.status()).toBe(200);
  expect(await records.text()).toContain('<collection xmlns="http://www.loc.gov/MARC21/slim"');
});

test('a proceedings volume links its MARC records', async ({ page }) => {
  await page.goto('/proceedings/anais-sbds-2024');
  const href = await page.getByRole('region', { name: 'Para bibliotecas' }).getByRole('link', { name: 'MARC 21 (ISO 2709, UTF-8)' }).getAttribute('href');
  expect(href).toBe('/proceedings/anais-sbds-2024/marc.mrc');
  const records = await page.request.get(href!);
  expect(records.status()).toBe(200);
  expect((await records.body()).subarray(5, 10).toString()).toBe('nam a');
});
