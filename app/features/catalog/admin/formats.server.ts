/**
 * A work's formats: print (price, stock, shipping size) and ebook (price, EPUB / PDF files).
 * Stock going from 0 to more mails the people who asked to be told, in the same transaction.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { notifyStockAlerts } from '../stock-alerts/stock-alerts.server.ts';
import type { Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { formats } from '#app/lib/db/schema.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import { audit, workPartsChanged } from './changes.server.ts';
import { conflictFromDb, FieldConflict, NotFound } from '#app/lib/db/conflicts.ts';
import { readValues, type FieldErrors, type FormValues } from '#app/lib/form-values.ts';
import { checkFormat } from './format.schema.ts';
import { isbnDigits } from '#app/lib/identifiers.ts';
import { moneyInput } from '#app/lib/money.ts';
import { redirectTo, refused, type Outcome, tooLarge } from './outcome.ts';
import { readPost } from '#app/lib/respond.server.ts';
import { EBOOK_MAX_BYTES, readEbookFile, removeFiles, withUploads } from '#app/lib/uploads.server.ts';
import { readPdfAccessibility } from '../pdf-accessibility.server.ts';
import { workSummary } from './works.server.ts';
import { notFound } from '#app/lib/app-error.ts';

type FormatRow = typeof formats.$inferSelect;
type Kind = FormatRow['kind'];

const defaultSlug = (workSlug: string, kind: Kind) => `${workSlug}-${kind === 'print' ? 'impresso' : 'ebook'}`;

function formatValues(row: FormatRow, locale: Locale): FormValues {
  const size = (n: number | null) => (n === null ? '' : String(n));
  return {
    kind: row.kind,
    slug: row.slug,
    isbn: row.isbn ?? '',
    priceBrl: moneyInput(row.priceBrl, locale),
    priceUsd: moneyInput(row.priceUsd, locale),
    stock: size(row.stock),
    weightGrams: size(row.weightGrams),
    widthMm: size(row.widthMm),
    heightMm: size(row.heightMm),
    depthMm: size(row.depthMm),
  };
}

/** The format page: the work it belongs to and the form's values (a new one when formatId is null). */
export async function loadFormatEditor(db: Db, workId: number, formatId: number | null, kind: string | null, locale: Locale) {
  const work = await workSummary(db, workId, locale);
  if (!work || work.type === 'journal') return null;
  if (formatId === null) {
    const chosen: Kind = kind === 'ebook' ? 'ebook' : 'print';
    return {
      work,
      format: null,
      values: { kind: chosen, slug: '', stock: chosen === 'print' ? '0' : '' } as FormValues,
      suggestedSlug: defaultSlug(work.slug, chosen),
    };
  }
  const [row] = await db
    .select()
    .from(formats)
    .where(and(eq(formats.id, formatId), eq(formats.publicationId, workId)));
  if (!row) return null;
  return {
    work,
    format: { id: row.id, kind: row.kind, slug: row.slug, epubFile: row.epubFile, pdfFile: row.pdfFile, version: row.updatedAt.toISOString() },
    values: formatValues(row, locale),
    suggestedSlug: defaultSlug(work.slug, row.kind),
  };
}

export type FormatEditor = NonNullable<Awaited<ReturnType<typeof loadFormatEditor>>>;

type SaveResult = { ok: true; id: number; alerts: number } | { ok: false; errors: FieldErrors } | { ok: false; notFound: true };

const formatConstraints: Record<string, FieldErrors> = { formats_slug_unique: { slug: 'slugTaken' }, formats_isbn_unique: { isbn: 'isbnTaken' } };

/**
 * Creates or updates a format. Files are checked, stored, then the row saved in one transaction
 * with the search index and the audit entry; replaced files are removed after it commits.
 */
export async function saveFormat(
  db: Db,
  actorId: string,
  input: { workId: number; formatId: number | null; values: FormValues; epub: FormDataEntryValue | null; pdf: FormDataEntryValue | null },
): Promise<SaveResult> {
  const { workId, formatId, values } = input;
  const work = await workSummary(db, workId, 'pt');
  if (!work || work.type === 'journal') return { ok: false, notFound: true };
  let storedKind: Kind | null = null;
  if (formatId !== null) {
    const [row] = await db
      .select({ kind: formats.kind })
      .from(formats)
      .where(and(eq(formats.id, formatId), eq(formats.publicationId, workId)));
    if (!row) return { ok: false, notFound: true };
    storedKind = row.kind;
  }
  // An existing format keeps its kind, whatever the post says.
  const parsed = checkFormat(storedKind ? { ...values, kind: storedKind } : values);
  if (!parsed.ok) return parsed;
  const { kind, common, print, ebook } = parsed.data;
  const slug = common.slug ?? defaultSlug(work.slug, kind);
  const [epub, pdf] = kind === 'ebook' ? await Promise.all([readEbookFile(input.epub, 'epub', slug), readEbookFile(input.pdf, 'pdf', slug)]) : [null, null];
  const fileErrors: FieldErrors = {};
  if (epub && !epub.ok) fileErrors.epub = epub.error;
  if (pdf && !pdf.ok) fileErrors.pdf = pdf.error;
  if (Object.keys(fileErrors).length) return { ok: false, errors: fileErrors };
  const newEpub = epub?.ok ? epub.file : null;
  const newPdf = pdf?.ok ? pdf.file : null;

  const columns = {
    slug,
    isbn: common.isbn,
    priceBrl: common.priceBrl,
    priceUsd: common.priceUsd,
    stock: print ? print.stock : null,
    weightGrams: print?.weightGrams ?? null,
    widthMm: print?.widthMm ?? null,
    heightMm: print?.heightMm ?? null,
    depthMm: print?.depthMm ?? null,
  };
  try {
    const result = await withUploads([newEpub, newPdf], () =>
      db.transaction(async (tx) => {
        const [slugTaken] = await tx
          .select({ id: formats.id })
          .from(formats)
          .where(and(eq(formats.slug, slug), formatId === null ? undefined : ne(formats.id, formatId)));
        if (slugTaken) throw new FieldConflict({ slug: 'slugTaken' });
        if (common.isbn) {
          // One ISBN however it is hyphenated.
          const [isbnTaken] = await tx
            .select({ id: formats.id })
            .from(formats)
            .where(
              and(
                sql`regexp_replace(coalesce(${formats.isbn}, ''), '[^0-9Xx]', '', 'g') = ${isbnDigits(common.isbn)}`,
                formatId === null ? undefined : ne(formats.id, formatId),
              ),
            );
          if (isbnTaken) throw new FieldConflict({ isbn: 'isbnTaken' });
        }
        let before: FormatRow | undefined;
        let id: number;
        const files = {
          ...(newEpub ? { epubFile: newEpub.key } : ebook?.removeEpub ? { epubFile: null } : {}),
          // What the PDF says of its accessibility, read once here (the work page reads no file).
          ...(newPdf
            ? { pdfFile: newPdf.key, pdfAccessibility: readPdfAccessibility(newPdf.data) }
            : ebook?.removePdf
              ? { pdfFile: null, pdfAccessibility: null }
              : {}),
        };
        if (formatId === null) {
          const [created] = await tx
            .insert(formats)
            .values({ publicationId: workId, kind, ...columns, ...files })
            .returning({ id: formats.id });
          id = created!.id;
        } else {
          [before] = await tx
            .select()
            .from(formats)
            .where(and(eq(formats.id, formatId), eq(formats.publicationId, workId)))
            .for('update');
          if (!before) throw new NotFound();
          id = formatId;
          await tx
            .update(formats)
            .set({ ...columns, ...files, updatedAt: new Date() })
            .where(eq(formats.id, id));
        }
        // Back in stock: everyone waiting gets one mail, queued with this change.
        const restocked = kind === 'print' && (before?.stock ?? 0) <= 0 && (columns.stock ?? 0) > 0;
        const alerts = restocked ? await notifyStockAlerts(tx, id) : 0;
        await workPartsChanged(tx, workId);
        const changed = before ? Object.keys(columns).filter((key) => before[key as keyof FormatRow] !== columns[key as keyof typeof columns]) : [];
        await audit(tx, actorId, before ? 'format.update' : 'format.create', 'publication', workId, {
          formatId: id,
          slug,
          ...(before ? { fields: [...changed, ...Object.keys(files)] } : {}),
          ...(before && before.stock !== columns.stock ? { stock: { from: before.stock, to: columns.stock } } : {}),
          ...(alerts ? { alertsQueued: alerts } : {}),
        });
        const replaced = before ? [newEpub || ebook?.removeEpub ? before.epubFile : null, newPdf || ebook?.removePdf ? before.pdfFile : null] : [];
        return { id, alerts, replaced };
      }),
    );
    if (result.alerts) wakeJobRunner();
    return { ok: true, id: result.id, alerts: result.alerts };
  } catch (error) {
    if (error instanceof NotFound) return { ok: false, notFound: true };
    return { ok: false, errors: conflictFromDb(error, formatConstraints) };
  }
}

/** Removes a format and, once that is committed, its files. */
export async function deleteFormat(db: Db, actorId: string, workId: number, formatId: number): Promise<boolean> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(formats)
      .where(and(eq(formats.id, formatId), eq(formats.publicationId, workId)))
      .returning();
    if (!row) return null;
    await workPartsChanged(tx, workId);
    await audit(tx, actorId, 'format.delete', 'publication', workId, { formatId, slug: row.slug, isbn: row.isbn });
    return row;
  });
  if (!removed) return false;
  await removeFiles([removed.epubFile, removed.pdfFile]);
  return true;
}

/** The format page's post: save, or show again with the field errors. */
export async function submitFormatForm(db: Db, actorId: string, workId: number, formatId: number | null, request: Request): Promise<Outcome> {
  const formData = await readPost(request, { files: 2, fileBytes: EBOOK_MAX_BYTES });
  if (!formData) return tooLarge();
  const values = readValues(formData);
  const saved = await saveFormat(db, actorId, { workId, formatId, values, epub: formData.get('epub'), pdf: formData.get('pdf') });
  if (saved.ok) return redirectTo(`/admin/catalog/${workId}?done=formatSaved#formats`);
  if ('notFound' in saved) throw notFound();
  return refused(values, saved.errors);
}
