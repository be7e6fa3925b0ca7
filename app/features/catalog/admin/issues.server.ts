/**
 * A journal's issues (volume, number, year, cover, draft / published) and each issue's
 * articles (like chapters, plus section, language and a PDF).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { pick } from '#app/lib/localized.ts';
import type { Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { articles, journalIssues, journals } from '#app/lib/db/schema.ts';
import { audit, workPartsChanged } from './changes.server.ts';
import { conflictFromDb, FieldConflict, NotFound } from '#app/lib/db/conflicts.ts';
import { readValues, type FieldErrors, type FormValues } from '#app/lib/form-values.ts';
import { checkIssue } from './issue.schema.ts';
import { redirectTo, refused, type Outcome, tooLarge } from './outcome.ts';
import { checkArticle } from './part.schema.ts';
import { moveRow, partValues, rowIntent } from './parts.server.ts';
import { readPost } from '#app/lib/respond.server.ts';
import { readFullText } from '#app/features/fulltext/api.server.ts';
import { COVER_MAX_BYTES, EBOOK_MAX_BYTES, readCover, readEbookFile, removeFiles, withUploads } from '#app/lib/uploads.server.ts';
import { contributorValues, workSummary } from './works.server.ts';
import { articleValuesFromJats, readJatsRecord, type JatsRecord } from './article-from-jats.server.ts';
import { notFound } from '#app/lib/app-error.ts';
import { readPdfAccessibility } from '../pdf-accessibility.server.ts';

type IssueRow = typeof journalIssues.$inferSelect;

async function journalSummary(db: Db, workId: number, locale: Locale) {
  const work = await workSummary(db, workId, locale);
  return work?.type === 'journal' ? work : null;
}

async function findIssue(db: Db, workId: number, issueId: number): Promise<IssueRow | undefined> {
  const [row] = await db
    .select()
    .from(journalIssues)
    .where(and(eq(journalIssues.id, issueId), eq(journalIssues.journalId, workId)));
  return row;
}

const issueLabel = (row: Pick<IssueRow, 'volume' | 'number' | 'year'>) => `v. ${row.volume}, n. ${row.number} (${row.year})`;

export async function loadIssueEditor(db: Db, workId: number, issueId: number | null, locale: Locale) {
  const work = await journalSummary(db, workId, locale);
  if (!work) return null;
  if (issueId === null) {
    const [last] = await db.select().from(journalIssues).where(eq(journalIssues.journalId, workId)).orderBy(desc(journalIssues.volume)).limit(1);
    const year = new Date().getUTCFullYear();
    return { work, issue: null, articles: [], values: { volume: String(last?.volume ?? 1), number: '', year: String(year), status: 'draft' } as FormValues };
  }
  const row = await findIssue(db, workId, issueId);
  if (!row) return null;
  const articleRows = await db
    .select({
      id: articles.id,
      titlePt: articles.titlePt,
      titleEn: articles.titleEn,
      section: articles.section,
      firstPage: articles.firstPage,
      lastPage: articles.lastPage,
    })
    .from(articles)
    .where(eq(articles.issueId, issueId))
    .orderBy(asc(articles.position), asc(articles.id));
  return {
    work,
    issue: { id: row.id, label: issueLabel(row), cover: row.cover ? `/${row.cover}` : null, status: row.status },
    articles: articleRows.map((a) => ({ id: a.id, title: pick(a, 'title', locale), section: a.section, firstPage: a.firstPage, lastPage: a.lastPage })),
    values: {
      volume: String(row.volume),
      number: String(row.number),
      year: String(row.year),
      titlePt: row.titlePt ?? '',
      titleEn: row.titleEn ?? '',
      publishedOn: row.publishedOn ?? '',
      status: row.status,
    } as FormValues,
  };
}

export type IssueEditor = NonNullable<Awaited<ReturnType<typeof loadIssueEditor>>>;

const issueConstraints: Record<string, FieldErrors> = { journal_issues_number_idx: { number: 'issueTaken' } };

export async function saveIssue(db: Db, actorId: string, workId: number, issueId: number | null, values: FormValues, coverEntry: FormDataEntryValue | null) {
  const parsed = checkIssue(values);
  if (!parsed.ok) return parsed;
  const { removeCover, ...columns } = parsed.data;
  const work = await journalSummary(db, workId, 'pt');
  if (!work) return { ok: false as const, notFound: true as const };
  const cover = await readCover(coverEntry, `${work.slug}-v${columns.volume}n${columns.number}`, 'covers');
  if (!cover.ok) return { ok: false as const, errors: { cover: cover.error } as FieldErrors };
  try {
    const result = await withUploads([cover.cover], () =>
      db.transaction(async (tx) => {
        const [journal] = await tx.select({ id: journals.publicationId }).from(journals).where(eq(journals.publicationId, workId));
        // A journal saved before its details existed: the row the issues hang on, with defaults.
        if (!journal) await tx.insert(journals).values({ publicationId: workId }).onConflictDoNothing();
        const [taken] = await tx
          .select({ id: journalIssues.id })
          .from(journalIssues)
          .where(and(eq(journalIssues.journalId, workId), eq(journalIssues.volume, columns.volume), eq(journalIssues.number, columns.number)));
        if (taken && taken.id !== issueId) throw new FieldConflict({ number: 'issueTaken' });
        const coverColumn = cover.cover ? { cover: cover.cover.key } : removeCover ? { cover: null } : {};
        let before: IssueRow | undefined;
        let id: number;
        if (issueId === null) {
          const [created] = await tx
            .insert(journalIssues)
            .values({ journalId: workId, ...columns, ...coverColumn })
            .returning({ id: journalIssues.id });
          id = created!.id;
        } else {
          [before] = await tx
            .select()
            .from(journalIssues)
            .where(and(eq(journalIssues.id, issueId), eq(journalIssues.journalId, workId)))
            .for('update');
          if (!before) throw new NotFound();
          id = issueId;
          await tx
            .update(journalIssues)
            .set({ ...columns, ...coverColumn })
            .where(eq(journalIssues.id, id));
        }
        // Published issues' articles are searchable as part of the journal.
        await workPartsChanged(tx, workId);
        await audit(tx, actorId, issueId === null ? 'issue.create' : 'issue.update', 'publication', workId, {
          issueId: id,
          issue: issueLabel(columns),
          ...(before && before.status !== columns.status ? { status: { from: before.status, to: columns.status } } : {}),
        });
        return { id, replaced: before && (cover.cover || removeCover) ? [before.cover] : [] };
      }),
    );
    return { ok: true as const, id: result.id };
  } catch (error) {
    if (error instanceof NotFound) return { ok: false as const, notFound: true as const };
    return { ok: false as const, errors: conflictFromDb(error, issueConstraints) };
  }
}

/** Removes an issue with its articles and, once committed, their files. */
export async function deleteIssue(db: Db, actorId: string, workId: number, issueId: number): Promise<boolean> {
  const files = await db.transaction(async (tx) => {
    const articleFiles = await tx.select({ pdfFile: articles.pdfFile }).from(articles).where(eq(articles.issueId, issueId));
    const [row] = await tx
      .delete(journalIssues)
      .where(and(eq(journalIssues.id, issueId), eq(journalIssues.journalId, workId)))
      .returning();
    if (!row) return null;
    await workPartsChanged(tx, workId);
    await audit(tx, actorId, 'issue.delete', 'publication', workId, { issueId, issue: issueLabel(row) });
    return [row.cover, ...articleFiles.map((a) => a.pdfFile)];
  });
  if (!files) return false;
  await removeFiles(files);
  return true;
}

// --- Articles -----------------------------------------------------------------------------------

export async function loadArticleEditor(db: Db, workId: number, issueId: number, articleId: number | null, locale: Locale) {
  const work = await journalSummary(db, workId, locale);
  const issue = work ? await findIssue(db, workId, issueId) : undefined;
  if (!work || !issue) return null;
  const [journal] = await db.select({ translationDois: journals.translationDois }).from(journals).where(eq(journals.publicationId, workId));
  const context = { work, issue: { id: issue.id, label: issueLabel(issue) }, translationDois: journal?.translationDois ?? false };
  if (articleId === null) return { ...context, article: null, values: { language: 'pt', ...contributorValues('contributors', []) } as FormValues };
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, articleId), eq(articles.issueId, issueId)));
  if (!row) return null;
  return {
    ...context,
    article: {
      id: row.id,
      title: pick(row, 'title', locale),
      pdfFile: row.pdfGenerated ? null : row.pdfFile,
      hasFullText: row.fullText !== null,
      hasTranslation: row.fullTextTranslation !== null,
    },
    values: {
      ...partValues(row),
      section: row.section ?? '',
      language: row.language,
      doiTranslation: row.doiTranslation ?? '',
      receivedOn: row.receivedOn ?? '',
      acceptedOn: row.acceptedOn ?? '',
      dataAvailability: row.dataAvailability ?? '',
    },
  };
}

export type ArticleEditor = NonNullable<Awaited<ReturnType<typeof loadArticleEditor>>>;

export async function saveArticle(
  db: Db,
  actorId: string,
  ids: { workId: number; issueId: number; articleId: number | null },
  values: FormValues,
  pdfEntry: FormDataEntryValue | null,
  fullTextEntry: FormDataEntryValue | null = null,
  translationEntry: FormDataEntryValue | null = null,
  /** The translated full text read from an imported JATS (its sub-article), over the translation file. */
  jatsTranslation: string | null = null,
) {
  const { workId, issueId, articleId } = ids;
  const parsed = checkArticle(values);
  if (!parsed.ok) return parsed;
  const { part, article } = parsed.data;
  const work = await journalSummary(db, workId, 'pt');
  if (!work || !(await findIssue(db, workId, issueId))) return { ok: false as const, notFound: true as const };
  const pdf = await readEbookFile(pdfEntry, 'pdf', `${work.slug}-${issueId}`, 'articles');
  if (!pdf.ok) return { ok: false as const, errors: { pdf: pdf.error } as FieldErrors };
  const fullText = await readFullText(fullTextEntry);
  if (!fullText.ok) return { ok: false as const, errors: { fullText: fullText.error } as FieldErrors };
  const translation = jatsTranslation !== null ? { ok: true as const, html: jatsTranslation } : await readFullText(translationEntry);
  if (!translation.ok) return { ok: false as const, errors: { fullTextTranslation: translation.error } as FieldErrors };
  const removeFullText = values.removeFullText === 'on';
  const removeTranslation = values.removeFullTextTranslation === 'on';
  const textChanged = fullText.html !== null || removeFullText;
  const { removePdf, doiTranslation, ...articleColumns } = article;
  const [journal] = await db.select({ translationDois: journals.translationDois }).from(journals).where(eq(journals.publicationId, workId));
  const columns = {
    ...part,
    ...articleColumns,
    // The field is on the form only when the journal gives translations their own DOI.
    ...(journal?.translationDois ? { doiTranslation } : {}),
    // An uploaded PDF's accessibility, read as it comes (what the article's page says of it).
    ...(pdf.file
      ? { pdfFile: pdf.file.key, pdfGenerated: false, pdfAccessibility: readPdfAccessibility(pdf.file.data) }
      : removePdf
        ? { pdfFile: null, pdfGenerated: false, pdfAccessibility: null }
        : {}),
    ...(fullText.html !== null ? { fullText: fullText.html } : removeFullText ? { fullText: null } : {}),
    ...(translation.html !== null ? { fullTextTranslation: translation.html } : removeTranslation ? { fullTextTranslation: null } : {}),
  };
  try {
    const result = await withUploads([pdf.file], () =>
      db.transaction(async (tx) => {
        const [issue] = await tx.select({ id: journalIssues.id }).from(journalIssues).where(eq(journalIssues.id, issueId)).for('update');
        if (!issue) throw new NotFound();
        let before: { pdfFile: string | null; pdfGenerated: boolean } | undefined;
        let id: number;
        if (articleId === null) {
          const [created] = await tx
            .insert(articles)
            .values({ issueId, position: sql`(select coalesce(max(position), 0) + 1 from articles where issue_id = ${issueId})`, ...columns })
            .returning({ id: articles.id });
          id = created!.id;
        } else {
          [before] = await tx
            .select({ pdfFile: articles.pdfFile, pdfGenerated: articles.pdfGenerated })
            .from(articles)
            .where(and(eq(articles.id, articleId), eq(articles.issueId, issueId)))
            .for('update');
          if (!before) throw new NotFound();
          id = articleId;
          // A PDF written from the old text goes: the next reader gets one of the new text.
          const stale = textChanged && before.pdfGenerated && !pdf.file && !removePdf;
          await tx
            .update(articles)
            .set({ ...columns, ...(stale ? { pdfFile: null, pdfGenerated: false } : {}) })
            .where(eq(articles.id, id));
          if (stale) before = { ...before, pdfGenerated: true };
        }
        await workPartsChanged(tx, workId);
        await audit(tx, actorId, articleId === null ? 'article.create' : 'article.update', 'publication', workId, { issueId, articleId: id });
        return { id, replaced: before && (pdf.file || removePdf || (textChanged && before.pdfGenerated)) ? [before.pdfFile] : [] };
      }),
    );
    return { ok: true as const, id: result.id, missingImages: fullText.missingImages ?? 0 };
  } catch (error) {
    if (error instanceof NotFound) return { ok: false as const, notFound: true as const };
    throw error;
  }
}

export async function deleteArticle(db: Db, actorId: string, workId: number, issueId: number, articleId: number): Promise<boolean> {
  if (!(await findIssue(db, workId, issueId))) return false;
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(articles)
      .where(and(eq(articles.id, articleId), eq(articles.issueId, issueId)))
      .returning({ pdfFile: articles.pdfFile });
    if (!row) return null;
    await workPartsChanged(tx, workId);
    await audit(tx, actorId, 'article.delete', 'publication', workId, { issueId, articleId });
    return row;
  });
  if (!removed) return false;
  await removeFiles([removed.pdfFile]);
  return true;
}

export async function moveArticle(db: Db, actorId: string, workId: number, issueId: number, articleId: number, direction: 'up' | 'down'): Promise<boolean> {
  if (!(await findIssue(db, workId, issueId))) return false;
  return db.transaction(async (tx) => {
    if (!(await moveRow(tx, articles, articles.issueId, issueId, articleId, direction))) return false;
    await workPartsChanged(tx, workId);
    await audit(tx, actorId, 'article.move', 'publication', workId, { issueId, articleId, direction });
    return true;
  });
}

const intentId = (formData: FormData, name: string) => {
  const value = String(formData.get(name) ?? '');
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
};

/** The issue page's posts: save the issue, or delete / move one of its articles. */
export async function submitIssueForm(db: Db, actorId: string, workId: number, issueId: number | null, request: Request): Promise<Outcome> {
  const formData = await readPost(request, { files: 1, fileBytes: COVER_MAX_BYTES });
  if (!formData) return tooLarge();
  const intent = String(formData.get('intent') ?? 'save');
  const base = `/admin/catalog/${workId}/issues/${issueId}`;
  if (issueId !== null && (intent === 'delete-article' || intent === 'move-up' || intent === 'move-down')) {
    const articleId = intentId(formData, 'articleId');
    if (articleId === null) throw notFound();
    const done =
      intent === 'delete-article'
        ? await deleteArticle(db, actorId, workId, issueId, articleId)
        : await moveArticle(db, actorId, workId, issueId, articleId, intent === 'move-up' ? 'up' : 'down');
    if (!done) throw notFound();
    return redirectTo(`${base}?done=${intent === 'delete-article' ? 'articleDeleted' : 'articleMoved'}#articles`);
  }
  const values = readValues(formData);
  const saved = await saveIssue(db, actorId, workId, issueId, values, formData.get('cover'));
  if (saved.ok) return redirectTo(`/admin/catalog/${workId}/issues/${saved.id}?done=issueSaved`);
  if ('notFound' in saved) throw notFound();
  return refused(values, saved.errors);
}

/** The article page's post: add or remove a contributor row, or save. */
export async function submitArticleForm(
  db: Db,
  actorId: string,
  ids: { workId: number; issueId: number; articleId: number | null },
  request: Request,
): Promise<Outcome> {
  const formData = await readPost(request, { files: 3, fileBytes: EBOOK_MAX_BYTES });
  if (!formData) return tooLarge();
  let values = readValues(formData);
  const intent = String(formData.get('intent') ?? '');
  const rows = rowIntent(intent, values);
  if (rows) return rows;
  let jats: JatsRecord | null = null;
  if (intent === 'from-jats') {
    const read = await readJatsRecord(formData.get('fullText'));
    if (!read.ok) return refused(values, read.errors);
    jats = read;
    values = articleValuesFromJats(read.article, values);
  }
  const saved = await saveArticle(
    db,
    actorId,
    ids,
    values,
    formData.get('pdf'),
    formData.get('fullText'),
    formData.get('fullTextTranslation'),
    jats?.translation ?? null,
  );
  if (saved.ok)
    return redirectTo(
      jats
        ? // To the article itself, to check what the document gave (and hear of images it could not bring).
          `/admin/catalog/${ids.workId}/issues/${ids.issueId}/articles/${saved.id}?done=${saved.missingImages ? 'articleFromJatsImages' : 'articleFromJats'}`
        : `/admin/catalog/${ids.workId}/issues/${ids.issueId}?done=${saved.missingImages ? 'articleSavedImages' : 'articleSaved'}#articles`,
    );
  if ('notFound' in saved) throw notFound();
  return refused(values, saved.errors);
}
