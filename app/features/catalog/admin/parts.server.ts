/**
 * Book chapters and proceedings papers (rows of `chapters`): add, edit, delete, reorder.
 * Journal articles share the form (see issues.server.ts).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { pick } from '#app/lib/localized.ts';
import type { Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { chapters, publications } from '#app/lib/db/schema.ts';
import { audit, workPartsChanged } from './changes.server.ts';
import { NotFound } from '#app/lib/db/conflicts.ts';
import { CONTRIBUTOR_FIELDS, TEAM_FIELDS } from './choices.ts';
import { readValues, removeRow, rowCount, rowName, withRows, type FormValues } from '#app/lib/form-values.ts';
import { redirectTo, refused, rerender, type Outcome, tooLarge } from './outcome.ts';
import { checkPart } from './part.schema.ts';
import { readPost } from '#app/lib/respond.server.ts';
import { contributorValues, workSummary } from './works.server.ts';
import { notFound } from '#app/lib/app-error.ts';

type PartRow = Pick<
  typeof chapters.$inferSelect,
  | 'titlePt'
  | 'titleEn'
  | 'abstractPt'
  | 'abstractEn'
  | 'keywordsPt'
  | 'keywordsEn'
  | 'titleOriginal'
  | 'abstractOriginal'
  | 'keywordsOriginal'
  | 'firstPage'
  | 'lastPage'
  | 'doi'
  | 'contributors'
  | 'references'
  | 'funding'
>;

export function partValues(row: PartRow): FormValues {
  return {
    titlePt: row.titlePt ?? '',
    titleEn: row.titleEn ?? '',
    abstractPt: row.abstractPt ?? '',
    abstractEn: row.abstractEn ?? '',
    keywordsPt: row.keywordsPt.join(', '),
    keywordsEn: row.keywordsEn.join(', '),
    titleOriginal: row.titleOriginal ?? '',
    abstractOriginal: row.abstractOriginal ?? '',
    keywordsOriginal: row.keywordsOriginal.join(', '),
    firstPage: row.firstPage ? String(row.firstPage) : '',
    lastPage: row.lastPage ? String(row.lastPage) : '',
    doi: row.doi ?? '',
    references: row.references.join('\n'),
    funding: row.funding.map((g) => (g.award ? `${g.funder}; ${g.award}` : g.funder)).join('\n'),
    ...contributorValues('contributors', row.contributors),
  };
}

/**
 * The "add a row" / "remove row n" buttons of a contributors (or team) fieldset: the same form
 * again with one row more or fewer, nothing saved. Null when the intent is something else.
 */
export function rowIntent(intent: string, values: FormValues): Outcome | null {
  const match = /^(add|remove)-(contributors|team)(?::(\d+))?$/.exec(intent);
  if (!match) return null;
  const [, action, prefix = 'contributors', index] = match;
  const fields = prefix === 'team' ? TEAM_FIELDS : CONTRIBUTOR_FIELDS;
  if (action === 'remove') return rerender(removeRow(values, prefix, fields, Number(index)));
  const count = rowCount(values, prefix);
  return rerender(withRows(values, prefix, count + 1), rowName(prefix, count, prefix === 'team' ? 'name' : 'given'));
}

export async function loadPartEditor(db: Db, workId: number, partId: number | null, locale: Locale) {
  const work = await workSummary(db, workId, locale);
  if (!work || work.type === 'journal') return null;
  if (partId === null) return { work, part: null, values: contributorValues('contributors', []) };
  const [row] = await db
    .select()
    .from(chapters)
    .where(and(eq(chapters.id, partId), eq(chapters.publicationId, workId)));
  if (!row) return null;
  return { work, part: { id: row.id, title: pick(row, 'title', locale) }, values: partValues(row) };
}

export type PartEditor = NonNullable<Awaited<ReturnType<typeof loadPartEditor>>>;

export async function savePart(db: Db, actorId: string, workId: number, partId: number | null, values: FormValues) {
  // The texts' language is the work's, whatever the post says.
  const parsed = checkPart({ ...values, language: (await workSummary(db, workId, 'pt'))?.language ?? '' });
  if (!parsed.ok) return parsed;
  try {
    const id = await db.transaction(async (tx) => {
      // Locked so that two chapters added at once get different positions.
      const [work] = await tx.select({ type: publications.type }).from(publications).where(eq(publications.id, workId)).for('update');
      if (!work || work.type === 'journal') throw new NotFound();
      let savedId: number;
      if (partId === null) {
        const [created] = await tx
          .insert(chapters)
          .values({
            publicationId: workId,
            position: sql`(select coalesce(max(position), 0) + 1 from chapters where publication_id = ${workId})`,
            ...parsed.data,
          })
          .returning({ id: chapters.id });
        savedId = created!.id;
      } else {
        const [updated] = await tx
          .update(chapters)
          .set(parsed.data)
          .where(and(eq(chapters.id, partId), eq(chapters.publicationId, workId)))
          .returning({ id: chapters.id });
        if (!updated) throw new NotFound();
        savedId = updated.id;
      }
      await workPartsChanged(tx, workId);
      await audit(tx, actorId, partId === null ? 'part.create' : 'part.update', 'publication', workId, { partId: savedId });
      return savedId;
    });
    return { ok: true as const, id };
  } catch (error) {
    if (error instanceof NotFound) return { ok: false as const, notFound: true as const };
    throw error;
  }
}

export async function deletePart(db: Db, actorId: string, workId: number, partId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(chapters)
      .where(and(eq(chapters.id, partId), eq(chapters.publicationId, workId)))
      .returning({ id: chapters.id, pdfFile: chapters.pdfFile });
    if (!row) return false;
    await renumber(tx, chapters, chapters.publicationId, workId);
    await workPartsChanged(tx, workId);
    await audit(tx, actorId, 'part.delete', 'publication', workId, { partId });
    return true;
  });
}

type Ordered = PgTable & { id: PgColumn; position: PgColumn };

/** Positions 1, 2, 3… in the current order (after a removal, or before a move). */
async function renumber(tx: Db, table: Ordered, scope: PgColumn, scopeId: number): Promise<number[]> {
  const rows = (await tx.select({ id: table.id }).from(table).where(eq(scope, scopeId)).orderBy(asc(table.position), asc(table.id)).for('update')) as {
    id: number;
  }[];
  for (const [index, row] of rows.entries())
    await tx
      .update(table)
      .set({ position: index + 1 } as never)
      .where(eq(table.id, row.id));
  return rows.map((row) => row.id);
}

/** Swaps a row with the one above or below it; false when it is not in that list. */
export async function moveRow(tx: Db, table: Ordered, scope: PgColumn, scopeId: number, id: number, direction: 'up' | 'down'): Promise<boolean> {
  const ids = await renumber(tx, table, scope, scopeId);
  const index = ids.indexOf(id);
  if (index === -1) return false;
  const other = direction === 'up' ? index - 1 : index + 1;
  if (other < 0 || other >= ids.length) return true;
  await tx
    .update(table)
    .set({ position: other + 1 } as never)
    .where(eq(table.id, id));
  await tx
    .update(table)
    .set({ position: index + 1 } as never)
    .where(eq(table.id, ids[other]!));
  return true;
}

export async function movePart(db: Db, actorId: string, workId: number, partId: number, direction: 'up' | 'down'): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await moveRow(tx, chapters, chapters.publicationId, workId, partId, direction))) return false;
    await workPartsChanged(tx, workId);
    await audit(tx, actorId, 'part.move', 'publication', workId, { partId, direction });
    return true;
  });
}

/** The chapter / paper page's post. */
export async function submitPartForm(db: Db, actorId: string, workId: number, partId: number | null, request: Request): Promise<Outcome> {
  const formData = await readPost(request, { bodyBytes: 2 * 1024 * 1024 });
  if (!formData) return tooLarge();
  const values = readValues(formData);
  const rows = rowIntent(String(formData.get('intent') ?? ''), values);
  if (rows) return rows;
  const saved = await savePart(db, actorId, workId, partId, values);
  if (saved.ok) return redirectTo(`/admin/catalog/${workId}?done=partSaved#parts`);
  if ('notFound' in saved) throw notFound();
  return refused(values, saved.errors);
}
