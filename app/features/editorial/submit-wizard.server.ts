/**
 * The author's submission wizard (/journal/{slug}/submit/{step}): what each step shows and what
 * its post does. Every draft step saves the draft (even a refused one keeps what was typed), so
 * the author may leave and come back; the declarations step sends it (its number, its mail); the
 * fee step hands the author to the store's checkout; the last page says the number.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '#app/i18n/locales.ts';
import { notFound } from '#app/lib/app-error.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { journals, publications, submissionFiles, submissions, type SubmissionMetadata } from '#app/lib/db/schema.ts';
import { refused, rerender, redirectTo, type Outcome } from '#app/lib/form-outcome.ts';
import { readValues, removeRow, rowCount, withRows, type FormValues } from '#app/lib/form-values.ts';
import { FILE_MESSAGE_SLACK, tryReadFormData } from '#app/lib/request-body.server.ts';
import { removeFiles, withUploads } from '#app/lib/uploads.server.ts';
import { feeCurrencyFor, startFee, type FeeCurrency, type PlaceFeeOrder } from './fee.server.ts';
import { checkDocument, MANUSCRIPT_MAX_BYTES, type CheckedDocument } from './manuscript-files.server.ts';
import { AUTHORS_MAX, cleanLine, cleanText, CREDIT_ROLES, splitKeywords, type MetadataLimits } from './metadata.ts';
import { openDraft, saveDraft, submitDraft, type SubmissionRow } from './submissions.server.ts';
import {
  AUTHOR_FIELDS,
  authorsFrom,
  checkDeclarationsStep,
  checkMetadataStep,
  checkTypeStep,
  firstIncomplete,
  limitsValue,
  metadataValues,
  SUPPLEMENTARY_MAX,
  wizardPath,
  type DraftProgress,
  type DraftStep,
} from './submit-steps.ts';
import type { SubmitKey } from './submit-messages.ts';

export interface WizardJournal {
  id: number;
  slug: string;
  titlePt: string;
  titleEn: string | null;
  /** Taking submissions here: its call is open and it names no outside system. */
  open: boolean;
  outsideUrl: string | null;
  limits: MetadataLimits;
  feeBrl: number;
  feeUsd: number;
}

/** A published journal by its slug, or 404. */
export async function wizardJournal(db: Db, slug: string): Promise<WizardJournal> {
  const [row] = await db
    .select({
      id: publications.id,
      slug: publications.slug,
      titlePt: publications.titlePt,
      titleEn: publications.titleEn,
      status: publications.status,
      j: {
        submissionUrl: journals.submissionUrl,
        callForPapersOpen: journals.callForPapersOpen,
        abstractWordsMin: journals.abstractWordsMin,
        abstractWordsMax: journals.abstractWordsMax,
        keywordsMin: journals.keywordsMin,
        keywordsMax: journals.keywordsMax,
        feeBrl: journals.feeBrl,
        feeUsd: journals.feeUsd,
      },
    })
    .from(publications)
    .innerJoin(journals, eq(journals.publicationId, publications.id))
    .where(and(eq(publications.slug, slug), eq(publications.type, 'journal')))
    .limit(1);
  if (!row || row.status !== 'published') throw notFound();
  const outsideUrl = row.j.submissionUrl && /^https?:\/\//.test(row.j.submissionUrl) ? row.j.submissionUrl : null;
  return {
    id: row.id,
    slug: row.slug,
    titlePt: row.titlePt ?? '',
    titleEn: row.titleEn,
    open: row.j.callForPapersOpen && !outsideUrl,
    outsideUrl,
    limits: {
      abstractWordsMin: row.j.abstractWordsMin,
      abstractWordsMax: row.j.abstractWordsMax,
      keywordsMin: row.j.keywordsMin,
      keywordsMax: row.j.keywordsMax,
    },
    feeBrl: row.j.feeBrl,
    feeUsd: row.j.feeUsd,
  };
}

async function findDraft(db: Db, authorId: string, journalId: number): Promise<SubmissionRow | null> {
  const [row] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.authorId, authorId), eq(submissions.journalId, journalId), eq(submissions.status, 'draft')))
    .orderBy(asc(submissions.id))
    .limit(1);
  return row ?? null;
}

export interface KeptFile {
  id: number;
  kind: 'manuscript' | 'anonymised' | 'supplementary';
  name: string;
  size: number;
}

async function keptFiles(db: Db, submissionId: number): Promise<KeptFile[]> {
  const rows = await db
    .select({ id: submissionFiles.id, kind: submissionFiles.kind, name: submissionFiles.originalName, size: submissionFiles.size })
    .from(submissionFiles)
    .where(eq(submissionFiles.submissionId, submissionId))
    .orderBy(asc(submissionFiles.id));
  return rows.filter((r): r is KeptFile => r.kind === 'manuscript' || r.kind === 'anonymised' || r.kind === 'supplementary');
}

const declarationValues = (d: SubmissionRow['declarations'], coverLetter: string): FormValues => ({
  original: d.original ? 'on' : '',
  notUnderReview: d.notUnderReview ? 'on' : '',
  ethics: d.ethics ? 'on' : '',
  conflicts: d.conflicts ?? '',
  conflictsConfirmed: d.conflictsConfirmed ? 'on' : '',
  coverLetter,
});

function progressOf(draft: SubmissionRow | null, files: KeptFile[], limits: MetadataLimits, author: WizardAuthor): DraftProgress {
  if (!draft) return { type: false, files: false, metadata: false, declarations: false };
  return {
    type: checkTypeStep({ articleType: draft.articleType, language: draft.language }).ok,
    files: files.some((f) => f.kind === 'manuscript') && files.some((f) => f.kind === 'anonymised'),
    metadata: checkMetadataStep({ ...metadataValues(draft.metadata, firstAuthor(author)), limits: limitsValue(limits) }).ok,
    declarations: checkDeclarationsStep(declarationValues(draft.declarations, draft.coverLetter)).ok,
  };
}

export interface WizardAuthor {
  id: string;
  /** The account's given name, and its family name (the session's user has both). */
  name: string;
  lastName?: string;
  email: string;
}

/** The first author as the metadata step starts with them: the account's full name, not its given name alone. */
const firstAuthor = (author: WizardAuthor) => ({
  name: [author.name, author.lastName ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' '),
  email: author.email,
});

export type WizardPage =
  | { step: DraftStep; journal: WizardJournal; values: FormValues; files: KeptFile[]; progress: DraftProgress; submitKey: string; saved: boolean }
  | { step: 'fee'; journal: WizardJournal; number: string; fee: { brl: number; usd: number; currency: FeeCurrency }; pending: boolean }
  | { step: 'done'; journal: WizardJournal; number: string; status: SubmissionRow['status']; email: string };

/** What a step's page shows. The fee and last steps name a sent submission (`n`), the author's own or 404. */
export async function wizardPage(
  db: Db,
  input: { author: WizardAuthor; slug: string; step: DraftStep | 'fee' | 'done'; number: string | null; locale: Locale; saved: boolean },
): Promise<WizardPage> {
  const journal = await wizardJournal(db, input.slug);
  if (input.step === 'fee' || input.step === 'done') {
    const [row] = input.number
      ? await db
          .select({ number: submissions.number, status: submissions.status, feeOrderId: submissions.feeOrderId })
          .from(submissions)
          .where(and(eq(submissions.number, input.number), eq(submissions.authorId, input.author.id), eq(submissions.journalId, journal.id)))
      : [];
    if (!row?.number) throw notFound();
    if (input.step === 'fee' && row.status === 'awaiting-fee') {
      return {
        step: 'fee',
        journal,
        number: row.number,
        fee: { brl: journal.feeBrl, usd: journal.feeUsd, currency: feeCurrencyFor(input.locale) },
        pending: row.feeOrderId !== null,
      };
    }
    return { step: 'done', journal, number: row.number, status: row.status, email: input.author.email };
  }
  const draft = await findDraft(db, input.author.id, journal.id);
  const files = draft ? await keptFiles(db, draft.id) : [];
  const progress = progressOf(draft, files, journal.limits, input.author);
  let values: FormValues = {};
  if (input.step === 'type') values = { articleType: draft?.articleType ?? '', language: draft?.language ?? '' };
  else if (input.step === 'files')
    values = {
      manuscriptKept: files.some((f) => f.kind === 'manuscript') ? '1' : '',
      anonymisedKept: files.some((f) => f.kind === 'anonymised') ? '1' : '',
    };
  else if (input.step === 'metadata') values = { ...metadataValues(draft?.metadata ?? {}, firstAuthor(input.author)), limits: limitsValue(journal.limits) };
  else values = draft ? declarationValues(draft.declarations, draft.coverLetter) : declarationValues({}, '');
  return { step: input.step, journal, values, files, progress, submitKey: randomUUID(), saved: input.saved };
}

/** The metadata as typed, tidied but unchecked: what a draft keeps when a step is refused or saved halfway. */
function lenientMetadata(values: FormValues): Partial<SubmissionMetadata> {
  const v = (name: string) => values[name] ?? '';
  return {
    titlePt: cleanLine(v('titlePt')).slice(0, 1000),
    titleEn: cleanLine(v('titleEn')).slice(0, 1000),
    abstractPt: cleanText(v('abstractPt')).slice(0, 20_000),
    abstractEn: cleanText(v('abstractEn')).slice(0, 20_000),
    keywordsPt: splitKeywords(v('keywordsPt')).slice(0, 30),
    keywordsEn: splitKeywords(v('keywordsEn')).slice(0, 30),
    authors: authorsFrom(values)
      .slice(0, AUTHORS_MAX)
      .map((a) => ({
        name: cleanLine(a.name).slice(0, 500),
        email: cleanLine(a.email).slice(0, 500),
        affiliation: cleanLine(a.affiliation).slice(0, 500),
        country: cleanLine(a.country).slice(0, 200),
        orcid: cleanLine(a.orcid).slice(0, 100),
        credit: CREDIT_ROLES.filter((r) => a.credit.includes(r)),
      })),
    funding: cleanText(v('funding')).slice(0, 10_000),
    dataAvailability: cleanText(v('dataAvailability')).slice(0, 10_000),
  };
}

/** Where the fee's payment starts: orders' startPayment (handed in by the route, as placeFeeOrder). */
export type StartPayment = (db: Db, orderId: number, userId: string) => Promise<{ ok: true; url: string } | { ok: false; reason: string }>;

export interface WizardPost {
  author: WizardAuthor;
  slug: string;
  step: DraftStep | 'fee' | 'done';
  number: string | null;
  locale: Locale;
  request: Request;
  checkout: { placeFeeOrder: PlaceFeeOrder; startPayment: StartPayment };
}

/** A step's post, answered with the one form outcome (a redirect to the next step, or the step again with its messages). */
export async function wizardAction(db: Db, post: WizardPost): Promise<Outcome<SubmitKey>> {
  const { step, slug } = post;
  const journal = await wizardJournal(db, slug);
  const files = step === 'files';
  const read = await tryReadFormData(
    post.request,
    files ? { bodyBytes: 256 * 1024, files: 3, fileBytes: MANUSCRIPT_MAX_BYTES + FILE_MESSAGE_SLACK } : { bodyBytes: 512 * 1024 },
  );
  if (!read.ok) return refused(step, {}, {}, read.status === 413 ? 'filesTooLarge' : 'requestRefused', {}, read.status);
  const form = read.formData;
  if (step === 'done') return redirectTo(wizardPath(slug, 'done', post.number));
  if (step === 'fee') return feePost(db, post, form);
  if (!journal.open) return refused(step, readValues(form), {}, 'closed', {}, 409);
  const intent = String(form.get('intent') ?? '');
  const values = readValues(form);
  const save = intent === 'save';

  if (step === 'type') {
    const checked = checkTypeStep(values);
    if (!checked.ok && !save) return refused(step, values, checked.errors, 'fixErrors');
    const draft = await openDraft(db, post.author.id, journal.id, post.locale);
    await saveDraft(db, post.author.id, draft.id, { articleType: values.articleType ?? '', language: values.language ?? '' });
    return redirectTo(save ? `${wizardPath(slug, 'type')}?saved=1` : wizardPath(slug, 'files'));
  }

  if (step === 'declarations') {
    // The final submit posted again (a double click, a reload): on to the submission it made.
    const key = String(form.get('submitKey') ?? '');
    const [made] = key
      ? await db
          .select({ number: submissions.number, status: submissions.status })
          .from(submissions)
          .where(and(eq(submissions.submitKey, key), eq(submissions.authorId, post.author.id)))
      : [];
    if (made?.number) return redirectTo(wizardPath(slug, made.status === 'awaiting-fee' ? 'fee' : 'done', made.number));
  }
  const draft = await openDraft(db, post.author.id, journal.id, post.locale);
  if (step === 'files') return filesPost(db, post, draft, form, intent);

  if (step === 'metadata') {
    const withLimits = { ...values, limits: limitsValue(journal.limits) };
    const rows = rowCount(values, 'authors', { min: 1, max: AUTHORS_MAX });
    if (intent === 'add-author' && rows < AUTHORS_MAX) return rerender(step, withRows(withLimits, 'authors', rows + 1, AUTHORS_MAX), `authors.${rows}.name`);
    const remove = /^remove-author:(\d{1,2})$/.exec(intent);
    if (remove) return rerender(step, removeRow(withLimits, 'authors', AUTHOR_FIELDS, Number(remove[1]), AUTHORS_MAX));
    const checked = checkMetadataStep(withLimits);
    await saveDraft(db, post.author.id, draft.id, { metadata: checked.ok ? checked.data : lenientMetadata(values) });
    if (save) return redirectTo(`${wizardPath(slug, 'metadata')}?saved=1`);
    if (!checked.ok) return refused(step, withLimits, checked.errors, 'fixErrors');
    return redirectTo(wizardPath(slug, 'declarations'));
  }

  // Declarations, and the final submit.
  const checked = checkDeclarationsStep(values);
  const at = new Date().toISOString();
  const d = checked.ok ? checked.data : null;
  const ticked = (name: string) => ((values[name] ?? '') !== '' ? at : '');
  await saveDraft(db, post.author.id, draft.id, {
    declarations: {
      original: d ? at : ticked('original'),
      notUnderReview: d ? at : ticked('notUnderReview'),
      ethics: d ? at : ticked('ethics'),
      conflicts: (values.conflicts ?? '').trim().slice(0, 10_000),
      conflictsConfirmed: d ? at : ticked('conflictsConfirmed'),
    },
    coverLetter: (values.coverLetter ?? '').trim().slice(0, 20_000),
  });
  if (save) return redirectTo(`${wizardPath(slug, 'declarations')}?saved=1`);
  if (!checked.ok) return refused(step, values, checked.errors, 'fixErrors');
  const saved = (await findDraft(db, post.author.id, journal.id)) ?? draft;
  const missing = firstIncomplete(progressOf(saved, await keptFiles(db, draft.id), journal.limits, post.author));
  if (missing) return refused(step, values, {}, `incomplete.${missing}`, {}, 409);
  const submitKey = String(form.get('submitKey') ?? '');
  if (!/^[0-9a-f-]{36}$/.test(submitKey)) return refused(step, values, {}, 'requestRefused');
  const sent = await submitDraft(db, { authorId: post.author.id, draftId: draft.id, submitKey });
  if (!sent.ok) return refused(step, values, {}, 'requestRefused', {}, 409);
  const [row] = await db.select({ status: submissions.status }).from(submissions).where(eq(submissions.number, sent.number));
  return redirectTo(wizardPath(slug, row?.status === 'awaiting-fee' ? 'fee' : 'done', sent.number));
}

const FILE_KINDS = ['manuscript', 'anonymised', 'supplementary'] as const;

/** Step 2's post: each good file kept (replacing the manuscript or anonymised copy kept before), each refused one said under its field. */
async function filesPost(db: Db, post: WizardPost, draft: SubmissionRow, form: FormData, intent: string): Promise<Outcome<SubmitKey>> {
  const kept = await keptFiles(db, draft.id);
  const remove = /^remove:(\d{1,15})$/.exec(intent);
  if (remove) {
    const file = kept.find((f) => f.id === Number(remove[1]));
    if (file) {
      const [gone] = await db
        .delete(submissionFiles)
        .where(and(eq(submissionFiles.id, file.id), eq(submissionFiles.submissionId, draft.id)))
        .returning({ key: submissionFiles.storageKey });
      await removeFiles([gone?.key]);
    }
    return redirectTo(wizardPath(post.slug, 'files'));
  }
  const errors: Record<string, string> = {};
  const good: { kind: (typeof FILE_KINDS)[number]; doc: CheckedDocument }[] = [];
  for (const kind of FILE_KINDS) {
    const checked = await checkDocument(form.get(kind), { anonymised: kind !== 'manuscript' });
    if (!checked.ok) errors[kind] = checked.error === 'fileNamesSomeone' ? `fileNamesSomeone.${checked.property}` : checked.error;
    else if (checked.file) good.push({ kind, doc: checked.file });
    else if (kind !== 'supplementary' && !kept.some((f) => f.kind === kind)) errors[kind] = 'fileRequired';
  }
  const supplementary = kept.filter((f) => f.kind === 'supplementary').length;
  if (good.some((g) => g.kind === 'supplementary') && supplementary >= SUPPLEMENTARY_MAX) {
    errors.supplementary = 'supplementaryTooMany';
    good.splice(
      good.findIndex((g) => g.kind === 'supplementary'),
      1,
    );
  }
  const uploads = good.map((g) => ({ ...g, key: `submissions/${draft.id}/${randomBytes(8).toString('hex')}-${g.kind}.${g.doc.kind}` }));
  await withUploads(
    uploads.map((u) => ({ key: u.key, data: Buffer.from(u.doc.bytes.buffer, u.doc.bytes.byteOffset, u.doc.bytes.byteLength) })),
    () =>
      db.transaction(async (tx) => {
        const replaced: string[] = [];
        for (const u of uploads) {
          if (u.kind !== 'supplementary') {
            const old = await tx
              .delete(submissionFiles)
              .where(and(eq(submissionFiles.submissionId, draft.id), eq(submissionFiles.kind, u.kind)))
              .returning({ key: submissionFiles.storageKey });
            replaced.push(...old.map((o) => o.key));
          }
          await tx.insert(submissionFiles).values({
            submissionId: draft.id,
            round: 1,
            kind: u.kind,
            storageKey: u.key,
            originalName: u.doc.name,
            safeName: `draft-r1-${u.kind}.${u.doc.kind}`,
            size: u.doc.size,
            mediaType: u.doc.mediaType,
            uploadedBy: post.author.id,
          });
        }
        await tx.update(submissions).set({ updatedAt: new Date() }).where(eq(submissions.id, draft.id));
        return { replaced };
      }),
  );
  if (Object.keys(errors).length) return refused('files', {}, errors, 'fixErrors');
  return redirectTo(intent === 'save' ? `${wizardPath(post.slug, 'files')}?saved=1` : wizardPath(post.slug, 'metadata'));
}

/** Step 5's post: the fee order (the open one reused), then the store's payment page. */
async function feePost(db: Db, post: WizardPost, form: FormData): Promise<Outcome<SubmitKey>> {
  const number = post.number ?? '';
  const chosen = String(form.get('currency') ?? '');
  const currency: FeeCurrency = chosen === 'USD' || chosen === 'BRL' ? chosen : feeCurrencyFor(post.locale);
  const fee = await startFee(db, { authorId: post.author.id, number, currency, locale: post.locale }, post.checkout.placeFeeOrder);
  if (!fee.ok) return redirectTo(wizardPath(post.slug, 'done', number));
  const payment = await post.checkout.startPayment(db, fee.orderId, post.author.id);
  if (!payment.ok) return refused('fee', { currency }, {}, 'payFailed', {}, 503);
  return redirectTo(payment.url);
}
