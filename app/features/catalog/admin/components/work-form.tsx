/**
 * The work form: one multipart form with several buttons (save, publish / unpublish, add or
 * remove rows). On a new work the type is chosen here and the journal / proceedings fields
 * appear with it (CSS :has, so it works without JavaScript); after creation the type is fixed.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '#app/i18n/messages.ts';
import type { PublicationType } from '#app/lib/db/schema.ts';
import { Button } from '#app/ui/button.tsx';
import { TextArea, TextField, CheckboxField, FileField, Group, SelectField } from '#app/ui/field.tsx';
import { Image } from '#app/ui/image.tsx';
import { idList } from '#app/lib/form-values.ts';
import { slugify } from '#app/lib/identifiers.ts';
import { adminCatalogMessages } from '../messages.ts';
import type { FormState } from '../outcome.ts';
import { LICENSES, WORK_LANGUAGES, WORK_TYPES } from '../choices.ts';
import { Bilingual, CatalogForm, formKey, LanguageColumns, useFormFocus, type FormView } from './form-kit.tsx';
import { ContributorRows, TeamRows } from './rows-fieldset.tsx';
import { useBusy } from '#app/ui/use-busy.ts';

const workCheck = () => import('../work.schema.ts').then((m) => m.checkWork);

export interface WorkFormProps {
  view: FormView;
  state: FormState | undefined;
  /** Null for a new work (the type is chosen in the form). */
  work: { type: PublicationType; status: 'draft' | 'published'; version: string; cover: { src: string; width: number; height: number } | null } | null;
  options: { collections: { id: number; name: string }[]; subjects: { id: number; name: string }[]; events: { id: number; name: string }[] };
}

/** 'CC-BY-NC-4.0' → 'CC BY-NC 4.0', as Creative Commons writes it. */
const licenseName = (id: string) => id.replace(/^CC-/, 'CC ').replace(/-(\d)/, ' $1');

/** On a new work, a fieldset shows only while its type is chosen (whole class names: Tailwind reads them from here). */
const shownWith: Record<PublicationType, string> = {
  book: 'hidden group-has-[#type-book:checked]:block',
  journal: 'hidden group-has-[#type-journal:checked]:block',
  proceedings: 'hidden group-has-[#type-proceedings:checked]:block',
};
const onlyFor = (type: PublicationType, isNew: boolean) => (isNew ? shownWith[type] : '');

export function WorkForm({ view, state, work, options }: WorkFormProps) {
  const t = useT(adminCatalogMessages);
  const formRef = useRef<HTMLFormElement>(null);
  useFormFocus(formRef, state);
  const isNew = work === null;
  const type = (work?.type ?? view.value('type')) || 'book';
  const [suggestion, setSuggestion] = useState(() => slugify(view.value('titlePt') || view.value('titleEn')));
  const busy = useBusy();
  const chosenSubjects = new Set(idList(view.value('subjects')));
  const money = t('moneyHint');

  const suggestFrom = (form: HTMLFormElement) => {
    const title =
      (form.elements.namedItem('titlePt') as HTMLInputElement | null)?.value || (form.elements.namedItem('titleEn') as HTMLInputElement | null)?.value || '';
    setSuggestion(slugify(title));
  };
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.name === 'titlePt' || target.name === 'titleEn') suggestFrom(event.currentTarget);
  };
  // A title typed before the page's script ran still suggests its address.
  useEffect(() => {
    if (formRef.current) suggestFrom(formRef.current);
  }, []);

  const actions = (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" name="intent" value="save" busy={busy('save')}>
        {isNew ? t('saveDraft') : t('save')}
      </Button>
      {work?.status === 'published' ? (
        <Button type="submit" name="intent" value="unpublish" variant="secondary" busy={busy('unpublish')}>
          {t('unpublish')}
        </Button>
      ) : (
        <Button type="submit" name="intent" value="publish" variant="secondary" busy={busy('publish')}>
          {isNew ? t('saveAndPublish') : t('publish')}
        </Button>
      )}
    </div>
  );

  return (
    <CatalogForm
      check={workCheck}
      ref={formRef}
      key={formKey(work?.version ?? 'new', state)}
      onInput={onInput}
      className="group grid gap-6"
      aria-label={t('workForm')}
    >
      {actions}
      {/* A stored work's type is fixed: the browser's check reads it here (the action reads it from the database). */}
      {isNew ? null : <input type="hidden" name="type" value={type} />}
      {isNew ? (
        <fieldset className="rounded-lg border border-line bg-surface p-5">
          <legend className="px-1 text-lg font-semibold">{t('workType')}</legend>
          <p className="text-sm text-muted">{t('workTypeHint')}</p>
          <div className="mt-2 flex flex-wrap gap-6">
            {WORK_TYPES.map((option) => (
              <label key={option} className="flex min-h-11 items-center gap-2" htmlFor={`type-${option}`}>
                <input type="radio" id={`type-${option}`} name="type" value={option} defaultChecked={type === option} className="size-5" />
                {t(`type.${option}`)}
              </label>
            ))}
          </div>
          {view.error('type') ? <p className="mt-1 text-sm font-medium text-danger">{view.error('type')}</p> : null}
        </fieldset>
      ) : null}

      <Group legend={t('texts')}>
        <p className="text-sm text-muted">{t('textsHint')}</p>
        <LanguageColumns />
        <Bilingual view={view} field="title" label={t('title')} maxLength={300} />
        <Bilingual view={view} field="subtitle" label={t('subtitle')} maxLength={300} />
        {/* No maxLength: a pasted text past the limit is kept and the message says so, rather than cut unseen. */}
        <Bilingual view={view} field="abstract" label={t('abstract')} hint={t('abstractHint')} multiline />
        <Bilingual view={view} field="keywords" label={t('keywords')} hint={t('keywordsHint')} maxLength={2000} />
      </Group>

      <Group legend={t('address')}>
        <TextField
          label={t('slug')}
          name="slug"
          defaultValue={view.value('slug')}
          error={view.error('slug')}
          hint={t('slugHint')}
          placeholder={suggestion || undefined}
          maxLength={120}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          autoComplete="off"
          spellCheck={false}
        />
      </Group>

      <ContributorRows view={view} />

      <Group legend={t('details')}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <SelectField
            label={t('language')}
            name="language"
            defaultValue={view.value('language') || 'pt'}
            error={view.error('language')}
            options={WORK_LANGUAGES.map((code) => ({ value: code, label: t(`lang.${code}`) }))}
          />
          <SelectField
            label={t('collection')}
            name="collectionId"
            defaultValue={view.value('collectionId')}
            error={view.error('collectionId')}
            empty={t('noCollection')}
            options={options.collections.map((c) => ({ value: String(c.id), label: c.name }))}
          />
          <TextField label={t('publishedOn')} name="publishedOn" type="date" defaultValue={view.value('publishedOn')} error={view.error('publishedOn')} />
          <TextField label={t('edition')} name="edition" inputMode="numeric" defaultValue={view.value('edition')} error={view.error('edition')} maxLength={2} />
          <TextField label={t('pages')} name="pages" inputMode="numeric" defaultValue={view.value('pages')} error={view.error('pages')} maxLength={6} />
          <TextField label="DOI" name="doi" defaultValue={view.value('doi')} error={view.error('doi')} hint={t('doiHint')} maxLength={300} spellCheck={false} />
          <SelectField
            label={t('license')}
            name="license"
            defaultValue={view.value('license') || 'none'}
            error={view.error('license')}
            options={[...LICENSES.map((l) => ({ value: l, label: licenseName(l) })), { value: 'none', label: t('allRightsReserved') }]}
          />
        </div>
        <CheckboxField label={t('openAccess')} name="openAccess" defaultChecked={view.value('openAccess') === 'on'} hint={t('openAccessHint')} />
        <fieldset>
          <legend className="font-medium">{t('subjects')}</legend>
          {options.subjects.length === 0 ? (
            <p className="text-sm text-muted">{t('noSubjects')}</p>
          ) : (
            <div className="mt-1 grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
              {options.subjects.map((subject) => (
                <label key={subject.id} className="flex min-h-11 items-center gap-2">
                  <input type="checkbox" name="subjects" value={subject.id} defaultChecked={chosenSubjects.has(subject.id)} className="size-5" />
                  {subject.name}
                </label>
              ))}
            </div>
          )}
          {view.error('subjects') ? <p className="text-sm font-medium text-danger">{view.error('subjects')}</p> : null}
        </fieldset>
      </Group>

      {isNew || type === 'proceedings' ? (
        <Group legend={t('proceedingsDetails')} className={onlyFor('proceedings', isNew)}>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t('event')}
              name="eventId"
              defaultValue={view.value('eventId')}
              error={view.error('eventId')}
              empty={t('noEvent')}
              hint={t('eventHint')}
              options={options.events.map((e) => ({ value: String(e.id), label: e.name }))}
            />
            <TextField label={t('volume')} name="volume" inputMode="numeric" defaultValue={view.value('volume')} error={view.error('volume')} maxLength={3} />
            <TextField
              label={t('seriesIssn')}
              name="seriesIssn"
              defaultValue={view.value('seriesIssn')}
              error={view.error('seriesIssn')}
              hint={t('seriesIssnHint')}
              maxLength={9}
              spellCheck={false}
            />
          </div>
        </Group>
      ) : null}

      {isNew || type === 'journal' ? (
        <div className={`space-y-6 ${onlyFor('journal', isNew)}`}>
          <Group legend={t('journalDetails')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="ISSN" name="issn" defaultValue={view.value('issn')} error={view.error('issn')} hint={t('issnHint')} maxLength={20} />
              <TextField label="e-ISSN" name="eissn" defaultValue={view.value('eissn')} error={view.error('eissn')} hint={t('issnHint')} maxLength={20} />
              <TextField
                label={t('submissionUrl')}
                name="submissionUrl"
                type="url"
                defaultValue={view.value('submissionUrl')}
                error={view.error('submissionUrl')}
                hint={t('submissionUrlHint')}
                maxLength={500}
              />
            </div>
            <CheckboxField label={t('callForPapersOpen')} name="callForPapersOpen" defaultChecked={view.value('callForPapersOpen') === 'on'} />
            <CheckboxField
              label={t('translationDois')}
              name="translationDois"
              defaultChecked={view.value('translationDois') === 'on'}
              hint={t('translationDoisHint')}
            />
          </Group>
          <Group legend={t('guidelines')}>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {(
                [
                  'issuesPerYear',
                  'wordsMin',
                  'wordsMax',
                  'abstractWordsMin',
                  'abstractWordsMax',
                  'keywordsMin',
                  'keywordsMax',
                  'feedbackDays',
                  'reviewers',
                ] as const
              ).map((name) => (
                <TextField
                  key={name}
                  label={t(`j.${name}`)}
                  name={name}
                  inputMode="numeric"
                  defaultValue={view.value(name)}
                  error={view.error(name)}
                  maxLength={6}
                />
              ))}
              {(['feeBrl', 'feeUsd', 'languageReviewBrl', 'translationBrlPerWord'] as const).map((name) => (
                <TextField
                  key={name}
                  label={t(`j.${name}`)}
                  name={name}
                  inputMode="decimal"
                  defaultValue={view.value(name)}
                  error={view.error(name)}
                  hint={money}
                  maxLength={14}
                />
              ))}
            </div>
            <div className="grid gap-4 md:grid-cols-2">
              <TextArea
                label={t('inPortuguese', { field: t('guidelinesText') })}
                name="guidelinesPt"
                lang="pt-BR"
                rows={8}
                defaultValue={view.value('guidelinesPt')}
                error={view.error('guidelinesPt')}
              />
              <TextArea
                label={t('inEnglish', { field: t('guidelinesText') })}
                name="guidelinesEn"
                lang="en"
                rows={8}
                defaultValue={view.value('guidelinesEn')}
                error={view.error('guidelinesEn')}
              />
            </div>
          </Group>
          <TeamRows view={view} />
        </div>
      ) : null}

      <Group legend={t('cover')}>
        {work?.cover ? (
          <div className="flex items-start gap-4">
            <Image
              src={work.cover.src}
              alt={t('currentCover')}
              width={work.cover.width}
              height={work.cover.height}
              sizes="8rem"
              className="h-auto w-32 rounded border border-line"
            />
            <CheckboxField label={t('removeCover')} name="removeCover" defaultChecked={false} />
          </div>
        ) : null}
        <FileField
          label={work?.cover ? t('replaceCover') : t('coverFile')}
          name="cover"
          accept="image/jpeg,image/png,image/webp"
          hint={t('coverHint')}
          error={view.error('cover')}
        />
      </Group>

      {actions}
    </CatalogForm>
  );
}
