/**
 * The wizard's four draft forms. Each is the one form of the site (ValidatedForm: checked in the
 * browser by the same rule as the action, messages under the fields, focus on the first), shows
 * again what was typed after a refused post, and has a "save draft" button that skips the check.
 */
import { useRef, type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { formatNumber } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import type { FormState } from '#app/lib/form-outcome.ts';
import { answerFor, formKey, useAnswerFocus } from '#app/ui/admin/form-kit.tsx';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { DeclarationField, Group, SelectField, TextArea, TextField } from '#app/ui/field.tsx';
import { ValidatedForm } from '#app/ui/form.tsx';
import { editorialMessages, type EditorialKey } from '../messages.ts';
import { CREDIT_ROLES } from '../metadata.ts';
import { submitMessages, type SubmitKey } from '../submit-messages.ts';
import { ARTICLE_TYPES, MANUSCRIPT_LANGUAGES, SUPPLEMENTARY_MAX, type DraftStep } from '../submit-steps.ts';
import type { WizardPage } from '../submit-wizard.server.ts';
import { CheckboxGroup, DocumentInput } from './submit-fields.tsx';

const typeCheck = () => import('../submit-steps.ts').then((m) => m.checkTypeStep);
const filesCheck = () => import('../submit-steps.ts').then((m) => m.checkFilesStep);
const metadataCheck = () => import('../submit-steps.ts').then((m) => m.checkMetadataStep);
const declarationsCheck = () => import('../submit-steps.ts').then((m) => m.checkDeclarationsStep);

type DraftPage = Extract<WizardPage, { step: DraftStep }>;
interface StepProps {
  page: DraftPage;
  state: FormState<SubmitKey> | undefined;
}

/** What a step's fields show and say: what was typed after a refused post, else what the draft keeps. */
function useStep({ page, state }: StepProps) {
  const e = useT(editorialMessages);
  const mine = answerFor(state, page.step);
  const values = mine && Object.keys(mine.values).length ? mine.values : page.values;
  return {
    mine,
    value: (name: string) => values[name] ?? '',
    error: (name: string) => (mine?.errors[name] ? e(mine.errors[name] as EditorialKey) : undefined),
    message: (key: string) => e(key as EditorialKey),
  };
}

/** The frame every draft form shares: the refusal above it, and "save draft" / "save and continue". */
function StepForm({
  props,
  check,
  children,
  encType,
  submitLabel,
}: {
  props: StepProps;
  check: Parameters<typeof ValidatedForm>[0]['schema'];
  children: ReactNode;
  encType?: 'multipart/form-data';
  submitLabel?: string;
}) {
  const t = useT(submitMessages);
  const e = useT(editorialMessages);
  const ref = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const { page, state } = props;
  const mine = answerFor(state, page.step);
  useAnswerFocus(ref, mine, page.step);
  const busy = (intent: string) => navigation.state === 'submitting' && String(navigation.formData?.get('intent') ?? '') === intent;
  return (
    <ValidatedForm
      ref={ref}
      key={formKey(page.step, mine, page.step)}
      method="post"
      encType={encType}
      schema={check}
      message={(key) => e(key as EditorialKey)}
      aria-label={t(`step.${page.step}` as SubmitKey)}
      className="grid gap-6"
    >
      {mine?.message ? <Alert tone="error" title={t(mine.message)} /> : null}
      {children}
      <div className="flex flex-wrap gap-4">
        <Button type="submit" name="intent" value="continue" busy={busy('continue')}>
          {submitLabel ?? t('saveContinue')}
        </Button>
        <Button type="submit" name="intent" value="save" variant="secondary" formNoValidate busy={busy('save')}>
          {t('saveDraft')}
        </Button>
      </div>
    </ValidatedForm>
  );
}

export function TypeForm(props: StepProps) {
  const t = useT(submitMessages);
  const f = useStep(props);
  return (
    <StepForm props={props} check={typeCheck}>
      <SelectField
        label={t('articleType')}
        name="articleType"
        empty={t('choose')}
        options={ARTICLE_TYPES.map((v) => ({ value: v, label: t(`articleType.${v}`) }))}
        defaultValue={f.value('articleType')}
        error={f.error('articleType')}
      />
      <SelectField
        label={t('language')}
        name="language"
        empty={t('choose')}
        options={MANUSCRIPT_LANGUAGES.map((v) => ({ value: v, label: t(`language.${v}`) }))}
        defaultValue={f.value('language')}
        error={f.error('language')}
      />
    </StepForm>
  );
}

export function FilesForm(props: StepProps) {
  const t = useT(submitMessages);
  const locale = useLocale();
  const f = useStep(props);
  const files = props.page.files;
  const size = (bytes: number) => `${formatNumber(bytes / 1024 / 1024, locale, { maximumFractionDigits: 1 })} MB`;
  const keptLine = (kind: 'manuscript' | 'anonymised') => {
    const file = files.find((x) => x.kind === kind);
    return file ? `${t('kept', { name: file.name, size: size(file.size) })} ${t('replaceHint')}` : undefined;
  };
  const supplementary = files.filter((x) => x.kind === 'supplementary');
  return (
    <StepForm props={props} check={filesCheck} encType="multipart/form-data">
      <p>{t('filesLead')}</p>
      <DocumentInput
        name="manuscript"
        label={t('manuscript')}
        hint={keptLine('manuscript') ?? t('manuscriptHint')}
        error={f.error('manuscript')}
        kept={files.some((x) => x.kind === 'manuscript')}
      />
      <DocumentInput
        name="anonymised"
        label={t('anonymised')}
        hint={keptLine('anonymised') ?? t('anonymisedHint')}
        error={f.error('anonymised')}
        kept={files.some((x) => x.kind === 'anonymised')}
      />
      {supplementary.length ? (
        <Group legend={t('keptSupplementary')}>
          <ul className="grid gap-2">
            {supplementary.map((file) => (
              <li key={file.id} className="flex flex-wrap items-center justify-between gap-3">
                <span className="wrap-anywhere">
                  {file.name} ({size(file.size)})
                </span>
                <Button
                  type="submit"
                  name="intent"
                  value={`remove:${file.id}`}
                  variant="secondary"
                  formNoValidate
                  aria-label={t('removeFile', { name: file.name })}
                >
                  {t('remove')}
                </Button>
              </li>
            ))}
          </ul>
        </Group>
      ) : null}
      {supplementary.length < SUPPLEMENTARY_MAX ? (
        <DocumentInput
          name="supplementary"
          label={t('supplementary')}
          hint={t('supplementaryHint', { max: SUPPLEMENTARY_MAX })}
          error={f.error('supplementary')}
          kept={false}
        />
      ) : (
        <p className="text-muted">{t('supplementaryFull')}</p>
      )}
    </StepForm>
  );
}

export function MetadataForm(props: StepProps) {
  const t = useT(submitMessages);
  const e = useT(editorialMessages);
  const locale = useLocale();
  const f = useStep(props);
  const [min, max, kwMin, kwMax] = f.value('limits').split(',');
  const rows = Math.max(1, Number.parseInt(f.value('authorsRows'), 10) || 1);
  const text = (name: string, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField label={t(label as SubmitKey)} name={name} defaultValue={f.value(name)} error={f.error(name)} required {...extra} />
  );
  return (
    <StepForm props={props} check={metadataCheck}>
      <p>
        {t('metadataLead', {
          min: formatNumber(Number(min), locale),
          max: formatNumber(Number(max), locale),
          kwMin: formatNumber(Number(kwMin), locale),
          kwMax: formatNumber(Number(kwMax), locale),
        })}
      </p>
      <input type="hidden" name="limits" value={f.value('limits')} />
      <input type="hidden" name="authorsRows" value={rows} />
      {text('titlePt', 'titlePt', { lang: 'pt-BR' })}
      {text('titleEn', 'titleEn', { lang: 'en' })}
      <TextArea label={t('abstractPt')} name="abstractPt" lang="pt-BR" required defaultValue={f.value('abstractPt')} error={f.error('abstractPt')} />
      <TextArea label={t('abstractEn')} name="abstractEn" lang="en" required defaultValue={f.value('abstractEn')} error={f.error('abstractEn')} />
      {text('keywordsPt', 'keywordsPt', { hint: t('keywordsHint'), lang: 'pt-BR' })}
      {text('keywordsEn', 'keywordsEn', { hint: t('keywordsHint'), lang: 'en' })}
      <Group legend={t('authors')} id="authors">
        {f.error('authors') ? <p className="text-sm font-medium text-danger">{f.error('authors')}</p> : null}
        {Array.from({ length: rows }, (_, i) => {
          const at = (field: string) => `authors.${i}.${field}`;
          return (
            <fieldset key={i} className="grid gap-3 rounded-md border border-line p-4 sm:grid-cols-2">
              <legend className="px-1 font-semibold">{t('authorN', { n: i + 1 })}</legend>
              {text(at('name'), 'authorName', { autoComplete: i === 0 ? 'name' : 'off' })}
              {text(at('email'), 'authorEmail', { type: 'email', autoComplete: i === 0 ? 'email' : 'off' })}
              {text(at('affiliation'), 'authorAffiliation')}
              {text(at('country'), 'authorCountry', { required: false, optionalLabel: t('optional') })}
              {text(at('orcid'), 'authorOrcid', { required: false, optionalLabel: t('optional'), hint: t('orcidHint') })}
              <div className="sm:col-span-2">
                <CheckboxGroup
                  name={at('credit')}
                  legend={t('credit')}
                  options={CREDIT_ROLES.map((r) => ({ value: r, label: e(`credit.${r}`) }))}
                  checked={f.value(at('credit')).split(',')}
                  error={f.error(at('credit'))}
                />
              </div>
              {rows > 1 ? (
                <div className="sm:col-span-2">
                  <Button type="submit" name="intent" value={`remove-author:${i}`} variant="secondary" formNoValidate>
                    {t('removeAuthor', { n: i + 1 })}
                  </Button>
                </div>
              ) : null}
            </fieldset>
          );
        })}
        <div>
          <Button type="submit" name="intent" value="add-author" variant="secondary" formNoValidate>
            {t('addAuthor')}
          </Button>
        </div>
      </Group>
      <TextArea
        label={t('funding')}
        name="funding"
        hint={t('fundingHint')}
        optionalLabel={t('optional')}
        defaultValue={f.value('funding')}
        error={f.error('funding')}
      />
      <TextArea
        label={t('dataAvailability')}
        name="dataAvailability"
        hint={t('dataAvailabilityHint')}
        optionalLabel={t('optional')}
        defaultValue={f.value('dataAvailability')}
        error={f.error('dataAvailability')}
      />
    </StepForm>
  );
}

export function DeclarationsForm(props: StepProps) {
  const t = useT(submitMessages);
  const f = useStep(props);
  return (
    <StepForm props={props} check={declarationsCheck} submitLabel={t('submit')}>
      <p>{t('declarationsLead')}</p>
      <input type="hidden" name="submitKey" value={props.page.submitKey} />
      {(['original', 'notUnderReview', 'ethics'] as const).map((name) => (
        <DeclarationField key={name} name={name} label={t(name)} checked={f.value(name) !== ''} error={f.error(name)} />
      ))}
      <TextArea
        label={t('conflicts')}
        name="conflicts"
        hint={t('conflictsHint')}
        optionalLabel={t('optional')}
        defaultValue={f.value('conflicts')}
        error={f.error('conflicts')}
      />
      <DeclarationField
        name="conflictsConfirmed"
        label={t('conflictsConfirmed')}
        checked={f.value('conflictsConfirmed') !== ''}
        error={f.error('conflictsConfirmed')}
      />
      <TextArea
        label={t('coverLetter')}
        name="coverLetter"
        hint={t('coverLetterHint')}
        optionalLabel={t('optional')}
        defaultValue={f.value('coverLetter')}
        error={f.error('coverLetter')}
      />
    </StepForm>
  );
}
