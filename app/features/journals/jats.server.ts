/**
 * Where an article's or paper's JATS comes from (issue 52): the rows the pages read, the editorial
 * record's dates, countries, CRediT roles and data statement, and the press's name, handed to the
 * pure builder (jats/jats.ts). Served at …/article/{id}/jats.xml and …/paper/{id}/jats.xml.
 */
import { articleRecord, journalCode, type ArticleRecord } from '#app/features/editorial/api.server.ts';
import { localizePath, type Locale } from '#app/i18n/locales.ts';
import { config } from '#app/lib/config.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { eq } from 'drizzle-orm';
import { isAppError, notFound } from '#app/lib/app-error.ts';
import { articles, chapters, journalIssues, publications } from '#app/lib/db/schema.ts';
import { currentPress } from '#app/lib/press/press.ts';
import { articleJats, JATS_CONTENT_TYPE, type JatsContributor, type JatsInput, type JatsText } from './jats/jats.ts';
import { findArticle, findJournal, listArticles, type Article, type Issue, type Journal } from './journals.server.ts';
import { isSlug, parseId } from './params.ts';
import { translationLanguage } from '#app/lib/multilingual.ts';
import { findPaper, findProceedings, listPapersWithText, type Paper, type Proceedings } from './proceedings.server.ts';

export const articleJatsPath = (slug: string, id: number) => `/journal/${slug}/article/${id}/jats.xml`;
export const paperJatsPath = (slug: string, id: number) => `/proceedings/${slug}/paper/${id}/jats.xml`;

type Texts = {
  titlePt: string | null;
  titleEn: string | null;
  abstractPt: string | null;
  abstractEn: string | null;
  keywordsPt: string[];
  keywordsEn: string[];
  titleOriginal: string | null;
  abstractOriginal: string | null;
  keywordsOriginal: string[];
};

/** The text's own language first, then the Portuguese and English versions it carries. */
export function jatsTexts(work: Texts, language: string): JatsText[] {
  const pt: JatsText = { lang: 'pt', title: work.titlePt, abstract: work.abstractPt, keywords: work.keywordsPt };
  const en: JatsText = { lang: 'en', title: work.titleEn, abstract: work.abstractEn, keywords: work.keywordsEn };
  if (language === 'pt') return [pt, en];
  if (language === 'en') return [en, pt];
  return [{ lang: language, title: work.titleOriginal, abstract: work.abstractOriginal, keywords: work.keywordsOriginal }, pt, en];
}

/** The credited people with what the editorial record adds (country, CRediT roles), matched by name. */
export function withRecord(contributors: JatsContributor[], record: ArticleRecord | null): JatsContributor[] {
  if (!record) return contributors;
  const byName = new Map(record.authors.map((a) => [a.name.trim().toLowerCase(), a]));
  return contributors.map((c) => {
    const found = byName.get(`${c.given} ${c.family}`.trim().toLowerCase());
    return {
      ...c,
      country: c.country ?? (found?.country || undefined),
      credit: c.credit?.length ? c.credit : found?.credit.length ? found.credit : c.credit,
    };
  });
}

/**
 * A journal's journal-id and short title: its acronym (RIDS), the one the SciELO package names its
 * files by and the editorial office numbers submissions with (there is no abbreviated-title
 * setting; SciELO requires one, and the full title repeated is not one).
 */
export const periodicalIds = (slug: string) => ({ id: journalCode(slug).toLowerCase(), abbrevTitle: journalCode(slug) });

const absolute = (path: string, locale: Locale) => config().appUrl + localizePath(path, locale);
const localeOf = (language: string): Locale => (language === 'en' ? 'en' : 'pt');

/** The JATS input of a journal article (pure data; the builder writes it). */
export function articleJatsInput(
  journal: Journal,
  issue: Issue,
  article: Article & { fullText: string | null; fullTextTranslation?: string | null },
  record: ArticleRecord | null,
): JatsInput {
  const translation = article.fullTextTranslation
    ? {
        lang: translationLanguage(article.language),
        doi: journal.translationDois ? article.doiTranslation : null,
        fullText: article.fullTextTranslation,
      }
    : null;
  return {
    kind: 'article',
    id: article.id,
    periodical: { ...periodicalIds(journal.slug), title: journal.titlePt ?? journal.titleEn ?? journal.slug, issn: journal.issn, eissn: journal.eissn },
    publisher: currentPress().name,
    language: article.language,
    texts: jatsTexts(article, article.language),
    section: article.section,
    doi: article.doi,
    contributors: withRecord(article.contributors, record),
    // The article's own record (an imported JATS, the admin's form) over its submission's.
    receivedOn: article.receivedOn ?? record?.receivedOn ?? null,
    acceptedOn: article.acceptedOn ?? record?.acceptedOn ?? null,
    publishedOn: issue.publishedOn,
    year: issue.year,
    volume: issue.volume,
    issue: issue.number,
    firstPage: article.firstPage,
    lastPage: article.lastPage,
    license: journal.license,
    funding: article.funding,
    dataAvailability: article.dataAvailability ?? record?.dataAvailability ?? null,
    fullText: article.fullText,
    translation,
    references: article.references,
    url: absolute(`/journal/${journal.slug}/article/${article.id}`, localeOf(article.language)),
  };
}

/** The JATS input of a proceedings paper: the volume stands where a journal would. */
export function paperJatsInput(proceedings: Proceedings, paper: Paper & { fullText: string | null }): JatsInput {
  const language = proceedings.language ?? 'pt';
  return {
    kind: 'paper',
    id: paper.id,
    periodical: {
      // A volume is not sent to SciELO: its address names it, and its short title is that name spelled out.
      id: proceedings.slug,
      abbrevTitle: proceedings.slug.replace(/-/g, ' ').toUpperCase(),
      title: proceedings.titlePt ?? proceedings.titleEn ?? proceedings.slug,
      isbn: proceedings.isbn,
      eissn: proceedings.seriesIssn,
    },
    publisher: currentPress().name,
    language,
    texts: jatsTexts(paper, language),
    section: null,
    doi: paper.doi,
    contributors: paper.contributors,
    receivedOn: null,
    acceptedOn: null,
    publishedOn: proceedings.publishedOn,
    year: proceedings.year,
    volume: proceedings.volume,
    issue: null,
    firstPage: paper.firstPage,
    lastPage: paper.lastPage,
    license: proceedings.license,
    funding: paper.funding,
    dataAvailability: null,
    fullText: paper.fullText,
    references: paper.references,
    url: absolute(`/proceedings/${proceedings.slug}/paper/${paper.id}`, localeOf(language)),
    conference: proceedings.event ? { name: proceedings.event.namePt, startsOn: proceedings.event.startsOn, place: proceedings.event.place } : null,
  };
}

const xmlResponse = (xml: string) =>
  new Response(xml, { headers: { 'Content-Type': JATS_CONTENT_TYPE, 'Cache-Control': 'public, max-age=300', 'X-Content-Type-Options': 'nosniff' } });

/** An article's JATS, or a 404 for what a reader may not see. */
export async function articleJatsXml(db: Db, slug: string | undefined, idParam: string | undefined): Promise<string> {
  const journal = isSlug(slug) ? await findJournal(db, slug) : null;
  const id = parseId(idParam);
  const found = journal && id ? await findArticle(db, journal.id, id) : null;
  if (!journal || !found) throw notFound();
  return articleJats(articleJatsInput(journal, found.issue, found.article, await articleRecord(db, found.article.id)));
}

export async function paperJatsXml(db: Db, slug: string | undefined, idParam: string | undefined): Promise<string> {
  const proceedings = isSlug(slug) ? await findProceedings(db, slug) : null;
  const id = parseId(idParam);
  const paper = proceedings && id ? await findPaper(db, proceedings.id, id) : null;
  if (!proceedings || !paper) throw notFound();
  return articleJats(paperJatsInput(proceedings, paper));
}

export const articleJatsResponse = async (db: Db, slug: string | undefined, id: string | undefined) => xmlResponse(await articleJatsXml(db, slug, id));
export const paperJatsResponse = async (db: Db, slug: string | undefined, id: string | undefined) => xmlResponse(await paperJatsXml(db, slug, id));

/** The document without its XML declaration and DOCTYPE: the `<article>` element another document embeds. */
export const jatsArticleElement = (xml: string) => xml.slice(xml.indexOf('<article '));

/**
 * OAI-PMH's jats records: each article's or paper's `<article>` by local identifier (article/12,
 * paper/3); one a reader may not see is left out (the repository then shows it deleted).
 */
export async function jatsOfRecords(db: Db, identifiers: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const identifier of identifiers) {
    const [kind, id] = identifier.split('/');
    const slug = await slugOf(db, kind === 'article' ? 'article' : 'paper', Number(id));
    if (!slug) continue;
    try {
      out.set(identifier, jatsArticleElement(kind === 'article' ? await articleJatsXml(db, slug, id) : await paperJatsXml(db, slug, id)));
    } catch (error) {
      if (!isAppError(error)) throw error;
    }
  }
  return out;
}

/** The journal's or volume's slug of an article or paper. */
async function slugOf(db: Db, kind: 'article' | 'paper', id: number): Promise<string | null> {
  if (!Number.isSafeInteger(id)) return null;
  const [row] =
    kind === 'article'
      ? await db
          .select({ slug: publications.slug })
          .from(articles)
          .innerJoin(journalIssues, eq(journalIssues.id, articles.issueId))
          .innerJoin(publications, eq(publications.id, journalIssues.journalId))
          .where(eq(articles.id, id))
          .limit(1)
      : await db
          .select({ slug: publications.slug })
          .from(chapters)
          .innerJoin(publications, eq(publications.id, chapters.publicationId))
          .where(eq(chapters.id, id))
          .limit(1);
  return row?.slug ?? null;
}

/** Every article of a published issue with its JATS input (the SciELO package, the tests). */
export async function issueJatsInputs(db: Db, journal: Journal, issue: Issue): Promise<JatsInput[]> {
  const list = await listArticles(db, issue.id);
  const out: JatsInput[] = [];
  for (const item of list) {
    const found = await findArticle(db, journal.id, item.id);
    if (found) out.push(articleJatsInput(journal, issue, found.article, await articleRecord(db, item.id)));
  }
  return out;
}

/** Every paper of a published volume with its JATS input. */
export async function proceedingsJatsInputs(db: Db, proceedings: Proceedings): Promise<JatsInput[]> {
  return (await listPapersWithText(db, proceedings.id)).map((paper) => paperJatsInput(proceedings, paper));
}
