/**
 * The admin's view of works: the list with search and filters, the work form's data, and saving
 * a work (with its subjects, contributors, cover and, for journals, the journal's own row).
 */
import { and, asc, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { pick } from '#app/lib/localized.ts';
import { refreshPublicationIndex } from '../search-index.server.ts';
import type { Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import {
  auditLog,
  chapters,
  collections,
  events,
  formats,
  journalIssues,
  journals,
  PUBLICATION_TYPES,
  publications,
  publicationSubjects,
  subjects,
  type Contributor,
  type PublicationType,
} from '#app/lib/db/schema.ts';
import { audit } from './changes.server.ts';
import { conflictFromDb, FieldConflict, NotFound } from '#app/lib/db/conflicts.ts';
import { CONTRIBUTOR_FIELDS, TEAM_FIELDS } from './choices.ts';
import { idList, rowsToValues, type FieldErrors, type FormValues } from '#app/lib/form-values.ts';
import { isbnDigits, slugify } from '#app/lib/identifiers.ts';
import { moneyInput } from '#app/lib/money.ts';
import { readCover, withUploads } from '#app/lib/uploads.server.ts';
import { checkWork } from './work.schema.ts';

export const WORKS_PAGE_SIZE = 20;

export interface WorkFilters {
  q: string;
  type: PublicationType | '';
  status: 'draft' | 'published' | '';
  page: number;
}

export function parseWorkFilters(search: URLSearchParams): WorkFilters {
  const type = search.get('type') ?? '';
  const status = search.get('status') ?? '';
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return {
    q: (search.get('q') ?? '').trim().slice(0, 100),
    type: (PUBLICATION_TYPES as readonly string[]).includes(type) ? (type as PublicationType) : '',
    status: status === 'draft' || status === 'published' ? status : '',
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 10_000) : 1,
  };
}

function listCondition(filters: WorkFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.q) {
    const pattern = `%${filters.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const text = sql`unaccent(lower(coalesce(${publications.titlePt}, '') || ' ' || coalesce(${publications.titleEn}, '') || ' ' || ${publications.slug})) like unaccent(${pattern})`;
    const digits = isbnDigits(filters.q);
    // An ISBN is typed with or without hyphens: compare digits only.
    const isbn =
      digits.length >= 10 && /^[\d\s-]+[xX]?$/.test(filters.q)
        ? sql`exists (select 1 from formats f where f.publication_id = publications.id and regexp_replace(coalesce(f.isbn, ''), '[^0-9Xx]', '', 'g') = ${digits})`
        : undefined;
    conditions.push(isbn ? or(text, isbn)! : text);
  }
  if (filters.type) conditions.push(eq(publications.type, filters.type));
  if (filters.status) conditions.push(eq(publications.status, filters.status));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listWorks(db: Db, filters: WorkFilters, locale: Locale) {
  const condition = listCondition(filters);
  const [counted] = await db.select({ n: count() }).from(publications).where(condition);
  const total = counted?.n ?? 0;
  const rows = await db
    .select({
      id: publications.id,
      type: publications.type,
      slug: publications.slug,
      status: publications.status,
      titlePt: publications.titlePt,
      titleEn: publications.titleEn,
      publishedOn: publications.publishedOn,
      updatedAt: publications.updatedAt,
      // Outer columns written out: Drizzle leaves selected columns unqualified, so inside a subquery
      // `${publications.id}` would mean the subquery's own id.
      formats: sql<number>`(select count(*)::int from formats f where f.publication_id = publications.id)`,
    })
    .from(publications)
    .where(condition)
    .orderBy(desc(publications.updatedAt), desc(publications.id))
    .limit(WORKS_PAGE_SIZE)
    .offset((filters.page - 1) * WORKS_PAGE_SIZE);
  return {
    total,
    pages: Math.max(1, Math.ceil(total / WORKS_PAGE_SIZE)),
    works: rows.map((row) => ({
      id: row.id,
      type: row.type,
      slug: row.slug,
      status: row.status,
      title: pick(row, 'title', locale),
      publishedOn: row.publishedOn,
      updatedAt: row.updatedAt.toISOString(),
      formats: row.formats,
    })),
  };
}

/** The choices of the work form's selects and checkboxes, named in the page's language. */
export async function catalogOptions(db: Db, locale: Locale) {
  const [collectionRows, subjectRows, eventRows] = await Promise.all([
    db.select({ id: collections.id, namePt: collections.namePt, nameEn: collections.nameEn }).from(collections),
    db.select({ id: subjects.id, namePt: subjects.namePt, nameEn: subjects.nameEn }).from(subjects),
    db.select({ id: events.id, namePt: events.namePt, nameEn: events.nameEn, startsOn: events.startsOn }).from(events).orderBy(desc(events.startsOn)),
  ]);
  const named = (rows: { id: number; namePt: string; nameEn: string }[]) =>
    rows.map((row) => ({ id: row.id, name: pick(row, 'name', locale) })).sort((a, b) => a.name.localeCompare(b.name, locale));
  return {
    collections: named(collectionRows),
    subjects: named(subjectRows),
    events: eventRows.map((row) => ({ id: row.id, name: `${pick(row, 'name', locale)} (${row.startsOn.slice(0, 4)})` })),
  };
}

export type CatalogOptions = Awaited<ReturnType<typeof catalogOptions>>;

const journalDefaults = {
  issuesPerYear: 2,
  wordsMin: 5000,
  wordsMax: 7000,
  abstractWordsMin: 150,
  abstractWordsMax: 250,
  keywordsMin: 3,
  keywordsMax: 5,
  feeUsd: 5000,
  feeBrl: 25000,
  feedbackDays: 60,
  reviewers: 2,
  languageReviewBrl: 22000,
  translationBrlPerWord: 30,
};

const EMPTY_ROWS = 2;

type JournalRow = typeof journals.$inferSelect;

function journalValues(row: Omit<JournalRow, 'publicationId'> | null, locale: Locale): FormValues {
  const j = row ?? {
    ...journalDefaults,
    issn: null,
    eissn: null,
    team: [],
    guidelinesPt: '',
    guidelinesEn: '',
    callForPapersOpen: false,
    translationDois: false,
    submissionUrl: null,
  };
  return {
    issn: j.issn ?? '',
    eissn: j.eissn ?? '',
    callForPapersOpen: j.callForPapersOpen ? 'on' : '',
    translationDois: j.translationDois ? 'on' : '',
    submissionUrl: j.submissionUrl ?? '',
    issuesPerYear: String(j.issuesPerYear),
    wordsMin: String(j.wordsMin),
    wordsMax: String(j.wordsMax),
    abstractWordsMin: String(j.abstractWordsMin),
    abstractWordsMax: String(j.abstractWordsMax),
    keywordsMin: String(j.keywordsMin),
    keywordsMax: String(j.keywordsMax),
    feeUsd: moneyInput(j.feeUsd, locale),
    feeBrl: moneyInput(j.feeBrl, locale),
    languageReviewBrl: moneyInput(j.languageReviewBrl, locale),
    translationBrlPerWord: moneyInput(j.translationBrlPerWord, locale),
    feedbackDays: String(j.feedbackDays),
    reviewers: String(j.reviewers),
    guidelinesPt: j.guidelinesPt,
    guidelinesEn: j.guidelinesEn,
    ...rowsToValues('team', j.team, TEAM_FIELDS, EMPTY_ROWS),
  };
}

export function contributorValues(prefix: string, contributors: Contributor[]): FormValues {
  return rowsToValues(prefix, contributors, CONTRIBUTOR_FIELDS, Math.max(EMPTY_ROWS, 3 - contributors.length));
}

/** What the new-work form starts with. */
export function newWorkValues(type: PublicationType, locale: Locale): FormValues {
  return {
    type,
    slug: '',
    language: 'pt',
    edition: '1',
    license: 'none',
    ...contributorValues('contributors', []),
    ...(type === 'journal' ? journalValues(null, locale) : {}),
  };
}

type PublicationRow = typeof publications.$inferSelect;

function workValues(row: PublicationRow, subjectIds: number[], journal: JournalRow | null, locale: Locale): FormValues {
  return {
    type: row.type,
    slug: row.slug,
    titlePt: row.titlePt ?? '',
    titleEn: row.titleEn ?? '',
    subtitlePt: row.subtitlePt ?? '',
    subtitleEn: row.subtitleEn ?? '',
    abstractPt: row.abstractPt ?? '',
    abstractEn: row.abstractEn ?? '',
    keywordsPt: row.keywordsPt.join(', '),
    keywordsEn: row.keywordsEn.join(', '),
    language: row.language,
    collectionId: row.collectionId ? String(row.collectionId) : '',
    subjects: subjectIds.join(','),
    publishedOn: row.publishedOn ?? '',
    edition: String(row.edition),
    pages: row.pages ? String(row.pages) : '',
    doi: row.doi ?? '',
    license: row.license ?? 'none',
    openAccess: row.openAccess ? 'on' : '',
    eventId: row.eventId ? String(row.eventId) : '',
    volume: row.volume ? String(row.volume) : '',
    seriesIssn: row.seriesIssn ?? '',
    ...contributorValues('contributors', row.contributors),
    ...(row.type === 'journal' ? journalValues(journal, locale) : {}),
  };
}

const people = (contributors: Contributor[]) =>
  contributors
    .map((c) => `${c.given} ${c.family}`.trim())
    .slice(0, 3)
    .join(', ');

/** Everything the work page shows: the form's values, its formats, parts, issues and history. */
export async function loadWorkEditor(db: Db, id: number, locale: Locale) {
  const [row] = await db.select().from(publications).where(eq(publications.id, id));
  if (!row) return null;
  const [subjectRows, journalRows, formatRows, partRows, issueRows, history] = await Promise.all([
    db.select({ id: publicationSubjects.subjectId }).from(publicationSubjects).where(eq(publicationSubjects.publicationId, id)),
    db.select().from(journals).where(eq(journals.publicationId, id)),
    db.select().from(formats).where(eq(formats.publicationId, id)).orderBy(asc(formats.kind), asc(formats.id)),
    db
      .select({
        id: chapters.id,
        titlePt: chapters.titlePt,
        titleEn: chapters.titleEn,
        firstPage: chapters.firstPage,
        lastPage: chapters.lastPage,
        contributors: chapters.contributors,
      })
      .from(chapters)
      .where(eq(chapters.publicationId, id))
      .orderBy(asc(chapters.position), asc(chapters.id)),
    db
      .select({
        id: journalIssues.id,
        volume: journalIssues.volume,
        number: journalIssues.number,
        year: journalIssues.year,
        status: journalIssues.status,
        titlePt: journalIssues.titlePt,
        titleEn: journalIssues.titleEn,
        articles: sql<number>`(select count(*)::int from articles a where a.issue_id = journal_issues.id)`,
      })
      .from(journalIssues)
      .where(eq(journalIssues.journalId, id))
      .orderBy(desc(journalIssues.volume), desc(journalIssues.number)),
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        createdAt: auditLog.createdAt,
        actor: sql<string | null>`(select u.name || ' ' || u.last_name from users u where u.id = audit_log.actor_id)`,
      })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'publication'), eq(auditLog.targetId, String(id))))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(30),
  ]);
  return {
    work: {
      id: row.id,
      type: row.type,
      slug: row.slug,
      status: row.status,
      title: pick(row, 'title', locale),
      cover: row.cover && row.coverWidth && row.coverHeight ? { src: `/${row.cover}`, width: row.coverWidth, height: row.coverHeight } : null,
      version: row.updatedAt.toISOString(),
    },
    values: workValues(
      row,
      subjectRows.map((s) => s.id),
      journalRows[0] ?? null,
      locale,
    ),
    formats: formatRows.map((f) => ({
      id: f.id,
      kind: f.kind,
      slug: f.slug,
      isbn: f.isbn,
      priceBrl: f.priceBrl,
      priceUsd: f.priceUsd,
      stock: f.stock,
      files: [f.epubFile ? 'EPUB' : '', f.pdfFile ? 'PDF' : ''].filter(Boolean),
    })),
    parts: partRows.map((p) => ({ id: p.id, title: pick(p, 'title', locale), firstPage: p.firstPage, lastPage: p.lastPage, people: people(p.contributors) })),
    issues: issueRows.map((i) => ({
      id: i.id,
      volume: i.volume,
      number: i.number,
      year: i.year,
      status: i.status,
      title: pick(i, 'title', locale),
      articles: i.articles,
    })),
    history: history.map((h) => ({ id: h.id, action: h.action, actor: h.actor, createdAt: h.createdAt.toISOString() })),
  };
}

export type WorkEditor = NonNullable<Awaited<ReturnType<typeof loadWorkEditor>>>;

/** The work a sub-page (format, chapter, issue, article) belongs to, for its heading and links. */
export async function workSummary(db: Db, id: number, locale: Locale) {
  const [row] = await db
    .select({
      id: publications.id,
      type: publications.type,
      slug: publications.slug,
      language: publications.language,
      titlePt: publications.titlePt,
      titleEn: publications.titleEn,
    })
    .from(publications)
    .where(eq(publications.id, id));
  return row ? { id: row.id, type: row.type, slug: row.slug, language: row.language, title: pick(row, 'title', locale) } : null;
}

export type WorkSummary = NonNullable<Awaited<ReturnType<typeof workSummary>>>;

type SaveWorkResult = { ok: true; id: number } | { ok: false; errors: FieldErrors } | { ok: false; notFound: true };

const workConstraints: Record<string, FieldErrors> = {
  publications_type_slug_idx: { slug: 'slugTaken' },
  publications_collection_id_collections_id_fk: { collectionId: 'choiceInvalid' },
  publications_event_id_events_id_fk: { eventId: 'choiceInvalid' },
  publication_subjects_subject_id_subjects_id_fk: { subjects: 'choiceInvalid' },
};

/**
 * Creates (id null) or updates a work from the form's values, in one transaction with its
 * subjects, journal row, search index and audit entry; a new cover is stored first and
 * removed again if the transaction fails. `status` publishes or unpublishes at the same time.
 */
export async function saveWork(
  db: Db,
  actorId: string,
  input: { id: number | null; type: PublicationType; values: FormValues; cover: FormDataEntryValue | null; status?: 'draft' | 'published' },
): Promise<SaveWorkResult> {
  const { id, type, values } = input;
  // The type is the stored one (or the one chosen for a new work), whatever the post says.
  const parsed = checkWork({ ...values, type });
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const subjectIds = idList(values.subjects);
  const { work, contributors, proceedings, journal, team } = parsed.data;

  const slug = work.slug ?? slugify(work.titlePt ?? work.titleEn ?? '');
  if (!slug) return { ok: false, errors: { slug: 'slugRequired' } };
  const cover = await readCover(input.cover, slug);
  if (!cover.ok) return { ok: false, errors: { cover: cover.error } };
  const removeCover = values.removeCover === 'on' && !cover.cover;

  const columns = {
    slug,
    titlePt: work.titlePt,
    titleEn: work.titleEn,
    subtitlePt: work.subtitlePt,
    subtitleEn: work.subtitleEn,
    abstractPt: work.abstractPt,
    abstractEn: work.abstractEn,
    keywordsPt: work.keywordsPt,
    keywordsEn: work.keywordsEn,
    contributors: contributors as Contributor[],
    language: work.language,
    collectionId: work.collectionId,
    eventId: proceedings?.eventId ?? null,
    volume: proceedings?.volume ?? null,
    seriesIssn: proceedings?.seriesIssn ?? null,
    publishedOn: work.publishedOn,
    edition: work.edition,
    pages: work.pages,
    doi: work.doi,
    license: work.license,
    openAccess: work.openAccess,
  };

  try {
    const result = await withUploads([cover.cover], () =>
      db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: publications.id })
          .from(publications)
          .where(and(eq(publications.type, type), eq(publications.slug, slug), id === null ? undefined : ne(publications.id, id)));
        if (taken) throw new FieldConflict({ slug: 'slugTaken' });
        let before: PublicationRow | undefined;
        let savedId: number;
        const coverColumns = cover.cover
          ? { cover: cover.cover.key, coverWidth: cover.cover.width, coverHeight: cover.cover.height }
          : removeCover
            ? { cover: null, coverWidth: null, coverHeight: null }
            : {};
        if (id === null) {
          const [created] = await tx
            .insert(publications)
            .values({ type, ...columns, ...coverColumns, status: input.status ?? 'draft' })
            .returning({ id: publications.id });
          savedId = created!.id;
        } else {
          [before] = await tx.select().from(publications).where(eq(publications.id, id)).for('update');
          if (!before) throw new NotFound();
          if (before.type !== type) throw new FieldConflict({ type: 'choiceInvalid' });
          savedId = id;
          await tx
            .update(publications)
            .set({ ...columns, ...coverColumns, ...(input.status ? { status: input.status } : {}), updatedAt: new Date() })
            .where(eq(publications.id, id));
        }
        await tx.delete(publicationSubjects).where(eq(publicationSubjects.publicationId, savedId));
        if (subjectIds.length) await tx.insert(publicationSubjects).values(subjectIds.map((subjectId) => ({ publicationId: savedId, subjectId })));
        if (journal) {
          const row = { ...journal, team };
          await tx
            .insert(journals)
            .values({ publicationId: savedId, ...row })
            .onConflictDoUpdate({ target: journals.publicationId, set: row });
        }
        await refreshPublicationIndex(tx, savedId);
        await auditWork(tx, actorId, savedId, before, { ...columns, status: input.status ?? before?.status ?? 'draft' }, Boolean(cover.cover || removeCover));
        return { id: savedId, replaced: before && (cover.cover || removeCover) ? [before.cover] : [] };
      }),
    );
    return { ok: true, id: result.id };
  } catch (error) {
    if (error instanceof NotFound) return { ok: false, notFound: true };
    return { ok: false, errors: conflictFromDb(error, workConstraints) };
  }
}

/** One entry per save: created, published / unpublished, or which fields changed. */
async function auditWork(tx: Db, actorId: string, id: number, before: PublicationRow | undefined, after: Record<string, unknown>, coverChanged: boolean) {
  if (!before) {
    await audit(tx, actorId, 'publication.create', 'publication', id, { slug: after.slug });
    if (after.status === 'published') await audit(tx, actorId, 'publication.publish', 'publication', id);
    return;
  }
  const changed = Object.keys(after).filter((key) => key !== 'status' && JSON.stringify(before[key as keyof PublicationRow]) !== JSON.stringify(after[key]));
  if (coverChanged) changed.push('cover');
  if (changed.length) await audit(tx, actorId, 'publication.update', 'publication', id, { fields: changed });
  if (before.status !== after.status)
    await audit(tx, actorId, after.status === 'published' ? 'publication.publish' : 'publication.unpublish', 'publication', id);
}
