/**
 * The proposal form's post (/publish/submit): list buttons, drafts, and the send itself. A sent
 * proposal is one transaction: the row, the author's confirmation and the editors' notice (mail
 * jobs), the server draft deleted; the sample file is stored inside it and removed again when
 * the transaction fails. Texts go into mails as plain text (renderMail escapes its HTML part).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { localeInfo, localizePath, type Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import type { SessionUser } from '#app/lib/auth/session.server.ts';
import { config } from '#app/lib/config.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { proposalDrafts, proposals } from '#app/lib/db/schema.ts';
import { log } from '#app/lib/log.server.ts';
import { queueMail } from '#app/lib/mail/mail.server.ts';
import { renderMail } from '#app/lib/mail/render.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { storage, type FileStorage } from '#app/lib/storage/storage.server.ts';
import { callForProposal, openCallsAcceptingProposals, type OpenCallWithState } from './open-calls.server.ts';
import { checkSample, type ProposalSample } from './proposal-sample.server.ts';
import { parseProposal, proposalSearchText, type ProposalInput } from './proposal.schema.ts';
import {
  applyListIntent,
  emptyAuthor,
  emptyProposalValues,
  formMessageKey,
  PROPOSAL_FORM,
  readProposalForm,
  SAVE_DRAFT_INTENT,
  type ProposalErrors,
  type ProposalFormState,
  type ProposalKey,
  type ProposalValues,
} from './proposal-values.ts';
import { done, refused, withHeaders, type Outcome } from '#app/lib/form-outcome.ts';
import type { FieldErrors } from '#app/lib/forms.ts';
import { submitMessages } from './submit-messages.ts';

/** A draft as JSON may be this long (a full form at every field's maximum is well below). */
export const DRAFT_MAX_CHARS = 400_000;
/** Sends per account and hour, and draft saves per account and ten minutes (the browser saves as people type). */
export const SEND_LIMIT = { limit: 10, windowSeconds: 3600 };
export const DRAFT_LIMIT = { limit: 300, windowSeconds: 600 };

// --- Drafts ------------------------------------------------------------------------------------

export interface ProposalDraft {
  values: ProposalValues;
  /** ISO time of the last save: the browser's copy wins when it is newer. */
  updatedAt: string;
}

export async function loadProposalDraft(db: Db, userId: string): Promise<ProposalDraft | null> {
  const [row] = await db.select().from(proposalDrafts).where(eq(proposalDrafts.userId, userId)).limit(1);
  return row ? { values: row.data, updatedAt: row.updatedAt.toISOString() } : null;
}

/** Stores the form as typed; false (nothing stored) when it is larger than DRAFT_MAX_CHARS. */
export async function saveProposalDraft(db: Db, userId: string, values: ProposalValues, now = new Date()): Promise<boolean> {
  if (JSON.stringify(values).length > DRAFT_MAX_CHARS) return false;
  await db
    .insert(proposalDrafts)
    .values({ userId, data: values, updatedAt: now })
    .onConflictDoUpdate({ target: proposalDrafts.userId, set: { data: values, updatedAt: now } });
  return true;
}

export async function clearProposalDraft(db: Db, userId: string): Promise<void> {
  await db.delete(proposalDrafts).where(eq(proposalDrafts.userId, userId));
}

// --- Sending -----------------------------------------------------------------------------------

export interface NewProposal {
  user: Pick<SessionUser, 'id' | 'name' | 'lastName' | 'email'>;
  locale: Locale;
  input: ProposalInput;
  call: OpenCallWithState | null;
  sample: ProposalSample | null;
}

/** What a proposal's outside review (features/editorial's, handed in by the route) is given of a proposal that answers a call. */
export interface ProposalForReview {
  proposalId: number;
  openCallId: number;
  callSlug: string;
  authorId: string;
  locale: Locale;
  type: ProposalInput['type'];
  title: string;
  description: string;
  keywords: readonly string[];
  summary: string;
  chapters: readonly { title: string; summary: string; keywords: readonly string[] }[];
  authors: readonly { name: string; email: string; affiliation: string; orcid: string }[];
  /** The stored sample: its key stays the proposal's (never deleted), shared with the review. */
  sample: { key: string; name: string; bytes: number; kind: ProposalSample['kind'] } | null;
  at: Date;
}
export type OpenProposalReview = (tx: Db, proposal: ProposalForReview) => Promise<unknown>;

const yesNo = (value: boolean, locale: Locale) => (value ? (locale === 'pt' ? 'Sim' : 'Yes') : locale === 'pt' ? 'Não' : 'No');

/** The editors' notice: every field as plain text, in Portuguese (the staff's language). */
function editorsMail(id: number, proposal: NewProposal) {
  const t = translator(submitMessages, 'pt');
  const { input, call, user, sample } = proposal;
  const authors = input.authors.map((a, i) =>
    [
      `${t('author', { number: i + 1 })}: ${a.name} <${a.email}>`,
      a.affiliation && `${t('authorAffiliation')}: ${a.affiliation}`,
      a.orcid && `ORCID: ${a.orcid}`,
      a.bio,
    ]
      .filter(Boolean)
      .join('\n'),
  );
  const chapters = input.chapters.map((c, i) => `${t('chapter', { number: i + 1 })}: ${c.title}\n${c.summary}\n${t('keywords')}: ${c.keywords.join(', ')}`);
  const paragraphs = [
    t('mailEditorsIntro'),
    [
      `${t('type')}: ${t(input.type === 'collection' ? 'typeCollection' : 'typeSingle')}`,
      `${t('openCall')}: ${call ? call.titlePt : t('openCallNone')}`,
      `${t('bookTitle')}: ${input.title}`,
      `Enviada por: ${`${user.name} ${user.lastName}`.trim()} <${user.email}> (idioma: ${proposal.locale})`,
    ].join('\n'),
    ...authors,
    `${t('bookDescription')}:\n${input.description}`,
    `${t('keywords')}: ${input.keywords.join(', ')}`,
    `${t('summary')}:\n${input.summary}`,
    ...chapters,
    `${t('needsIllustrations')} ${yesNo(input.needsIllustrations, 'pt')}\n${t('thirdPartyImages')} ${yesNo(input.thirdPartyImages, 'pt')}`,
    input.otherBooks && `${t('otherBooks')}:\n${input.otherBooks}`,
    input.authorshipLink && `${t('authorshipLink')}: ${input.authorshipLink}`,
    input.otherInformation && `${t('otherInformation')}:\n${input.otherInformation}`,
    sample && `${t('sample')}: ${sample.name} (${sample.kind.toUpperCase()}, ${Math.ceil(sample.bytes.length / 1024)} KB)`,
  ].filter((p): p is string => Boolean(p));
  const subject = t('mailEditorsSubject', { title: input.title });
  return { to: config().submissionsTo, replyTo: user.email, subject, ...renderMail({ title: subject, paragraphs, footer: [`#${id}`] }, 'pt-BR') };
}

function authorMail(proposal: NewProposal) {
  const { locale, input, user } = proposal;
  const t = translator(submitMessages, locale);
  const content = renderMail(
    {
      title: t('mailAuthorTitle'),
      paragraphs: [t('mailAuthorBody', { name: user.name, title: input.title })],
      action: { label: t('mailAccount'), url: config().appUrl + localizePath('/account', locale) },
      footer: [t('mailFooter')],
    },
    localeInfo[locale].iso,
  );
  return { to: user.email, subject: t('mailAuthorSubject', { title: input.title }), ...content };
}

/**
 * Stores a valid proposal with its mails, deletes the draft; returns its id. A proposal that answers
 * a call goes to the call's outside review at once (openReview), in the same transaction. Throws
 * when the database does.
 */
export async function submitProposal(db: Db, proposal: NewProposal, files: FileStorage = storage(), openReview?: OpenProposalReview): Promise<number> {
  const { input, call, sample, user, locale } = proposal;
  let storedKey: string | null = null;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(proposals)
        .values({
          userId: user.id,
          status: 'received',
          type: input.type,
          openCallId: call?.id ?? null,
          title: input.title,
          authors: input.authors,
          description: input.description,
          keywords: input.keywords,
          summary: input.summary,
          chapters: input.chapters,
          needsIllustrations: input.needsIllustrations,
          thirdPartyImages: input.thirdPartyImages,
          otherBooks: input.otherBooks,
          authorshipLink: input.authorshipLink,
          otherInformation: input.otherInformation,
          locale,
          searchText: proposalSearchText(input),
        })
        .returning({ id: proposals.id });
      const id = row!.id;
      if (sample) {
        const key = `proposals/${id}/${randomBytes(6).toString('hex')}-amostra.${sample.kind}`;
        await files.put(key, Buffer.from(sample.bytes.buffer, sample.bytes.byteOffset, sample.bytes.byteLength));
        storedKey = key;
        await tx.update(proposals).set({ sampleFile: key, sampleName: sample.name, sampleBytes: sample.bytes.length }).where(eq(proposals.id, id));
      }
      if (call && openReview) {
        await openReview(tx, {
          proposalId: id,
          openCallId: call.id,
          callSlug: call.slug,
          authorId: user.id,
          locale,
          type: input.type,
          title: input.title,
          description: input.description,
          keywords: input.keywords,
          summary: input.summary,
          chapters: input.chapters,
          authors: input.authors,
          sample: storedKey && sample ? { key: storedKey, name: sample.name, bytes: sample.bytes.length, kind: sample.kind } : null,
          at: new Date(),
        });
      }
      await queueMail(tx, authorMail(proposal));
      await queueMail(tx, editorsMail(id, proposal));
      await clearProposalDraft(tx, user.id);
      return id;
    });
  } catch (error) {
    if (storedKey) await files.delete(storedKey).catch((err: unknown) => log.error({ err, key: storedKey }, 'proposal sample left behind'));
    throw error;
  }
}

// --- The form's post ---------------------------------------------------------------------------

export interface ProposalPost {
  user: NewProposal['user'];
  locale: Locale;
  formData: FormData;
  files?: FileStorage;
  now?: Date;
  /** The call's outside review, which a proposal answering a call enters at once (the route hands editorial's in). */
  openReview?: OpenProposalReview;
}

export type ProposalOutcome = Outcome<ProposalKey, typeof PROPOSAL_FORM, { id: number }, ProposalValues>;

const proposalRefused = (
  values: ProposalValues,
  errors: ProposalErrors,
  message: ProposalKey | undefined,
  extra: Partial<Pick<ProposalFormState, 'params' | 'revision'>>,
  status: number,
) => refused<ProposalKey, typeof PROPOSAL_FORM, ProposalValues>(PROPOSAL_FORM, values, errors as FieldErrors, message, extra, status);
/** Too many in a short time: the form kept, how long to wait, and the Retry-After. */
const tooMany = (values: ProposalValues, retryAfter: number, message: ProposalKey) =>
  withHeaders(proposalRefused(values, {}, message, { params: { minutes: Math.ceil(retryAfter / 60) } }, 429), { 'Retry-After': String(retryAfter) });

/** Handles every button of the form: list intents, save-draft, and send (the default). */
export async function handleProposalPost(db: Db, { user, locale, formData, files, now = new Date(), openReview }: ProposalPost): Promise<ProposalOutcome> {
  const revision = now.getTime();
  const intent = String(formData.get('intent') ?? 'send');
  const typed = readProposalForm(formData).values;

  const edited = applyListIntent(typed, intent);
  if (edited || intent.startsWith('add-') || intent.startsWith('remove-') || intent.startsWith('move-') || intent === SAVE_DRAFT_INTENT) {
    const values = edited ?? typed;
    const limit = await hitRateLimit(db, `proposal-draft:${user.id}`, DRAFT_LIMIT);
    const saved = limit.ok && (await saveProposalDraft(db, user.id, values, now));
    if (intent === SAVE_DRAFT_INTENT && !saved) {
      return limit.ok ? proposalRefused(values, { form: 'tooLong' }, 'tooLong', { revision }, 413) : tooMany(values, limit.retryAfter, 'tooManySends');
    }
    return intent === SAVE_DRAFT_INTENT
      ? done<ProposalKey, typeof PROPOSAL_FORM, { id: number }, ProposalValues>(PROPOSAL_FORM, 'draftSaved', { values, revision })
      : { kind: 'state', status: 200, state: { form: PROPOSAL_FORM, values, errors: {}, revision } };
  }

  const parsed = parseProposal(formData);
  const errors: ProposalErrors = parsed.ok ? {} : { ...parsed.errors };
  const sample = await checkSample(formData.get('sample'));
  if (!sample.ok) errors.sample = sample.error;
  let call: OpenCallWithState | null = null;
  if (parsed.ok && parsed.data.openCall) {
    call = await callForProposal(db, parsed.data.openCall, parsed.data.type, now);
    if (!call) errors.openCall = 'openCallUnavailable';
  }
  if (!parsed.ok || Object.keys(errors).length) {
    // The order the form shows: the call's error and the sample's go where their fields are.
    return proposalRefused(parsed.values, errors, formMessageKey(errors), { revision }, 400);
  }

  const limit = await hitRateLimit(db, `proposal-send:${user.id}`, SEND_LIMIT);
  if (!limit.ok) return tooMany(parsed.values, limit.retryAfter, 'tooManySends');
  try {
    const id = await submitProposal(db, { user, locale, input: parsed.data, call, sample: sample.ok ? sample.sample : null }, files, openReview);
    return done<ProposalKey, typeof PROPOSAL_FORM, { id: number }, ProposalValues>(PROPOSAL_FORM, 'sent', { values: parsed.values, result: { id }, revision });
  } catch (error) {
    log.error({ err: error }, 'proposal could not be saved');
    return proposalRefused(parsed.values, {}, 'sendFailed', { revision }, 503);
  }
}

/** Too big to read: what the server kept (the draft) comes back, with the file's message under its field. */
export async function proposalTooLarge(db: Db, userId: string): Promise<ProposalOutcome> {
  const draft = await loadProposalDraft(db, userId);
  const errors: ProposalErrors = { sample: 'sampleTooLarge' };
  return proposalRefused(draft?.values ?? emptyProposalValues(), errors, formMessageKey(errors), {}, 413);
}

/** The proposal form for a signed-in author: the open calls, and the draft (or their name and e-mail as first author). */
export async function proposalFormPage(db: Db, user: { id: string; name: string; lastName: string; email: string }, locale: Locale, wantedCall: string | null) {
  const [calls, draft] = await Promise.all([openCallsAcceptingProposals(db), loadProposalDraft(db, user.id)]);
  const wanted = calls.find((call) => call.slug === wantedCall);
  const base = draft?.values ?? emptyProposalValues({ authors: [{ ...emptyAuthor(), name: `${user.name} ${user.lastName}`.trim(), email: user.email }] });
  const values = wanted ? { ...base, openCall: wanted.slug, type: wanted.kind === 'collection' ? 'collection' : 'single' } : base;
  return {
    calls: calls.map((call) => ({ slug: call.slug, kind: call.kind, title: locale === 'pt' ? call.titlePt : call.titleEn })),
    values,
    draftUpdatedAt: draft?.updatedAt ?? null,
  };
}
