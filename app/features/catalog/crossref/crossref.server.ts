/**
 * Crossref deposits: the press's DOI prefix (a setting), the batch of every published item whose
 * DOI is under it, and sending it to Crossref's deposit endpoint with the credentials from the
 * environment (CROSSREF_DEPOSIT_URL, CROSSREF_USERNAME, CROSSREF_PASSWORD). Without
 * credentials the batch is only offered as a file. Every attempt is recorded with its batch id
 * and Crossref's answer (crossref_deposits).
 */
import { desc, sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { readPress, writePress } from '#app/lib/press/press.server.ts';
import { crossrefDeposits, type Contributor, type Funding } from '#app/lib/db/schema.ts';
import { licenseUrl } from '#app/lib/license.ts';
import { hasOriginalTexts, originalLocale, translationLanguage } from '#app/lib/multilingual.ts';
import { localizePath } from '#app/i18n/locales.ts';
import {
  countDois,
  crossrefDeposit,
  isDoiPrefix,
  type CrossrefBatch,
  type CrossrefBook,
  type CrossrefConference,
  type CrossrefJournalIssue,
  type CrossrefText,
} from './crossref.ts';
import { rowsOf } from '#app/lib/db/rows.ts';
import { currentPress } from '#app/lib/press/press.ts';
import { utcDay } from '#app/lib/utc-days.ts';

/** The press's DOI prefix (part of its identity, lib/press), or null before it has one. */
export async function doiPrefix(db: Db): Promise<string | null> {
  return (await readPress(db)).doiPrefix || null;
}

export async function setDoiPrefix(db: Db, prefix: string): Promise<void> {
  if (!isDoiPrefix(prefix)) throw new Error(`not a DOI prefix: ${prefix}`);
  await writePress(db, { ...(await readPress(db)), doiPrefix: prefix });
}

export interface CrossrefCredentials {
  url: string;
  username: string;
  password: string;
}

/** The deposit endpoint and login, when the environment gives all three. */
export function crossrefCredentials(env = process.env): CrossrefCredentials | null {
  const url = env.CROSSREF_DEPOSIT_URL || 'https://doi.crossref.org/servlet/deposit';
  if (!env.CROSSREF_USERNAME || !env.CROSSREF_PASSWORD) return null;
  return { url, username: env.CROSSREF_USERNAME, password: env.CROSSREF_PASSWORD };
}

const texts = (pt: string | null, en: string | null): CrossrefText[] => [...(pt ? [{ text: pt, lang: 'pt' }] : []), ...(en ? [{ text: en, lang: 'en' }] : [])];
const people = (contributors: Contributor[]) =>
  contributors.map(({ given, family, role, orcid, affiliation }) => ({ given, family, role, orcid, affiliation }));
/** A text in the work's language, or the other one when it has none there. */
const inLanguage = (pt: string | null | undefined, en: string | null | undefined, language: string) => (language === 'en' ? en || pt : pt || en) ?? '';
const licence = (license: string | null) => (license ? licenseUrl(license) : null);
const ownDoi = (doi: string | null, prefix: string) => (doi && doi.toLowerCase().startsWith(`${prefix.toLowerCase()}/`) ? doi : null);

/** What every deposited part (a book's chapter, an article, a paper) has, as the queries below select it. */
type PartRow = {
  id: number;
  title_pt: string | null;
  title_en: string | null;
  abstract_pt: string | null;
  abstract_en: string | null;
  title_original: string | null;
  abstract_original: string | null;
  contributors: Contributor[];
  first_page: number | null;
  last_page: number | null;
  doi: string;
  has_pdf: boolean;
  references: string[];
  funding: Funding[];
};
const PART_COLUMNS = (alias: string) =>
  sql.raw(
    `${alias}.id, ${alias}.title_pt, ${alias}.title_en, ${alias}.abstract_pt, ${alias}.abstract_en, ${alias}.title_original, ${alias}.abstract_original, ${alias}.contributors, ${alias}.first_page, ${alias}.last_page, ${alias}.doi, ${alias}."references", ${alias}.funding`,
  );
type BookRow = {
  id: number;
  slug: string;
  title_pt: string | null;
  title_en: string | null;
  subtitle_pt: string | null;
  subtitle_en: string | null;
  abstract_pt: string | null;
  abstract_en: string | null;
  contributors: Contributor[];
  language: string;
  edition: number;
  published_on: string | null;
  doi: string | null;
  license: string | null;
  open_access: boolean;
  isbns: { isbn: string; kind: string }[];
};
type ChapterRow = PartRow & { publication_id: number; position: number };
type ArticleRow = PartRow & {
  language: string;
  /** Set when the journal gives translations their own DOI and the article has a translated full text. */
  doi_translation: string | null;
  issue_id: number;
  volume: number;
  number: number;
  year: number;
  published_on: string | null;
  journal_slug: string;
  journal_pt: string | null;
  journal_en: string | null;
  journal_language: string;
  license: string | null;
  open_access: boolean;
  issn: string | null;
  eissn: string | null;
};
type PaperRow = PartRow & {
  volume_id: number;
  slug: string;
  volume_pt: string | null;
  volume_en: string | null;
  language: string;
  published_on: string | null;
  volume_doi: string | null;
  volume: number | null;
  series_issn: string | null;
  license: string | null;
  open_access: boolean;
  editors: Contributor[];
  name_pt: string | null;
  name_en: string | null;
  place: string;
  starts_on: string;
  ends_on: string;
  isbn: string | null;
};

/**
 * One part as Crossref describes it: the same for a chapter, an article and a paper (the work gives
 * its language and licence). A text in neither Portuguese nor English has its title in its own
 * language, and its own abstract first.
 */
function partItem(row: PartRow, url: string, work: { language: string; license: string | null; openAccess: boolean }) {
  const own = hasOriginalTexts(work.language);
  return {
    doi: row.doi,
    url,
    title: (own && row.title_original) || inLanguage(row.title_pt, row.title_en, work.language),
    contributors: people(row.contributors),
    abstracts: [...(own && row.abstract_original ? [{ text: row.abstract_original, lang: work.language }] : []), ...texts(row.abstract_pt, row.abstract_en)],
    license: work.license,
    licenseUrl: licence(work.license),
    openAccess: work.openAccess,
    firstPage: row.first_page,
    lastPage: row.last_page,
    references: row.references,
    funding: row.funding,
  };
}

/** Everything published whose DOI is under the prefix, as one batch. */
export async function crossrefBatch(
  db: Db,
  { prefix, appUrl, email, batchId, at }: { prefix: string; appUrl: string; email: string; batchId: string; at: Date },
): Promise<{ batch: CrossrefBatch; items: number }> {
  const under = `${prefix}/%`;
  const books = rowsOf<BookRow>(
    await db.execute(sql`
      select p.id, p.slug, p.title_pt, p.title_en, p.subtitle_pt, p.subtitle_en, p.abstract_pt, p.abstract_en, p.contributors, p.language,
        p.edition, p.published_on, p.doi, p.license, p.open_access,
        coalesce((select json_agg(json_build_object('isbn', f.isbn, 'kind', f.kind) order by f.id) from formats f where f.publication_id = p.id and f.isbn is not null), '[]') as isbns
      from publications p
      where p.type = 'book' and p.status = 'published'
        and (p.doi ilike ${under} or exists (select 1 from chapters c where c.publication_id = p.id and c.doi ilike ${under}))
      order by p.id`),
  );
  const chapters = rowsOf<ChapterRow>(
    await db.execute(sql`
      select ${PART_COLUMNS('c')}, c.publication_id, c.position, c.pdf_file is not null as has_pdf
      from chapters c join publications p on p.id = c.publication_id and p.type = 'book' and p.status = 'published'
      where c.doi ilike ${under} order by c.publication_id, c.position`),
  );
  const bookItems: CrossrefBook[] = books.map((b) => {
    const url = `${appUrl}/book/${b.slug}`;
    const work = { language: b.language, license: b.license, openAccess: b.open_access };
    return {
      doi: ownDoi(b.doi, prefix),
      url,
      title: inLanguage(b.title_pt, b.title_en, b.language),
      subtitle: inLanguage(b.subtitle_pt, b.subtitle_en, b.language) || null,
      contributors: people(b.contributors),
      abstracts: texts(b.abstract_pt, b.abstract_en),
      license: b.license,
      licenseUrl: licence(b.license),
      openAccess: b.open_access,
      bookType: b.contributors.some((c) => c.role === 'author') ? 'monograph' : 'edited_book',
      language: b.language,
      edition: b.edition,
      date: b.published_on,
      isbns: b.isbns.map((i) => ({ isbn: i.isbn, media: i.kind === 'print' ? 'print' : 'electronic' })),
      chapters: chapters.filter((c) => c.publication_id === b.id).map((c) => partItem(c, `${url}#chapter-${c.position}`, work)),
    };
  });

  const articles = rowsOf<ArticleRow>(
    await db.execute(sql`
      select ${PART_COLUMNS('a')}, a.language,
        case when j.translation_dois and a.full_text_translation is not null then a.doi_translation end as doi_translation, a.pdf_file is not null or a.pdf_generated as has_pdf, i.id as issue_id, i.volume, i.number, i.year, i.published_on,
        jp.slug as journal_slug, jp.title_pt as journal_pt, jp.title_en as journal_en, jp.language as journal_language, jp.license, jp.open_access, j.issn, j.eissn
      from articles a join journal_issues i on i.id = a.issue_id and i.status = 'published'
        join journals j on j.publication_id = i.journal_id
        join publications jp on jp.id = j.publication_id and jp.status = 'published'
      where a.doi ilike ${under} order by i.id, a.position`),
  );
  const issues = new Map<number, CrossrefJournalIssue>();
  for (const a of articles) {
    const issue = issues.get(a.issue_id) ?? {
      journalTitle: inLanguage(a.journal_pt, a.journal_en, a.journal_language),
      language: a.journal_language,
      issns: [...(a.issn ? [{ issn: a.issn, media: 'print' as const }] : []), ...(a.eissn ? [{ issn: a.eissn, media: 'electronic' as const }] : [])],
      year: a.year,
      date: a.published_on,
      volume: a.volume,
      number: a.number,
      articles: [],
    };
    const path = `/journal/${a.journal_slug}/article/${a.id}`;
    const work = { language: a.language, license: a.license, openAccess: a.open_access };
    const translation = ownDoi(a.doi_translation, prefix);
    // With a translation on the other language's page, the original's is the one in its own language.
    const url = appUrl + (translation ? localizePath(path, originalLocale(a.language)) : path);
    issue.articles.push({
      ...partItem(a, url, work),
      pdfUrl: a.has_pdf ? `${appUrl}${path}/pdf` : null,
      language: a.language,
      ...(translation ? { relations: [{ type: 'hasTranslation' as const, doi: translation }] } : {}),
    });
    // The translation is registered as its own work: its language, title and page (issue 52).
    if (translation) {
      const lang = translationLanguage(a.language);
      issue.articles.push({
        ...partItem({ ...a, doi: translation }, appUrl + localizePath(path, lang), { ...work, language: lang }),
        language: lang,
        relations: [{ type: 'isTranslationOf', doi: a.doi }],
      });
    }
    issues.set(a.issue_id, issue);
  }

  const papers = rowsOf<PaperRow>(
    await db.execute(sql`
      select ${PART_COLUMNS('c')}, c.pdf_file is not null as has_pdf, p.id as volume_id, p.slug, p.title_pt as volume_pt, p.title_en as volume_en, p.language, p.published_on,
        p.doi as volume_doi, p.volume, p.series_issn, p.license, p.open_access, p.contributors as editors, e.name_pt, e.name_en, e.place, e.starts_on, e.ends_on,
        (select f.isbn from formats f where f.publication_id = p.id and f.isbn is not null order by f.id limit 1) as isbn
      from chapters c join publications p on p.id = c.publication_id and p.type = 'proceedings' and p.status = 'published'
        join events e on e.id = p.event_id
      where c.doi ilike ${under} order by p.id, c.position`),
  );
  const conferences = new Map<number, CrossrefConference>();
  for (const p of papers) {
    const volumeUrl = `${appUrl}/proceedings/${p.slug}`;
    const conference = conferences.get(p.volume_id) ?? {
      editors: people(p.editors),
      event: { name: inLanguage(p.name_pt, p.name_en, p.language), location: p.place, startsOn: p.starts_on, endsOn: p.ends_on },
      proceedings: {
        title: inLanguage(p.volume_pt, p.volume_en, p.language),
        date: p.published_on,
        isbn: p.isbn,
        doi: ownDoi(p.volume_doi, prefix),
        url: volumeUrl,
        language: p.language,
        volume: p.volume,
        seriesIssn: p.series_issn,
      },
      papers: [],
    };
    const url = `${volumeUrl}/paper/${p.id}`;
    conference.papers.push({
      ...partItem(p, url, { language: p.language, license: p.license, openAccess: p.open_access }),
      pdfUrl: p.has_pdf ? `${url}/pdf` : null,
    });
    conferences.set(p.volume_id, conference);
  }

  const batch: CrossrefBatch = {
    batchId,
    at,
    depositor: { name: currentPress().name, email },
    books: bookItems,
    issues: [...issues.values()],
    conferences: [...conferences.values()],
  };
  const items = countDois(batch);
  return { batch, items };
}

export const crossrefXml = (batch: CrossrefBatch) => crossrefDeposit(batch, { publisher: currentPress().name, place: currentPress().city });

/** A new batch id: the press, the day and a random part (Crossref wants it unique per depositor). */
export const newBatchId = (at: Date) => `ipe-${utcDay(at).replaceAll('-', '')}-${crypto.randomUUID().slice(0, 8)}`;

/**
 * Posts the batch to Crossref (multipart, operation doMDUpload) and records the attempt. Crossref
 * answers at once that it received the file; the registration itself is mailed to the depositor.
 */
export async function depositToCrossref(
  db: Db,
  {
    xml,
    batchId,
    items,
    credentials,
    userId,
    fetcher = fetch,
  }: { xml: string; batchId: string; items: number; credentials: CrossrefCredentials; userId: string | null; fetcher?: typeof fetch },
): Promise<{ ok: boolean; status: number | null; answer: string }> {
  const form = new FormData();
  form.set('operation', 'doMDUpload');
  form.set('login_id', credentials.username);
  form.set('login_passwd', credentials.password);
  form.set('fname', new Blob([xml], { type: 'application/xml' }), `${batchId}.xml`);
  let status: number | null = null;
  let answer: string;
  try {
    const response = await fetcher(credentials.url, { method: 'POST', body: form, signal: AbortSignal.timeout(60_000) });
    status = response.status;
    answer = (await response.text()).slice(0, 20_000);
  } catch (error) {
    answer = error instanceof Error ? error.message : String(error);
  }
  // Crossref answers 200 with an HTML page; a refusal says so in words (a bad login, a wrong file).
  const ok = status === 200 && !/(error|failure|not authorized|unauthorized)/i.test(answer);
  await db
    .insert(crossrefDeposits)
    .values({ batchId, items, bytes: Buffer.byteLength(xml), status: ok ? 'submitted' : 'failed', httpStatus: status, answer, createdBy: userId });
  return { ok, status, answer };
}

export async function recentDeposits(db: Db, limit = 20) {
  return db.select().from(crossrefDeposits).orderBy(desc(crossrefDeposits.createdAt), desc(crossrefDeposits.id)).limit(limit);
}
