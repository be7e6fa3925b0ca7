/**
 * Crossref deposits: the press's DOI prefix (a setting), the batch of every published item whose
 * DOI is under it, and sending it to Crossref's deposit endpoint with the credentials from the
 * environment (CROSSREF_DEPOSIT_URL, CROSSREF_USERNAME, CROSSREF_PASSWORD). Without
 * credentials the batch is only offered as a file. Every attempt is recorded with its batch id
 * and Crossref's answer (crossref_deposits).
 */
import { desc, sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.ts';
import { readPress, writePress } from '#app/lib/press/press.server.ts';
import { crossrefDeposits, type Contributor, type Funding } from '#app/lib/db/schema.ts';
import { licenseUrl } from '#app/lib/license.ts';
import { countDois, crossrefDeposit, isDoiPrefix, type CrossrefBatch, type CrossrefBook, type CrossrefConference, type CrossrefJournalIssue, type CrossrefText } from './crossref.ts';
import { rowsOf } from '#app/lib/db/rows.ts';
import { currentPress } from '#app/lib/press/press.ts';

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
const people = (contributors: Contributor[]) => contributors.map(({ given, family, role, orcid, affiliation }) => ({ given, family, role, orcid, affiliation }));
const title = (r: Record<string, unknown>, language: unknown, field = 'title') =>
  ((language === 'en' ? r[`${field}_en`] || r[`${field}_pt`] : r[`${field}_pt`] || r[`${field}_en`]) as string | null) ?? '';
const licence = (license: unknown) => (typeof license === 'string' && license ? licenseUrl(license) : null);

/** Everything published whose DOI is under the prefix, as one batch. */
export async function crossrefBatch(db: Db, { prefix, appUrl, email, batchId, at }: { prefix: string; appUrl: string; email: string; batchId: string; at: Date }): Promise<{ batch: CrossrefBatch; items: number }> {
  const under = `${prefix}/%`;
  const books = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select p.id, p.slug, p.title_pt, p.title_en, p.subtitle_pt, p.subtitle_en, p.abstract_pt, p.abstract_en, p.contributors, p.language,
        p.edition, p.published_on, p.doi, p.license, p.open_access,
        coalesce((select json_agg(json_build_object('isbn', f.isbn, 'kind', f.kind) order by f.id) from formats f where f.publication_id = p.id and f.isbn is not null), '[]') as isbns
      from publications p
      where p.type = 'book' and p.status = 'published'
        and (p.doi ilike ${under} or exists (select 1 from chapters c where c.publication_id = p.id and c.doi ilike ${under}))
      order by p.id`),
  );
  const chapters = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select c.id, c.publication_id, c.position, c.title_pt, c.title_en, c.abstract_pt, c.abstract_en, c.contributors, c.first_page, c.last_page, c.doi, c.pdf_file is not null as has_pdf, c."references", c.funding
      from chapters c join publications p on p.id = c.publication_id and p.type = 'book' and p.status = 'published'
      where c.doi ilike ${under} order by c.publication_id, c.position`),
  );
  const bookItems: CrossrefBook[] = books.map((b) => {
    const url = `${appUrl}/book/${b.slug}`;
    const contributors = b.contributors as Contributor[];
    return {
      doi: typeof b.doi === 'string' && b.doi.toLowerCase().startsWith(`${prefix.toLowerCase()}/`) ? b.doi : null,
      url,
      title: title(b, b.language),
      subtitle: title(b, b.language, 'subtitle') || null,
      contributors: people(contributors),
      abstracts: texts(b.abstract_pt as string | null, b.abstract_en as string | null),
      license: (b.license as string | null) ?? null,
      licenseUrl: licence(b.license),
      openAccess: Boolean(b.open_access),
      bookType: contributors.some((c) => c.role === 'author') ? 'monograph' : 'edited_book',
      language: b.language as string,
      edition: b.edition as number,
      date: (b.published_on as string | null) ?? null,
      isbns: (b.isbns as { isbn: string; kind: string }[]).map((i) => ({ isbn: i.isbn, media: i.kind === 'print' ? 'print' : 'electronic' })),
      chapters: chapters
        .filter((c) => c.publication_id === b.id)
        .map((c) => ({
          doi: c.doi as string,
          url: `${url}#chapter-${c.position}`,
          title: title(c, b.language),
          contributors: people(c.contributors as Contributor[]),
          abstracts: texts(c.abstract_pt as string | null, c.abstract_en as string | null),
          license: (b.license as string | null) ?? null,
          licenseUrl: licence(b.license),
          openAccess: Boolean(b.open_access),
          firstPage: (c.first_page as number | null) ?? null,
          lastPage: (c.last_page as number | null) ?? null,
          references: c.references as string[],
          funding: c.funding as Funding[],
        })),
    };
  });

  const articles = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select a.id, a.title_pt, a.title_en, a.abstract_pt, a.abstract_en, a.contributors, a.language, a.first_page, a.last_page, a.doi,
        a.pdf_file is not null or a.pdf_generated as has_pdf, a."references", a.funding, i.id as issue_id, i.volume, i.number, i.year, i.published_on,
        jp.slug as journal_slug, jp.title_pt as journal_pt, jp.title_en as journal_en, jp.language as journal_language, jp.license, jp.open_access, j.issn, j.eissn
      from articles a join journal_issues i on i.id = a.issue_id and i.status = 'published'
        join journals j on j.publication_id = i.journal_id
        join publications jp on jp.id = j.publication_id and jp.status = 'published'
      where a.doi ilike ${under} order by i.id, a.position`),
  );
  const issues = new Map<unknown, CrossrefJournalIssue>();
  for (const a of articles) {
    const issue = issues.get(a.issue_id) ?? {
      journalTitle: title({ title_pt: a.journal_pt, title_en: a.journal_en }, a.journal_language),
      language: a.journal_language as string,
      issns: [
        ...(a.issn ? [{ issn: a.issn as string, media: 'print' as const }] : []),
        ...(a.eissn ? [{ issn: a.eissn as string, media: 'electronic' as const }] : []),
      ],
      year: a.year as number,
      date: (a.published_on as string | null) ?? null,
      volume: a.volume as number,
      number: a.number as number,
      articles: [],
    };
    const url = `${appUrl}/journal/${a.journal_slug}/article/${a.id}`;
    issue.articles.push({
      doi: a.doi as string,
      url,
      title: title(a, a.language),
      contributors: people(a.contributors as Contributor[]),
      abstracts: texts(a.abstract_pt as string | null, a.abstract_en as string | null),
      license: (a.license as string | null) ?? null,
      licenseUrl: licence(a.license),
      openAccess: Boolean(a.open_access),
      pdfUrl: a.has_pdf ? `${url}/pdf` : null,
      firstPage: (a.first_page as number | null) ?? null,
      lastPage: (a.last_page as number | null) ?? null,
      references: a.references as string[],
      funding: a.funding as Funding[],
      language: a.language as string,
    });
    issues.set(a.issue_id, issue);
  }

  const papers = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select c.id, c.title_pt, c.title_en, c.abstract_pt, c.abstract_en, c.contributors, c.first_page, c.last_page, c.doi, c.pdf_file is not null as has_pdf,
        c."references", c.funding, p.id as volume_id, p.slug, p.title_pt as volume_pt, p.title_en as volume_en, p.language, p.published_on, p.doi as volume_doi, p.license, p.open_access,
        p.contributors as editors, e.name_pt, e.name_en, e.place, e.starts_on, e.ends_on,
        (select f.isbn from formats f where f.publication_id = p.id and f.isbn is not null order by f.id limit 1) as isbn
      from chapters c join publications p on p.id = c.publication_id and p.type = 'proceedings' and p.status = 'published'
        join events e on e.id = p.event_id
      where c.doi ilike ${under} order by p.id, c.position`),
  );
  const conferences = new Map<unknown, CrossrefConference>();
  for (const p of papers) {
    const volumeUrl = `${appUrl}/proceedings/${p.slug}`;
    const conference = conferences.get(p.volume_id) ?? {
      editors: people(p.editors as Contributor[]),
      event: { name: title({ name_pt: p.name_pt, name_en: p.name_en }, p.language, 'name'), location: p.place as string, startsOn: p.starts_on as string, endsOn: p.ends_on as string },
      proceedings: {
        title: title({ title_pt: p.volume_pt, title_en: p.volume_en }, p.language),
        date: (p.published_on as string | null) ?? null,
        isbn: (p.isbn as string | null) ?? null,
        doi: typeof p.volume_doi === 'string' && p.volume_doi.toLowerCase().startsWith(`${prefix.toLowerCase()}/`) ? p.volume_doi : null,
        url: volumeUrl,
        language: p.language as string,
      },
      papers: [],
    };
    const url = `${volumeUrl}/paper/${p.id}`;
    conference.papers.push({
      doi: p.doi as string,
      url,
      title: title(p, p.language),
      contributors: people(p.contributors as Contributor[]),
      abstracts: texts(p.abstract_pt as string | null, p.abstract_en as string | null),
      license: (p.license as string | null) ?? null,
      licenseUrl: licence(p.license),
      openAccess: Boolean(p.open_access),
      pdfUrl: p.has_pdf ? `${url}/pdf` : null,
      firstPage: (p.first_page as number | null) ?? null,
      lastPage: (p.last_page as number | null) ?? null,
      references: p.references as string[],
      funding: p.funding as Funding[],
    });
    conferences.set(p.volume_id, conference);
  }

  const batch: CrossrefBatch = { batchId, at, depositor: { name: currentPress().name, email }, books: bookItems, issues: [...issues.values()], conferences: [...conferences.values()] };
  const items = countDois(batch);
  return { batch, items };
}

export const crossrefXml = (batch: CrossrefBatch) => crossrefDeposit(batch, { publisher: currentPress().name, place: currentPress().city });

/** A new batch id: the press, the day and a random part (Crossref wants it unique per depositor). */
export const newBatchId = (at: Date) => `ipe-${at.toISOString().slice(0, 10).replaceAll('-', '')}-${crypto.randomUUID().slice(0, 8)}`;

/**
 * Posts the batch to Crossref (multipart, operation doMDUpload) and records the attempt. Crossref
 * answers at once that it received the file; the registration itself is mailed to the depositor.
 */
export async function depositToCrossref(
  db: Db,
  { xml, batchId, items, credentials, userId, fetcher = fetch }: { xml: string; batchId: string; items: number; credentials: CrossrefCredentials; userId: string | null; fetcher?: typeof fetch },
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
  await db.insert(crossrefDeposits).values({ batchId, items, bytes: Buffer.byteLength(xml), status: ok ? 'submitted' : 'failed', httpStatus: status, answer, createdBy: userId });
  return { ok, status, answer };
}

export async function recentDeposits(db: Db, limit = 20) {
  return db.select().from(crossrefDeposits).orderBy(desc(crossrefDeposits.createdAt), desc(crossrefDeposits.id)).limit(limit);
}
