/**
 * One function per journal / proceedings page: the rows the page shows, or a thrown 404 when
 * the slug or id names nothing a reader may see (unknown, draft, or another journal's).
 */
import { languageTag } from '#app/lib/language-codes.ts';
import { citationView, type PdfAccessibilityFacts } from '#app/features/scholarly/api.ts';
import { pick } from '#app/lib/localized.ts';
import { data } from 'react-router';
import { localizePath, type Locale } from '#app/i18n/locales.ts';
import { config } from '#app/lib/config.server.ts';
import { markTerms } from '#app/features/fulltext/api.server.ts';
import { withBlockIds } from '#app/features/fulltext/api.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { periodicalJsonLd } from '#app/features/scholarly/api.server.ts';
import { summary } from '#app/features/scholarly/api.ts';
import { articleCitation, journalIssns, paperCitation } from './citable.ts';
import { findArticle, findCurrentIssue, findIssue, findJournal, issueWithArticles, listArticles, listIssues } from './journals.server.ts';
import { isSlug, parseId } from './params.ts';
import { paperPdfHeader, pdfAuthors, pdfKey, pdfTexts } from './generated-pdf.server.ts';
import { pdfResponse } from './pdf.server.ts';
import { citationReferences, linkReferenceDois } from './reference-links.ts';
import { linkInTextCitations } from './in-text-citations.ts';
import { findPaper, findProceedings, listPapers, listPapersWithText, type Proceedings } from './proceedings.server.ts';
import { typesetVolume, volumeKey, volumePdfKey, volumePdfLanguage, volumeSource } from './volume.server.ts';
import { articleRecord, figuresOfJournal } from '#app/features/editorial/api.server.ts';
import { articleJatsPath, paperJatsPath, withRecord } from './jats.server.ts';
import { pageVersion } from './translation.ts';

const notFound = () => data(null, { status: 404 });

/** The absolute address of a page in a language (canonical, citations, JSON-LD). */
const absolute = (path: string, locale: Locale) => config().appUrl + localizePath(path, locale);

export const journalPath = (slug: string) => `/journal/${slug}`;
export const articlePdfPath = (slug: string, id: number) => `/journal/${slug}/article/${id}/pdf`;
export const paperPdfPath = (slug: string, id: number) => `/proceedings/${slug}/paper/${id}/pdf`;
export const proceedingsPdfPath = (slug: string) => `/proceedings/${slug}/pdf`;

async function requireJournal(db: Db, slug: string | undefined) {
  const journal = isSlug(slug) ? await findJournal(db, slug) : null;
  if (!journal) throw notFound();
  return journal;
}

/** Home, about, guidelines and submission show the journal itself. */
export async function journalPage(db: Db, slug: string | undefined, locale: Locale) {
  const journal = await requireJournal(db, slug);
  return { journal, url: absolute(journalPath(journal.slug), locale) };
}

/** The about page: the journal and its figures from the editorial record (the last twelve months). */
export async function journalAboutPage(db: Db, slug: string | undefined, locale: Locale) {
  const journal = await requireJournal(db, slug);
  return { journal, url: absolute(journalPath(journal.slug), locale), figures: await figuresOfJournal(db, journal.id) };
}

/** The journal's home, with its schema.org Periodical (built here, so the client never loads the builder). */
export async function journalHomePage(db: Db, slug: string | undefined, locale: Locale) {
  const page = await journalPage(db, slug, locale);
  const { journal, url } = page;
  const jsonLd = periodicalJsonLd({
    name: pick(journal, 'title', locale),
    url,
    description: summary(pick(journal, 'abstract', locale), 300),
    issns: journalIssns(journal),
    language: journal.language,
    editors: journal.team.filter((m) => m.role === 'editor').map((m) => m.name),
  });
  return { ...page, current: await issueWithArticles(db, await findCurrentIssue(db, journal.id)), structuredMeta: [jsonLd] };
}

export async function currentIssuePage(db: Db, slug: string | undefined) {
  const journal = await requireJournal(db, slug);
  return { journal, current: await issueWithArticles(db, await findCurrentIssue(db, journal.id)) };
}

export async function archivePage(db: Db, slug: string | undefined) {
  const journal = await requireJournal(db, slug);
  return { journal, issues: await listIssues(db, journal.id) };
}

export async function issuePage(db: Db, slug: string | undefined, idParam: string | undefined) {
  const journal = await requireJournal(db, slug);
  const id = parseId(idParam);
  const issue = id ? await findIssue(db, journal.id, id) : null;
  if (!issue) throw notFound();
  const articles = await listArticles(db, issue.id);
  const current = await findCurrentIssue(db, journal.id);
  return { journal, issue, articles, isCurrent: current?.id === issue.id };
}

async function requireArticle(db: Db, slug: string | undefined, idParam: string | undefined) {
  const journal = await requireJournal(db, slug);
  const id = parseId(idParam);
  const found = id ? await findArticle(db, journal.id, id) : null;
  if (!found) throw notFound();
  return { journal, ...found };
}

/**
 * A full text as its page shows it: every paragraph with the id search links to, each in-text
 * citation a link to its reference, each table focusable (it may scroll), and the words a search
 * hit came for (`?hl=`) marked.
 */
async function shownText(db: Db, html: string | null, language: string, highlight: string): Promise<string | null> {
  if (!html) return null;
  // A wide table scrolls sideways on a phone (app.css): focusable, so the keyboard can scroll it (WCAG 2.1.1).
  const numbered = linkInTextCitations(withBlockIds(linkReferenceDois(html))).replace(/<table\b(?![^>]*\stabindex=)/g, '<table tabindex="0"');
  return highlight ? markTerms(db, numbered, language, highlight) : numbered;
}

/**
 * What an article's or paper's PDF states of its accessibility: one we typeset from the full text
 * is tagged, in the work's language, text only (fulltext/pdf.server.ts); an uploaded article's
 * says what it stated when uploaded (catalog: read then); one nothing read (a paper's, an article's
 * uploaded before) is true: "no information"; false without a PDF.
 */
function pdfFacts(
  pdfPath: string | null,
  work: { pdfFile: string | null; pdfGenerated: boolean; pdfAccessibility?: PdfAccessibilityFacts | null },
  language: string,
): boolean | PdfAccessibilityFacts {
  if (!pdfPath) return false;
  if (work.pdfFile && !work.pdfGenerated) return work.pdfAccessibility ?? true;
  return { tagged: true, lang: languageTag(language), images: false };
}

export async function articlePage(db: Db, slug: string | undefined, idParam: string | undefined, locale: Locale, highlight = '') {
  const { journal, issue, article: found } = await requireArticle(db, slug, idParam);
  const record = await articleRecord(db, found.id);
  // The authors with the CRediT roles the editorial record gives them (as the JATS carries them).
  const stored = { ...found, contributors: withRecord(found.contributors, record) };
  // The page in the translation's language shows the translation and cites its DOI (issue 52).
  const version = pageVersion(stored, journal.translationDois, locale);
  const { fullTextTranslation: _translation, ...shown } = stored;
  const article = { ...shown, doi: version.doi, fullText: await shownText(db, version.fullText, version.language, highlight) };
  const path = `${journalPath(journal.slug)}/article/${article.id}`;
  const url = absolute(path, locale);
  // A PDF exists when uploaded, or can be written from the full text.
  const pdfPath = article.pdfFile || article.fullText ? articlePdfPath(journal.slug, article.id) : null;
  const citation = articleCitation({
    journal,
    issue,
    article: { ...article, language: version.language },
    locale,
    url,
    journalUrl: absolute(journalPath(journal.slug), locale),
    issueUrl: absolute(`${journalPath(journal.slug)}/issue/${issue.id}`, locale),
    pdfUrl: pdfPath ? config().appUrl + pdfPath : undefined,
    fullTextUrl: article.fullText ? `${url}#full-text` : undefined,
  });
  return {
    journal,
    issue,
    article,
    // The article's own record (an imported JATS, the admin's form) over its submission's, as its JATS.
    record: {
      receivedOn: found.receivedOn ?? record.receivedOn,
      acceptedOn: found.acceptedOn ?? record.acceptedOn,
      dataAvailability: found.dataAvailability ?? record.dataAvailability,
      publishedOn: issue.publishedOn ?? null,
    },
    citationReferences: citationReferences(article.references, stored.fullText),
    url,
    textLanguage: version.language,
    // The other version's page, in its own language's address.
    otherVersion: version.other ? { ...version.other, href: localizePath(path, version.other.locale) } : null,
    pdfPath,
    pdf: pdfFacts(pdfPath, article, article.language),
    jatsPath: articleJatsPath(journal.slug, article.id),
    citation,
    citeView: citationView(citation, article.id, locale),
  };
}

export async function articlePdf(db: Db, slug: string | undefined, idParam: string | undefined): Promise<Response> {
  const { journal, issue, article } = await requireArticle(db, slug, idParam);
  const { locale, ...texts } = pdfTexts(article);
  const url = absolute(`${journalPath(journal.slug)}/article/${article.id}`, locale);
  const source = [pick(journal, 'title', locale), issue.volume ? `v. ${issue.volume}` : null, issue.number ? `n. ${issue.number}` : null, issue.year]
    .filter(Boolean)
    .join(', ');
  const key = await pdfKey(db, {
    kind: 'article',
    id: article.id,
    pdfFile: article.pdfFile,
    fullText: article.fullText,
    header: { ...texts, authors: pdfAuthors(article.contributors), source, doi: article.doi, license: journal.license, url, firstPage: article.firstPage },
  });
  return pdfResponse(key, `${journal.slug}-${article.id}.pdf`);
}

async function requireProceedings(db: Db, slug: string | undefined) {
  const proceedings = isSlug(slug) ? await findProceedings(db, slug) : null;
  if (!proceedings) throw notFound();
  return proceedings;
}

export async function proceedingsPage(db: Db, slug: string | undefined, locale: Locale) {
  const proceedings = await requireProceedings(db, slug);
  const papers = await listPapers(db, proceedings.id);
  // The whole volume's PDF is typeset from the papers' full texts: offered when every paper has one.
  const pdfPath = papers.length && papers.every((p) => p.hasFullText) ? proceedingsPdfPath(proceedings.slug) : null;
  // Its EPUB, free like an open-access book's (the reader's edition is that file).
  const epubPath = proceedings.openAccess && proceedings.epubFormat ? `/download/${proceedings.epubFormat}/epub` : null;
  // That PDF is ours, typeset tagged in its front matter's language, text only (fulltext/pdf.server.ts): what its page says of it.
  const pdf = pdfPath ? { tagged: true, lang: volumePdfLanguage(proceedings.language), images: false } : false;
  return { proceedings, papers, pdfPath, pdf, epubPath, url: absolute(`/proceedings/${proceedings.slug}`, locale) };
}

/** What the volume's PDF is typeset from (its papers' pages link to their own pages in the volume's language). */
async function volumeOf(db: Db, proceedings: Proceedings) {
  const papers = await listPapersWithText(db, proceedings.id);
  return { papers, source: volumeSource(proceedings, papers, (paper, locale) => absolute(`/proceedings/${proceedings.slug}/paper/${paper.id}`, locale)) };
}

/** The whole volume as one PDF (a published volume whose papers all have a full text), typeset once per content. */
export async function proceedingsPdf(db: Db, slug: string | undefined): Promise<Response> {
  const proceedings = await requireProceedings(db, slug);
  const { source } = await volumeOf(db, proceedings);
  if (!source) throw notFound();
  return pdfResponse(await volumePdfKey(proceedings.id, source), `${proceedings.slug}.pdf`);
}

/**
 * Where each paper falls in the volume's PDF, and the text each of its pages begins in (an EPUB of
 * the volume marks them); null when the volume has no such PDF. Typesets the volume (and keeps the file).
 */
export async function proceedingsLayout(db: Db, slug: string) {
  const proceedings = isSlug(slug) ? await findProceedings(db, slug) : null;
  if (!proceedings) return null;
  const { papers, source } = await volumeOf(db, proceedings);
  if (!source) return null;
  const layout = await typesetVolume(volumeKey(proceedings.id, source), source);
  return { pages: layout.pages, papers: layout.papers.map((place, i) => ({ id: papers[i]!.id, ...place })) };
}

async function requirePaper(db: Db, slug: string | undefined, idParam: string | undefined) {
  const proceedings = await requireProceedings(db, slug);
  const id = parseId(idParam);
  const paper = id ? await findPaper(db, proceedings.id, id) : null;
  if (!paper) throw notFound();
  return { proceedings, paper };
}

export async function paperPage(db: Db, slug: string | undefined, idParam: string | undefined, locale: Locale, highlight = '') {
  const { proceedings, paper: stored } = await requirePaper(db, slug, idParam);
  const paper = { ...stored, fullText: await shownText(db, stored.fullText, proceedings.language ?? 'pt', highlight) };
  const url = absolute(`/proceedings/${proceedings.slug}/paper/${paper.id}`, locale);
  const pdfPath = paper.pdfFile || paper.fullText ? paperPdfPath(proceedings.slug, paper.id) : null;
  const citation = paperCitation({
    proceedings,
    paper,
    language: proceedings.language,
    locale,
    url,
    volumeUrl: absolute(`/proceedings/${proceedings.slug}`, locale),
    pdfUrl: pdfPath ? config().appUrl + pdfPath : undefined,
    fullTextUrl: paper.fullText ? `${url}#full-text` : undefined,
  });
  return {
    proceedings,
    paper,
    url,
    pdfPath,
    pdf: pdfFacts(pdfPath, paper, proceedings.language ?? 'pt'),
    jatsPath: paperJatsPath(proceedings.slug, paper.id),
    citation,
    citeView: citationView(citation, paper.id, locale),
    citationReferences: citationReferences(paper.references, stored.fullText),
  };
}

export async function paperPdf(db: Db, slug: string | undefined, idParam: string | undefined): Promise<Response> {
  const { proceedings, paper } = await requirePaper(db, slug, idParam);
  const url = (locale: Locale) => absolute(`/proceedings/${proceedings.slug}/paper/${paper.id}`, locale);
  const key = await pdfKey(db, {
    kind: 'paper',
    id: paper.id,
    pdfFile: paper.pdfFile,
    fullText: paper.fullText,
    header: paperPdfHeader(proceedings, paper, url),
  });
  return pdfResponse(key, `${proceedings.slug}-${paper.id}.pdf`);
}
