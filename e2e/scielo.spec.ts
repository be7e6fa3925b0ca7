import fs from 'node:fs';
import { expect, test } from './fixtures.ts';
import { unzipSync } from 'fflate';
import { DEMO_JOURNAL_OPEN_CALL, journalSeeds } from '../app/features/catalog/testing.server.ts';
import { asAdmin, expectNoAxeViolations, inLocale } from './support.ts';

// Issue 52: the article page links its JATS, and the admin downloads an issue's SciELO package
// whose report says nothing is wrong, in both languages.
const journal = journalSeeds.find((j) => j.slug === DEMO_JOURNAL_OPEN_CALL)!;

for (const locale of ['pt', 'en'] as const) {
  const words =
    locale === 'pt'
      ? { jats: 'Registro em XML JATS (SciELO)', issues: 'Números', published: 'Publicado', pack: /Baixar o pacote SciELO do número/ }
      : { jats: 'Record as JATS XML (SciELO)', issues: 'Issues', published: 'Published', pack: /Download the issue’s SciELO package/ };

  test(`the article page links its JATS, and the admin downloads an issue's SciELO package (${locale})`, async ({ page }) => {
    // Three axe passes, an issue's package and, in Portuguese, an article made from JATS: on a busy
    // machine (CI) that passed 90 s once, while the same took 20 s beside the whole suite here.
    test.setTimeout(180_000);
    await page.goto(inLocale(locale, `/journal/${journal.slug}/current`));
    const articleLink = page.getByRole('main').locator(`a[href*="/journal/${journal.slug}/article/"]`).first();
    await articleLink.click();
    await expect(page).toHaveURL(new RegExp(`/journal/${journal.slug}/article/\\d+$`));
    const jatsHref = await page.locator('link[rel=alternate][type="application/jats+xml"]').getAttribute('href');
    expect(jatsHref).toMatch(new RegExp(`${locale === 'en' ? '/en' : ''}/journal/${journal.slug}/article/\\d+/jats\\.xml$`));
    const link = page.getByRole('link', { name: new RegExp(words.jats.replace(/[()]/g, '\\$&')) });
    await expect(link).toBeVisible();
    const jats = await page.request.get((await link.getAttribute('href'))!);
    expect(jats.headers()['content-type']).toBe('application/jats+xml; charset=utf-8');
    expect(await jats.text()).toContain('dtd-version="1.3" specific-use="sps-1.10"');
    // An in-text citation takes the reader to its reference.
    const citation = page.locator('a.citation').first();
    const target = (await citation.getAttribute('href'))!;
    await citation.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(`section#references li${target}`)).toBeInViewport();
    await expectNoAxeViolations(page);

    await asAdmin(page);
    await page.goto(inLocale(locale, `/admin/catalog?q=${encodeURIComponent(journal.titlePt!)}`));
    await page.getByRole('main').getByRole('table').getByRole('link').first().click();
    // A published issue of the list: only those have a package, and the other language's run of
    // this journey may have just added a draft one.
    await page
      .getByRole('region', { name: words.issues })
      .getByRole('listitem')
      .filter({ hasText: words.published })
      .locator('a[href*="/issues/"]')
      .first()
      .click();
    await expect(page).toHaveURL(/\/issues\/\d+$/);
    await expectNoAxeViolations(page);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: words.pack }).click();
    const file = await (await download).path();
    const files = unzipSync(new Uint8Array(fs.readFileSync(file)));
    const names = Object.keys(files);
    expect(names.filter((n) => n.endsWith('.xml')).length).toBeGreaterThan(0);
    expect(names.filter((n) => n.endsWith('.pdf')).length).toBe(names.filter((n) => n.endsWith('.xml')).length);
    expect(new TextDecoder().decode(files['sps-report.txt'])).toMatch(/^SciELO PS 1\.10: nothing in \d+ articles breaks a rule\.\n$/);
    if (locale === 'en') return;

    // JATS in: a new (draft) issue's article made from the JATS file the site wrote, its record read from it.
    const record = await jats.text();
    const doi = /<article-id pub-id-type="doi">([^<]+)<\/article-id>/.exec(record)![1]!;
    await page.goto(page.url().replace(/\/issues\/\d+$/, '/issues/new'));
    await page.getByLabel('Número', { exact: true }).fill('99');
    await page.getByRole('button', { name: 'Salvar número' }).click();
    await expect(page.getByText('Número salvo.')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('main').getByRole('link', { name: 'Adicionar artigo' }).click();
    await page.getByLabel('Arquivo do texto completo').setInputFiles({ name: 'artigo.xml', mimeType: 'application/xml', buffer: Buffer.from(record) });
    await page.getByRole('button', { name: 'Salvar a partir do JATS' }).click();
    await expect(page.getByText('Artigo salvo com o registro lido do JATS. Confira os campos abaixo.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel('DOI', { exact: true })).toHaveValue(doi);
    // The history the JATS carries (the editorial record's dates) is the new article's own.
    const [, day, month, year] = /<date date-type="received"><day>(\d+)<\/day><month>(\d+)<\/month><year>(\d+)<\/year>/.exec(record)!;
    await expect(page.getByLabel('Recebido em')).toHaveValue(`${year}-${month}-${day}`);
    await expectNoAxeViolations(page);
  });
}
