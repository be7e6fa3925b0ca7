import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_JOURNAL_CLOSED_CALL, DEMO_JOURNAL_OPEN_CALL, journalSeeds } from '../app/features/catalog/testing.server.ts';
import { DEMO_PROCEEDINGS, proceedingsSeeds } from '../app/features/catalog/testing.server.ts';
import { appReady, epubcheck, epubTexts, expectNoAxeViolations, inLocale, pdfToText } from './support.ts';

// The seeded demo catalog (a fresh E2E_DATA_DIR is seeded on start): the expectations come
// from the same data modules, so the spec follows the demo content when it changes.
const openJournal = journalSeeds.find((j) => j.slug === DEMO_JOURNAL_OPEN_CALL)!;
const closedJournal = journalSeeds.find((j) => j.slug === DEMO_JOURNAL_CLOSED_CALL)!;
const proceedings = proceedingsSeeds.find((p) => p.slug === DEMO_PROCEEDINGS)!;
const newestFirst = [...openJournal.issues].sort((a, b) => b.year - a.year || b.volume - a.volume || b.number - a.number);
const current = newestFirst[0]!;
// An article with its title in both languages, to see them side by side.
const article = current.articles.find((a) => a.titlePt && a.titleEn)!;
const paper = proceedings.chapters.find((c) => c.titlePt && c.titleEn)!;

const main = (page: Page) => page.getByRole('main');
const journalNav = (page: Page, locale: 'pt' | 'en') => page.getByRole('navigation', { name: locale === 'pt' ? 'Páginas da revista' : 'Journal pages' });

async function ldJson(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>;
}

test('journal home → current issue → an article, in Portuguese and then in English', async ({ page }) => {
  const response = await page.goto(`/journal/${openJournal.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(openJournal.titlePt!);
  await expect(main(page).getByRole('definition').filter({ hasText: openJournal.eissn })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Chamada de artigos aberta' })).toBeVisible();
  expect(await ldJson(page)).toMatchObject({ '@type': 'Periodical', name: openJournal.titlePt, issn: [openJournal.issn, openJournal.eissn] });
  // Its Atom feed of articles, announced in the head, lists the current issue's article.
  await expect(page.locator(`link[rel=alternate][type="application/atom+xml"][href="/journal/${openJournal.slug}/feed.xml"]`)).toHaveAttribute(
    'title',
    `Artigos de ${openJournal.titlePt} (Atom)`,
  );
  const feed = await page.request.get(`/journal/${openJournal.slug}/feed.xml`);
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  expect(await feed.text()).toContain(`<title type="text">${article.titlePt}</title>`);
  await expectNoAxeViolations(page);

  await journalNav(page, 'pt').getByRole('link', { name: 'Número atual' }).click();
  await expect(page).toHaveURL(new RegExp(`/journal/${openJournal.slug}/current$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`v. ${current.volume}, n. ${current.number} (${current.year})`);
  await expect(journalNav(page, 'pt').getByRole('link', { name: 'Número atual' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  await main(page).getByRole('link', { name: article.titlePt }).click();
  await expect(page).toHaveURL(new RegExp(`/journal/${openJournal.slug}/article/\\d+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.titlePt!);
  await expect(main(page).getByText(article.titleEn!, { exact: true })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Resumo', exact: true })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Abstract', exact: true })).toBeVisible();
  await expect(main(page).getByRole('link', { name: `https://doi.org/${article.doi}` })).toHaveAttribute('href', `https://doi.org/${article.doi}`);
  await expect(main(page).getByText(`p. ${article.firstPage}–${article.lastPage}`)).toBeVisible();
  const firstAuthor = article.contributors[0]!;
  await expect(main(page).getByText(`${firstAuthor.given} ${firstAuthor.family}`, { exact: true }).first()).toBeVisible();
  if (firstAuthor.orcid)
    await expect(main(page).getByRole('link', { name: new RegExp(firstAuthor.orcid) })).toHaveAttribute('href', `https://orcid.org/${firstAuthor.orcid}`);
  await expect(main(page).getByRole('heading', { name: 'Como citar' })).toBeVisible();
  // The editorial record: received, then accepted, then published (the issue's date).
  const details = main(page).getByRole('complementary', { name: 'Dados do artigo' });
  const dateOf = async (label: string) =>
    (await details.getByText(label, { exact: true }).locator('xpath=following-sibling::dd/time').getAttribute('datetime'))!;
  const [received, accepted, published] = [await dateOf('Recebido'), await dateOf('Aceito'), await dateOf('Publicado')];
  expect(received < accepted && accepted < published).toBe(true);
  expect(published).toBe(current.publishedOn);

  // What Google Scholar and schema.org readers get.
  await expect(page.locator('meta[name=citation_title]')).toHaveAttribute('content', article.titlePt!);
  await expect(page.locator('meta[name=citation_author]')).toHaveCount(article.contributors.length);
  await expect(page.locator('meta[name=citation_journal_title]')).toHaveAttribute('content', openJournal.titlePt!);
  await expect(page.locator('meta[name=citation_volume]')).toHaveAttribute('content', String(current.volume));
  await expect(page.locator('meta[name=citation_issue]')).toHaveAttribute('content', String(current.number));
  await expect(page.locator('meta[name=citation_firstpage]')).toHaveAttribute('content', String(article.firstPage));
  await expect(page.locator('meta[name=citation_doi]')).toHaveAttribute('content', article.doi);
  await expect(page.locator('meta[name=citation_publisher]')).toHaveAttribute('content', 'Editora Ipê');
  await expect(page.locator('meta[name=citation_issn]')).toHaveCount(2);
  const ld = (await ldJson(page)) as { '@type': string; isPartOf: { '@type': string; isPartOf: { '@type': string[] } } };
  expect(ld['@type']).toBe('ScholarlyArticle');
  expect(ld.isPartOf['@type']).toBe('PublicationIssue');
  expect(ld.isPartOf.isPartOf['@type']).toContain('Periodical');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Read in English' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/journal/${openJournal.slug}/article/\\d+$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.titleEn!);
  await expect(main(page).getByText(article.titlePt!, { exact: true })).toHaveAttribute('lang', 'pt-BR');
  await expect(main(page).getByRole('heading', { name: 'How to cite' })).toBeVisible();
  await expect(main(page).getByText(`pp. ${article.firstPage}–${article.lastPage}`)).toBeVisible();
  for (const label of ['Received', 'Accepted', 'Published']) await expect(main(page).getByText(label, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

// The Spanish article: its own title and text in Spanish, with Portuguese and English translations (decision 0020).
const spanishIssue = openJournal.issues.find((i) => i.articles.some((a) => a.language === 'es'))!;
const spanish = spanishIssue.articles.find((a) => a.language === 'es')!;

test('a Spanish article shows its Spanish title and full text marked as Spanish, in Portuguese and in English', async ({ page }) => {
  const issueLabel = `v. ${spanishIssue.volume}, n. ${spanishIssue.number} (${spanishIssue.year})`;
  await page.goto(`/journal/${openJournal.slug}/archive`);
  await main(page).getByRole('link', { name: issueLabel }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(issueLabel);
  // The table of contents names it as its page does.
  await main(page).getByRole('link', { name: spanish.titleOriginal }).click();
  await expect(page).toHaveURL(new RegExp(`/journal/${openJournal.slug}/article/\\d+$`));
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(spanish.titleOriginal!);
  await expect(title).toHaveAttribute('lang', 'es');
  await expect(main(page).getByText(spanish.titleEn!, { exact: true })).toHaveAttribute('lang', 'en-US');
  for (const heading of ['Resumen', 'Resumo', 'Abstract']) await expect(main(page).getByRole('heading', { name: heading, exact: true })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Resumen' })).toHaveAttribute('lang', 'es');
  await expect(main(page).getByRole('region', { name: 'Texto completo' })).toHaveAttribute('lang', 'es');
  await expect(page.locator('meta[name=citation_language]')).toHaveAttribute('content', 'es');
  await expect(page.locator('meta[name=citation_title]')).toHaveAttribute('content', spanish.titleOriginal!);
  expect(await ldJson(page)).toMatchObject({ inLanguage: 'es', name: spanish.titleOriginal });
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Read in English' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/journal/${openJournal.slug}/article/\\d+$`));
  await expect(title).toHaveText(spanish.titleOriginal!);
  await expect(title).toHaveAttribute('lang', 'es');
  await expect(main(page).getByText(spanish.titlePt!, { exact: true })).toHaveAttribute('lang', 'pt-BR');
  await expect(main(page).getByRole('region', { name: 'Full text' })).toHaveAttribute('lang', 'es');
  await expectNoAxeViolations(page);
});

test('the guidelines show the rules and the fees as formatMoney writes them, in both languages', async ({ page }) => {
  await page.goto(`/journal/${openJournal.slug}/guidelines`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diretrizes para autores');
  const rules = main(page).locator('dl').last();
  await expect(rules).toContainText('de 5.000 a 7.000 palavras');
  await expect(rules).toContainText('de 150 a 250 palavras');
  await expect(rules).toContainText('US$ 50,00 ou R$ 250,00');
  await expect(rules).toContainText('até 60 dias após a designação dos pareceristas');
  await expect(rules).toContainText('R$ 220,00 por idioma');
  await expect(rules).toContainText('R$ 0,30 por palavra');
  await expectNoAxeViolations(page);

  await page.goto(`/en/journal/${openJournal.slug}/guidelines`);
  const rulesEn = main(page).locator('dl').last();
  await expect(rulesEn).toContainText('5,000 to 7,000 words');
  await expect(rulesEn).toContainText('$50.00 (USD) or R$250.00 (BRL)');
  await expect(rulesEn).toContainText('R$220.00 per language');
  await expect(rulesEn).toContainText('R$0.30 per word');
  await expectNoAxeViolations(page);
});

test('a journal with the call for papers closed says so, and offers no submission link', async ({ page }) => {
  await page.goto(`/journal/${closedJournal.slug}`);
  await expect(main(page).getByRole('heading', { name: 'Chamada de artigos encerrada' })).toBeVisible();
  await journalNav(page, 'pt').getByRole('link', { name: 'Submissão' }).click();
  await expect(page).toHaveURL(new RegExp(`/journal/${closedJournal.slug}/submission$`));
  await expect(main(page).getByRole('heading', { name: 'Chamada de artigos encerrada' })).toBeVisible();
  await expect(main(page).getByText('A taxa de submissão é de US$ 50,00 ou R$ 250,00')).toBeVisible();
  await expect(main(page).getByRole('link', { name: /Submeter pelo sistema da revista/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(`/en/journal/${closedJournal.slug}/submission`);
  await expect(main(page).getByRole('heading', { name: 'Call for papers closed' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The open journal names no outside system: it links to our own submission wizard.
  await page.goto(`/journal/${openJournal.slug}/submission`);
  await expect(main(page).getByRole('heading', { name: 'Chamada de artigos aberta' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Submeter um manuscrito' })).toHaveAttribute('href', `/journal/${openJournal.slug}/submit`);
});

test('about and archive: the editorial team with roles, every issue newest first', async ({ page }) => {
  await page.goto(`/journal/${openJournal.slug}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre a revista');
  await expect(main(page).getByRole('heading', { name: 'Equipe editorial' })).toBeVisible();
  for (const member of openJournal.team) await expect(main(page).getByText(member.name, { exact: true }).first()).toBeVisible();
  // Its figures, from the editorial record the demo seeds (ten manuscripts this year, decisions made).
  const figures = main(page).getByRole('region', { name: 'A revista em números' });
  const received = Number(await figures.getByText('Submissões recebidas').locator('xpath=following-sibling::dd').textContent());
  expect(received).toBeGreaterThanOrEqual(10);
  await expect(figures.getByText(/^\d+% de \d+ decisões$/)).toBeVisible();
  await expect(figures.getByText(/^\d+ dias$/)).toHaveCount(2);
  await expectNoAxeViolations(page);

  await page.goto(`/journal/${openJournal.slug}/archive`);
  const labels = await main(page).getByRole('heading', { level: 2 }).allTextContents();
  expect(labels).toEqual(newestFirst.map((i) => `v. ${i.volume}, n. ${i.number} (${i.year})`));
  await expectNoAxeViolations(page);
  await main(page)
    .getByRole('link', { name: labels[labels.length - 1] })
    .click();
  const oldest = newestFirst[newestFirst.length - 1]!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`v. ${oldest.volume}, n. ${oldest.number} (${oldest.year})`);
  await expect(main(page).getByRole('heading', { name: 'Sumário' })).toBeVisible();
  for (const a of oldest.articles) await expect(main(page).getByRole('link', { name: a.titlePt })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a proceedings volume lists its event and papers; a paper page carries conference citation tags', async ({ page }) => {
  await page.goto(`/proceedings/${proceedings.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(proceedings.titlePt!);
  await expect(main(page).getByText(proceedings.event.namePt, { exact: true })).toBeVisible();
  await expect(main(page).getByText(proceedings.event.place)).toBeVisible();
  const titles = await main(page).getByRole('region', { name: 'Trabalhos' }).getByRole('listitem').getByRole('link').allTextContents();
  expect(titles).toEqual(proceedings.chapters.map((c) => c.titlePt ?? c.titleEn));
  await expectNoAxeViolations(page);

  await main(page).getByRole('link', { name: paper.titlePt }).click();
  await expect(page).toHaveURL(new RegExp(`/proceedings/${proceedings.slug}/paper/\\d+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(paper.titlePt!);
  await expect(page.locator('meta[name=citation_conference_title]')).toHaveAttribute('content', proceedings.event.namePt);
  await expect(page.locator('meta[name=citation_firstpage]')).toHaveAttribute('content', String(paper.firstPage));
  await expect(main(page).getByRole('heading', { name: 'Como citar' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/en/proceedings/${proceedings.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(proceedings.titleEn!);
  await expectNoAxeViolations(page);
});

for (const locale of ['pt', 'en'] as const) {
  test(`the proceedings volume reads online and downloads whole, its EPUB and its PDF with the papers' pages (${locale})`, async ({ page, request }) => {
    test.setTimeout(150_000);
    const words =
      locale === 'pt'
        ? { whole: 'O volume completo', epub: 'Baixar o EPUB do volume', pdf: 'Baixar o PDF do volume', read: 'Ler on-line' }
        : { whole: 'The whole volume', epub: 'Download the volume’s EPUB', pdf: 'Download the volume’s PDF', read: 'Read online' };
    await page.goto(inLocale(locale, `/proceedings/${proceedings.slug}`));
    const whole = main(page).getByRole('region', { name: words.whole });
    await expect(main(page).getByRole('region', { name: locale === 'pt' ? 'Acessibilidade' : 'Accessibility', exact: true })).toContainText(
      locale === 'pt' ? 'páginas da edição impressa' : 'pages of the printed edition',
    );
    await expectNoAxeViolations(page);
    // Every page of every paper, as the catalog cites it.
    const pages = proceedings.chapters.flatMap((c) => Array.from({ length: c.lastPage - c.firstPage + 1 }, (_, i) => String(c.firstPage + i)));

    const epub = await request.get((await whole.getByRole('link', { name: words.epub }).getAttribute('href'))!);
    expect(epub.status()).toBe(200);
    expect(epub.headers()['content-type']).toBe('application/epub+zip');
    const epubFile = test.info().outputPath('volume.epub');
    (await import('node:fs')).writeFileSync(epubFile, await epub.body());
    const files = epubTexts(epubFile);
    const pageList = /<nav epub:type="page-list"[\s\S]*?<\/nav>/.exec(files.get('OEBPS/nav.xhtml')!)![0];
    expect([...pageList.matchAll(/>(\d+)<\/a>/g)].map((m) => m[1])).toEqual(pages);
    for (const paper of proceedings.chapters)
      expect(
        [...files.values()].some((text) => text.includes(`<h1 id="chapter-title">${paper.titlePt}</h1>`)),
        paper.titlePt!,
      ).toBe(true);
    if (locale === 'pt') {
      const check = epubcheck(epubFile);
      expect(check.ok, check.output).toBe(true);
    }

    const pdf = await request.get((await whole.getByRole('link', { name: words.pdf }).getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const volume = pdfToText(await pdf.body(), test.info().outputPath('volume.pdf'));
    expect(volume.pages).toBe(proceedings.pages);
    // Page by page (pdftotext ends each with a form feed): each paper opens on the page the catalog gives it, numbered so at its foot.
    const byPage = volume.text.split('\f').map((t) => t.replace(/\s+/g, ' ').trim());
    const contents = byPage.find((t) => t.startsWith('Sumário'))!;
    for (const paper of proceedings.chapters) {
      const first = byPage[paper.firstPage - 1]!;
      expect(first, `${paper.titlePt} on p. ${paper.firstPage}`).toContain(paper.titlePt!.split(' ').slice(0, 5).join(' '));
      expect(first).toMatch(new RegExp(`\\b${paper.firstPage}$`));
      expect(contents).toContain(paper.titlePt!.split(' ').slice(0, 5).join(' '));
      expect(contents).toMatch(new RegExp(`\\b${paper.firstPage}\\b`));
    }

    await whole.getByRole('link', { name: words.read }).click();
    await expect(page).toHaveURL(new RegExp(`${locale === 'en' ? '/en' : ''}/book/${proceedings.slug}/read/[\\w-]+$`));
    const reader = page.locator('article.reader-text');
    await expect(reader.getByRole('heading', { level: 1 })).toContainText('Apresentação');
    // The reader listens for the keys once it has hydrated.
    await appReady(page);
    await page.keyboard.press('ArrowRight');
    await expect(reader.getByRole('heading', { level: 1 })).toContainText(proceedings.chapters[0]!.titlePt!);
    await expect(reader.getByRole('heading', { name: 'Abstract' })).toBeVisible();
    await page.locator('.reader-book-link').click();
    await expect(page).toHaveURL(new RegExp(`${locale === 'en' ? '/en' : ''}/proceedings/${proceedings.slug}$`));
  });
}

test('unknown journals, issues, articles and papers answer 404 with the not-found page', async ({ page }) => {
  for (const url of [
    '/journal/no-such-journal',
    `/journal/${openJournal.slug}/issue/999999`,
    `/journal/${openJournal.slug}/issue/not-a-number`,
    `/journal/${openJournal.slug}/article/999999`,
    `/en/journal/${openJournal.slug}/article/0`,
    `/proceedings/no-such-volume`,
    `/proceedings/${proceedings.slug}/paper/999999`,
  ]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(
      url.startsWith('/en') ? 'This page could not be found' : 'Esta página não foi encontrada',
    );
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
  }
});
