/**
 * The book proposal form: a plain multipart form post that works without JavaScript. The list
 * buttons (add, remove, move) and "Save draft" are submit buttons named "intent"; the server
 * answers with the changed values and the form is drawn again from them. With JavaScript the
 * form also keeps a draft as people type (this browser's storage and the server's), and shows a
 * live count for chapter summaries. It checks in the browser before sending (ValidatedForm, with
 * the action's own check, loaded on first use); the list buttons and "Save draft" skip the check.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher, useNavigation } from 'react-router';
import { useT, type KeyOf } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { TextArea, TextField } from '#app/ui/field.tsx';
import { useHydrated } from '#app/ui/hydrated.ts';
import { useClientFieldError, ValidatedForm } from '#app/ui/form.tsx';
import type { FieldErrors } from '#app/lib/forms.ts';
import {
  AFFILIATION_MAX,
  AUTHORS_MAX,
  BIO_MAX,
  CHAPTER_SUMMARY_GUIDE,
  CHAPTER_SUMMARY_MAX,
  CHAPTERS_MAX,
  countCharacters,
  EMAIL_MAX,
  KEYWORDS_INPUT_MAX,
  LONG_TEXT_MAX,
  NAME_MAX,
  ORCID_INPUT_MAX,
  SAMPLE_ACCEPT,
  TITLE_MAX,
  URL_MAX,
} from '../proposal-limits.ts';
import { proposalMessages } from '../proposal-messages.ts';
import {
  authorFieldName,
  chapterFieldName,
  formMessageKey,
  readProposalForm,
  SAVE_DRAFT_INTENT,
  SEND_INTENT,
  type ProposalErrors,
  type ProposalFormState,
  type ProposalValues,
} from '../proposal-values.ts';
import { submitMessages } from '../submit-messages.ts';

const proposalCheck = () => import('../proposal.schema.ts').then((m) => m.checkProposal);

export interface CallOption {
  slug: string;
  kind: 'collection' | 'book';
  title: string;
}

/** This browser's copy of the draft, per account. */
export const draftStorageKey = (userId: string) => `ipe.proposal-draft.${userId}`;
const AUTOSAVE_MS = 1000;

interface StoredDraft {
  savedAt: string;
  values: ProposalValues;
}

function readStoredDraft(userId: string): StoredDraft | null {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(draftStorageKey(userId)) ?? 'null') as StoredDraft | null;
    return parsed && typeof parsed.savedAt === 'string' && parsed.values && Array.isArray(parsed.values.authors) && Array.isArray(parsed.values.chapters)
      ? parsed
      : null;
  } catch {
    return null;
  }
}

const fieldId = (name: string) => `proposal-${name.replace(/[^\w]+/g, '-')}`;

/**
 * Saves the form's values about a second after the last keystroke: to localStorage at once and to
 * the server as a fetcher post (intent=save-draft). The file input is never part of a draft.
 */
function useAutosave(form: React.RefObject<HTMLFormElement | null>, userId: string) {
  const fetcher = useFetcher();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const submit = fetcher.submit;
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const saveNow = useCallback(() => {
    if (!form.current) return;
    const data = new FormData(form.current);
    data.delete('sample');
    data.delete('intent');
    const values = readProposalForm(data).values;
    try {
      window.localStorage.setItem(draftStorageKey(userId), JSON.stringify({ savedAt: new Date().toISOString(), values } satisfies StoredDraft));
    } catch {
      // Storage full or blocked: the server copy still goes.
    }
    data.set('intent', SAVE_DRAFT_INTENT);
    data.set('autosave', '1');
    void submit(data, { method: 'post', encType: 'multipart/form-data' });
  }, [form, userId, submit]);
  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(saveNow, AUTOSAVE_MS);
  }, [saveNow]);
  useEffect(() => cancel, [cancel]);
  return { schedule, cancel };
}

export interface ProposalFormProps {
  userId: string;
  calls: CallOption[];
  /** The loader's values: the server draft, or a blank form (with ?call= and the account's name). */
  values: ProposalValues;
  draftUpdatedAt: string | null;
  state: ProposalFormState | undefined;
}

export function ProposalForm({ userId, calls, values: loaded, draftUpdatedAt, state }: ProposalFormProps) {
  const t = useT(submitMessages);
  const m = useT(proposalMessages);
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const [restored, setRestored] = useState<ProposalValues | null>(null);
  // What the browser's check found, for the form drawn as it is (a server answer draws it again).
  const [checkedFor, setChecked] = useState<{ key: string; errors: FieldErrors | null } | null>(null);
  const { schedule, cancel } = useAutosave(form, userId);

  const current = state;
  const values = current?.values ?? restored ?? loaded;
  const errors = (state?.errors ?? {}) as ProposalErrors;
  const error = (name: string) => (errors[name] ? m(errors[name] as KeyOf<typeof proposalMessages>) : undefined);

  // The browser's copy wins when it is newer than the server's (typed offline, or the last save did not reach it).
  useEffect(() => {
    if (state) return;
    const stored = readStoredDraft(userId);
    if (!stored || (draftUpdatedAt && stored.savedAt <= draftUpdatedAt) || JSON.stringify(stored.values) === JSON.stringify(loaded)) return;
    // After the first paint: the server's version shows until then.
    const frame = requestAnimationFrame(() => setRestored(stored.values));
    return () => cancelAnimationFrame(frame);
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // After a refused post: focus the first field in error, or the message.
  useEffect(() => {
    if (!state) return;
    if (Object.keys(state.errors).length) {
      const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
      (first ?? alert.current?.querySelector<HTMLElement>('[role]'))?.focus();
    } else if (state.message && !state.ok) alert.current?.querySelector<HTMLElement>('[role]')?.focus();
  }, [state]);

  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === SEND_INTENT;
  const formKey = `${current?.revision ?? 'loaded'}-${restored ? 'restored' : ''}`;
  const checked = checkedFor?.key === formKey ? checkedFor.errors : null;
  // A refusal's words are the server's; the browser's own check words what it found.
  const refusal = state && !state.ok && state.message && state.message !== 'draftSaved' ? state.message : null;
  const topMessage = refusal ? m(refusal, state?.params) : checked ? m(formMessageKey(checked as ProposalErrors)) : null;

  return (
    <div className="space-y-6">
      <div ref={alert}>
        {topMessage ? <Alert tone="error" title={topMessage} /> : null}
        {state?.ok && state.message === 'draftSaved' ? <Alert tone="success" title={t('draftSaved')} /> : null}
        {restored && !state ? <Alert tone="info" title={t('draftRestored')} /> : null}
      </div>
      <ValidatedForm
        key={formKey}
        ref={form}
        method="post"
        encType="multipart/form-data"
        schema={proposalCheck}
        message={(key) => m(key as KeyOf<typeof proposalMessages>)}
        onCheck={(found) => setChecked({ key: formKey, errors: found })}
        className="space-y-8"
        onChange={schedule}
        onSubmit={cancel}
        aria-label={t('title')}
      >
        {/* Enter in a text field presses the form's first submit button: let that be "save draft", never "remove". */}
        <button type="submit" name="intent" value={SAVE_DRAFT_INTENT} formNoValidate tabIndex={-1} aria-hidden="true" className="sr-only">
          {t('saveDraft')}
        </button>

        <RadioGroup
          name="type"
          legend={t('type')}
          value={values.type}
          error={error('type')}
          options={[
            ['single', t('typeSingle')],
            ['collection', t('typeCollection')],
          ]}
        />

        <OpenCallField calls={calls} value={values.openCall} error={error('openCall')} />

        <TextField
          id={fieldId('title')}
          label={t('bookTitle')}
          name="title"
          required
          maxLength={TITLE_MAX}
          defaultValue={values.title}
          error={error('title')}
        />

        <section aria-labelledby="proposal-authors" className="space-y-4">
          <h2 id="proposal-authors" className="font-serif text-2xl font-semibold">
            {t('authors')}
          </h2>
          {error('authors') ? <p className="text-sm font-medium text-danger">{error('authors')}</p> : null}
          {values.authors.map((author, i) => {
            const name = (field: Parameters<typeof authorFieldName>[1]) => authorFieldName(i, field);
            const legend = t('author', { number: i + 1 });
            return (
              <fieldset key={i} className="grid gap-4 rounded-md border border-line p-4 sm:grid-cols-2">
                <legend className="px-1 font-semibold">{legend}</legend>
                <TextField
                  id={fieldId(name('name'))}
                  label={t('authorName')}
                  name={name('name')}
                  autoComplete={i === 0 ? 'name' : 'off'}
                  required
                  maxLength={NAME_MAX}
                  defaultValue={author.name}
                  error={error(name('name'))}
                />
                <TextField
                  id={fieldId(name('email'))}
                  label={t('authorEmail')}
                  name={name('email')}
                  type="email"
                  autoComplete={i === 0 ? 'email' : 'off'}
                  required
                  maxLength={EMAIL_MAX}
                  defaultValue={author.email}
                  error={error(name('email'))}
                />
                <TextField
                  id={fieldId(name('affiliation'))}
                  label={t('authorAffiliation')}
                  optionalLabel={t('optional')}
                  name={name('affiliation')}
                  maxLength={AFFILIATION_MAX}
                  defaultValue={author.affiliation}
                  error={error(name('affiliation'))}
                />
                <TextField
                  id={fieldId(name('orcid'))}
                  label={t('authorOrcid')}
                  optionalLabel={t('optional')}
                  hint={t('authorOrcidHint')}
                  name={name('orcid')}
                  maxLength={ORCID_INPUT_MAX}
                  defaultValue={author.orcid}
                  error={error(name('orcid'))}
                />
                <div className="sm:col-span-2">
                  <TextArea
                    id={fieldId(name('bio'))}
                    label={t('authorBio')}
                    name={name('bio')}
                    required
                    rows={3}
                    maxLength={BIO_MAX}
                    defaultValue={author.bio}
                    error={error(name('bio'))}
                  />
                </div>
                <ListButtons kind="author" index={i} count={values.authors.length} legend={legend} />
              </fieldset>
            );
          })}
          {values.authors.length < AUTHORS_MAX ? (
            <Button type="submit" variant="secondary" name="intent" value="add-author" formNoValidate>
              {t('addAuthor')}
            </Button>
          ) : null}
        </section>

        <TextArea
          id={fieldId('description')}
          label={t('bookDescription')}
          name="description"
          required
          rows={6}
          maxLength={LONG_TEXT_MAX}
          defaultValue={values.description}
          error={error('description')}
        />
        <TextField
          id={fieldId('keywords')}
          label={t('keywords')}
          hint={t('keywordsHint')}
          name="keywords"
          required
          maxLength={KEYWORDS_INPUT_MAX}
          defaultValue={values.keywords}
          error={error('keywords')}
        />
        <TextArea
          id={fieldId('summary')}
          label={t('summary')}
          hint={t('summaryHint')}
          name="summary"
          required
          rows={8}
          maxLength={LONG_TEXT_MAX}
          defaultValue={values.summary}
          error={error('summary')}
        />

        <section aria-labelledby="proposal-chapters" className="space-y-4">
          <h2 id="proposal-chapters" className="font-serif text-2xl font-semibold">
            {t('chapters')}
          </h2>
          {error('chapters') ? <p className="text-sm font-medium text-danger">{error('chapters')}</p> : null}
          {values.chapters.map((chapter, i) => {
            const name = (field: Parameters<typeof chapterFieldName>[1]) => chapterFieldName(i, field);
            const legend = t('chapter', { number: i + 1 });
            return (
              <fieldset key={i} className="grid gap-4 rounded-md border border-line p-4">
                <legend className="px-1 font-semibold">{legend}</legend>
                <TextField
                  id={fieldId(name('title'))}
                  label={t('chapterTitle')}
                  name={name('title')}
                  required
                  maxLength={TITLE_MAX}
                  defaultValue={chapter.title}
                  error={error(name('title'))}
                />
                <SummaryField id={fieldId(name('summary'))} name={name('summary')} defaultValue={chapter.summary} error={error(name('summary'))} />
                <TextField
                  id={fieldId(name('keywords'))}
                  label={t('chapterKeywords')}
                  hint={t('chapterKeywordsHint')}
                  name={name('keywords')}
                  required
                  maxLength={KEYWORDS_INPUT_MAX}
                  defaultValue={chapter.keywords}
                  error={error(name('keywords'))}
                />
                <ListButtons kind="chapter" index={i} count={values.chapters.length} legend={legend} />
              </fieldset>
            );
          })}
          {values.chapters.length < CHAPTERS_MAX ? (
            <Button type="submit" variant="secondary" name="intent" value="add-chapter" formNoValidate>
              {t('addChapter')}
            </Button>
          ) : null}
        </section>

        <RadioGroup
          name="needsIllustrations"
          legend={t('needsIllustrations')}
          value={values.needsIllustrations}
          error={error('needsIllustrations')}
          options={[
            ['yes', t('yes')],
            ['no', t('no')],
          ]}
        />
        <RadioGroup
          name="thirdPartyImages"
          legend={t('thirdPartyImages')}
          value={values.thirdPartyImages}
          error={error('thirdPartyImages')}
          options={[
            ['yes', t('yes')],
            ['no', t('no')],
          ]}
        />

        <TextArea
          id={fieldId('otherBooks')}
          label={t('otherBooks')}
          optionalLabel={t('optional')}
          name="otherBooks"
          rows={3}
          maxLength={LONG_TEXT_MAX}
          defaultValue={values.otherBooks}
          error={error('otherBooks')}
        />
        <TextField
          id={fieldId('authorshipLink')}
          label={t('authorshipLink')}
          optionalLabel={t('optional')}
          hint={t('authorshipLinkHint')}
          name="authorshipLink"
          type="url"
          inputMode="url"
          maxLength={URL_MAX}
          defaultValue={values.authorshipLink}
          error={error('authorshipLink')}
        />
        <TextArea
          id={fieldId('otherInformation')}
          label={t('otherInformation')}
          optionalLabel={t('optional')}
          name="otherInformation"
          rows={3}
          maxLength={LONG_TEXT_MAX}
          defaultValue={values.otherInformation}
          error={error('otherInformation')}
        />
        <TextField
          id={fieldId('sample')}
          label={t('sample')}
          optionalLabel={t('optional')}
          hint={t('sampleHint')}
          name="sample"
          type="file"
          accept={SAMPLE_ACCEPT}
          error={error('sample')}
          className="file:mr-3 file:rounded file:border-0 file:bg-brand-soft file:px-3 file:py-1"
        />

        <div className="flex flex-wrap gap-4">
          <Button type="submit" name="intent" value={SEND_INTENT} busy={busy} busyLabel={t('sending')}>
            {t('send')}
          </Button>
          <Button type="submit" variant="secondary" name="intent" value={SAVE_DRAFT_INTENT} formNoValidate>
            {t('saveDraft')}
          </Button>
        </div>
      </ValidatedForm>
    </div>
  );
}

/** The open call the proposal answers (none: a proposal of its own). */
function OpenCallField({ calls, value, error: serverError }: { calls: CallOption[]; value: string; error?: string }) {
  const t = useT(submitMessages);
  const error = useClientFieldError('openCall') ?? serverError;
  const id = fieldId('openCall');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {t('openCall')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t('openCallHint')}
      </p>
      <select
        id={id}
        name="openCall"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        className="block min-h-11 w-full rounded-md border border-line bg-surface px-3 py-2 text-base text-ink aria-[invalid=true]:border-danger"
      >
        <option value="">{t('openCallNone')}</option>
        {calls.map((call) => (
          <option key={call.slug} value={call.slug}>
            {call.title}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function RadioGroup({
  name,
  legend,
  value,
  error: serverError,
  options,
}: {
  name: string;
  legend: string;
  value: string;
  error?: string;
  options: [string, string][];
}) {
  const error = useClientFieldError(name) ?? serverError;
  const errorId = `${fieldId(name)}-error`;
  return (
    <fieldset>
      <legend className="font-medium">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {options.map(([option, label]) => (
          <label key={option} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={name}
              value={option}
              required
              defaultChecked={value === option}
              data-invalid={error ? 'true' : undefined}
              aria-describedby={error ? errorId : undefined}
              className="size-5 accent-brand"
            />
            {label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A chapter summary with its live count against the guide (only where JavaScript runs; the hint says it otherwise). */
function SummaryField({ id, name, defaultValue, error }: { id: string; name: string; defaultValue: string; error?: string }) {
  const t = useT(submitMessages);
  const m = useT(proposalMessages);
  const hydrated = useHydrated();
  const [count, setCount] = useState(() => countCharacters(defaultValue));
  return (
    <div>
      <TextArea
        id={id}
        label={t('chapterSummary')}
        hint={t('chapterSummaryHint')}
        name={name}
        required
        rows={4}
        maxLength={CHAPTER_SUMMARY_MAX}
        defaultValue={defaultValue}
        error={error}
        onChange={(event) => setCount(countCharacters(event.currentTarget.value))}
      />
      {hydrated ? (
        <p aria-live="polite" className={`mt-1 text-sm ${count > CHAPTER_SUMMARY_GUIDE ? 'text-danger' : 'text-muted'}`} data-testid="summary-count">
          {m(count > CHAPTER_SUMMARY_GUIDE ? 'summaryOverGuide' : 'summaryCount', { count, guide: CHAPTER_SUMMARY_GUIDE })}
        </p>
      ) : null}
    </div>
  );
}

function ListButtons({ kind, index, count, legend }: { kind: 'author' | 'chapter'; index: number; count: number; legend: string }) {
  const t = useT(submitMessages);
  const buttons: [string, KeyOf<typeof submitMessages>, boolean][] = [
    [`move-${kind}-up:${index}`, 'moveUp', index > 0],
    [`move-${kind}-down:${index}`, 'moveDown', index < count - 1],
    [`remove-${kind}:${index}`, 'remove', count > 1],
  ];
  const shown = buttons.filter(([, , show]) => show);
  if (!shown.length) return null;
  return (
    <div className="flex flex-wrap gap-2 sm:col-span-2">
      {shown.map(([intent, label]) => (
        <Button key={intent} type="submit" variant={label === 'remove' ? 'ghost' : 'secondary'} name="intent" value={intent} formNoValidate>
          {t(label)}
          <span className="sr-only"> {legend}</span>
        </Button>
      ))}
    </div>
  );
}
