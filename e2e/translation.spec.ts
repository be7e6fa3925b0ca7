import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { journalSeeds } from '../app/features/catalog/testing.server.ts';
import { appReady, asAdmin, expectNoAxeViolations, inLocale } from './support.ts';

// Issue 52: the demo article translated into English. Each language's page shows its own text,
// says which one it is with a link to the other, and cites its own DOI.
const journal = journalSeeds.find((j) => j.slug === 'revista-ipe-design-sociedade')!;
const article = journal.issues.flatMap((issue) => issue.articles).find((a) => a.doiTranslation)!;

const pages = {
  pt: {
    opening: 'A assistência social só se tornou, no Brasil',
    note: 'Este artigo tem uma tradução do texto completo para o inglês.',
    link: 'Ler a tradução para o inglês',
    doi: article.doi,
  },
  en: {
    opening: 'Only with the 1988 Constitution and the Organic Law of Social Assistance',
    note: 'This text is a translation into English; the article was first published in Portuguese.',
    link: 'Read the original in Portuguese',
    doi: article.doiTranslation!,
  },
} as const;

async function expectVersion(page: Page, locale: 'pt' | 'en') {
  const expected = pages[locale];
  const fullText = page.locator('section#full-text');
  await expect(fullText).toHaveAttribute('lang', locale);
  await expect(fullText).toContainText(expected.opening);
  await expect(page.getByText(expected.note)).toBeVisible();
  await expect(page.locator('meta[name="citation_doi"]')).toHaveAttribute('content', expected.doi);
  await expect(page.locator('meta[name="citation_language"]')).toHaveAttribute('content', locale);
  // The DOI link of the details and the "how to cite" box name this page's DOI.
  await expect(page.getByRole('complementary').getByRole('link', { name: `https://doi.org/${expected.doi}`, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
}

for (const locale of ['pt', 'en'] as const) {
  test(`the translated demo article: each language's page shows its text and cites its own DOI, and links to the other (${locale})`, async ({ page }) => {
    test.setTimeout(90_000);
    const other = locale === 'pt' ? 'en' : 'pt';
    await page.goto(inLocale(locale, `/journal/${journal.slug}/current`));
    await page
      .getByRole('main')
      .getByRole('link', { name: locale === 'pt' ? article.titlePt! : article.titleEn!, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${locale === 'en' ? '/en' : ''}/journal/${journal.slug}/article/\\d+$`));
    await expectVersion(page, locale);
    await page.getByRole('link', { name: pages[locale].link }).click();
    await expect(page).toHaveURL(new RegExp(`${other === 'en' ? '/en' : ''}/journal/${journal.slug}/article/\\d+$`));
    await expectVersion(page, other);
  });
}

const adminWords = {
  pt: {
    doi: 'DOI da tradução',
    file: 'Trocar a tradução do texto completo',
    save: 'Salvar artigo',
    same: 'O DOI da tradução deve ser diferente do DOI do artigo.',
  },
  en: {
    doi: 'DOI of the translation',
    file: 'Replace the translated full text',
    save: 'Save article',
    same: 'The translation’s DOI must differ from the article’s DOI.',
  },
} as const;

for (const locale of ['pt', 'en'] as const) {
  test(`the article admin holds the translation and its DOI, and refuses the article's own DOI for it (${locale})`, async ({ page }) => {
    test.setTimeout(90_000);
    const words = adminWords[locale];
    // The article's and its issue's ids, from its page.
    await page.goto(inLocale(locale, `/journal/${journal.slug}/current`));
    await page
      .getByRole('main')
      .getByRole('link', { name: locale === 'pt' ? article.titlePt! : article.titleEn!, exact: true })
      .click();
    await expect(page).toHaveURL(/\/article\/\d+$/);
    const articleId = /\/article\/(\d+)$/.exec(page.url())![1];
    const issueId = /\/issue\/(\d+)/.exec((await page.locator(`main a[href*="/journal/${journal.slug}/issue/"]`).first().getAttribute('href'))!)![1];
    await asAdmin(page);
    await page.goto(inLocale(locale, `/admin/catalog?q=${encodeURIComponent(journal.titlePt!)}`));
    await page.getByRole('main').getByRole('table').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/admin\/catalog\/\d+$/);
    await page.goto(`${page.url()}/issues/${issueId}/articles/${articleId}`);
    await appReady(page);
    const doi = page.getByLabel(words.doi, { exact: true });
    await expect(doi).toHaveValue(article.doiTranslation!);
    await expect(page.getByLabel(words.file, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await doi.fill(article.doi);
    await page.getByRole('button', { name: words.save }).first().click();
    await expect(page.getByText(words.same)).toBeVisible();
    await expect(doi).toBeFocused();
  });
}
