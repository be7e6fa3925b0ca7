/** A chapter's, paper's or article's form: bilingual texts side by side, contributors, pages, DOI. */
import { useRef } from 'react';
import { useT } from '#app/i18n/messages.ts';
import { Button } from '#app/ui/button.tsx';
import { TextArea, TextField, CheckboxField, FileField, Group, SelectField } from '#app/ui/field.tsx';
import { adminCatalogMessages } from '../messages.ts';
import type { FormState } from '../outcome.ts';
import { WORK_LANGUAGES } from '../choices.ts';
import { hasOriginalTexts, translationLanguage } from '#app/lib/multilingual.ts';
import { Bilingual, CatalogForm, formKey, LanguageColumns, useFormFocus, type FormView } from './form-kit.tsx';
import { ContributorRows } from './rows-fieldset.tsx';
import { useBusy } from '#app/ui/use-busy.ts';

const partCheck = () => import('../part.schema.ts').then((m) => m.checkPart);
const articleCheck = () => import('../part.schema.ts').then((m) => m.checkArticle);

export interface PartFormProps {
  view: FormView;
  state: FormState | undefined;
  version: string;
  saveLabel: string;
  /**
   * Articles: section, language, a PDF (the stored one, if any), the full text and its translation;
   * `translationDois`: the journal gives translations their own DOI.
   */
  article?: { pdfFile: string | null; hasFullText?: boolean; hasTranslation?: boolean; translationDois?: boolean };
  /** A chapter or paper: its work's language (an article chooses its own). */
  language?: string;
}

/** The title, abstract and keywords in the text's own language, for a text in neither Portuguese nor English (decision 0020). */
function OriginalTexts({ view, lang }: { view: FormView; lang?: string }) {
  const t = useT(adminCatalogMessages);
  const label = (field: string) => t('inOwnLanguage', { field });
  return (
    <div className="grid gap-4 border-t border-line pt-4">
      <p className="text-sm text-muted">{t('originalTextsHint')}</p>
      <TextField
        label={label(t('title'))}
        name="titleOriginal"
        defaultValue={view.value('titleOriginal')}
        error={view.error('titleOriginal')}
        maxLength={500}
        lang={lang}
      />
      <TextArea
        label={label(t('abstract'))}
        name="abstractOriginal"
        rows={6}
        defaultValue={view.value('abstractOriginal')}
        error={view.error('abstractOriginal')}
        maxLength={20000}
        lang={lang}
      />
      <TextField
        label={label(t('keywords'))}
        name="keywordsOriginal"
        defaultValue={view.value('keywordsOriginal')}
        error={view.error('keywordsOriginal')}
        hint={t('keywordsHint')}
        maxLength={2000}
        lang={lang}
      />
    </div>
  );
}

export function PartForm({ view, state, version, saveLabel, article, language }: PartFormProps) {
  const t = useT(adminCatalogMessages);
  const busy = useBusy();
  const formRef = useRef<HTMLFormElement>(null);
  useFormFocus(formRef, state);
  const save = (
    <div>
      <Button type="submit" name="intent" value="save" busy={busy('save')}>
        {saveLabel}
      </Button>
    </div>
  );
  return (
    <CatalogForm check={article ? articleCheck : partCheck} ref={formRef} key={formKey(version, state)} className="grid gap-6" aria-label={saveLabel}>
      {save}
      <Group legend={t('texts')}>
        <p className="text-sm text-muted">{t('textsHint')}</p>
        <LanguageColumns />
        <Bilingual view={view} field="title" label={t('title')} maxLength={500} />
        {/* No maxLength: a pasted text past the limit is kept and the message says so, rather than cut unseen. */}
        <Bilingual view={view} field="abstract" label={t('abstract')} hint={t('abstractHint')} multiline />
        <Bilingual view={view} field="keywords" label={t('keywords')} hint={t('keywordsHint')} maxLength={2000} />
        {/* An article may be in any language; a chapter or paper is in its work's. */}
        {article ? <OriginalTexts view={view} /> : language && hasOriginalTexts(language) ? <OriginalTexts view={view} lang={language} /> : null}
        {/* The browser's check knows the texts' language (the server reads the work's). */}
        {!article && language ? <input type="hidden" name="language" value={language} /> : null}
      </Group>
      <ContributorRows view={view} legend={t('authors')} />
      <Group legend={t('details')}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {article ? (
            <>
              <TextField
                label={t('section')}
                name="section"
                defaultValue={view.value('section')}
                error={view.error('section')}
                hint={t('sectionHint')}
                maxLength={120}
              />
              <SelectField
                label={t('language')}
                name="language"
                defaultValue={view.value('language') || 'pt'}
                error={view.error('language')}
                options={WORK_LANGUAGES.map((code) => ({ value: code, label: t(`lang.${code}`) }))}
              />
            </>
          ) : null}
          <TextField
            label={t('firstPage')}
            name="firstPage"
            inputMode="numeric"
            defaultValue={view.value('firstPage')}
            error={view.error('firstPage')}
            maxLength={6}
          />
          <TextField
            label={t('lastPage')}
            name="lastPage"
            inputMode="numeric"
            defaultValue={view.value('lastPage')}
            error={view.error('lastPage')}
            maxLength={6}
          />
          <TextField label="DOI" name="doi" defaultValue={view.value('doi')} error={view.error('doi')} hint={t('doiHint')} maxLength={300} spellCheck={false} />
          {article ? (
            <>
              <TextField
                label={t('articleReceivedOn')}
                name="receivedOn"
                type="date"
                defaultValue={view.value('receivedOn')}
                error={view.error('receivedOn')}
              />
              <TextField
                label={t('articleAcceptedOn')}
                name="acceptedOn"
                type="date"
                defaultValue={view.value('acceptedOn')}
                error={view.error('acceptedOn')}
              />
            </>
          ) : null}
          {article?.translationDois ? (
            <TextField
              label={t('doiTranslation')}
              name="doiTranslation"
              defaultValue={view.value('doiTranslation')}
              error={view.error('doiTranslation')}
              hint={t('doiTranslationHint')}
              maxLength={300}
              spellCheck={false}
            />
          ) : null}
        </div>
      </Group>
      <Group legend={t('referencesLegend')}>
        <TextArea
          label={t('references')}
          name="references"
          rows={6}
          defaultValue={view.value('references')}
          error={view.error('references')}
          hint={t('referencesHint')}
          maxLength={200000}
        />
        <TextArea
          label={t('funding')}
          name="funding"
          rows={2}
          defaultValue={view.value('funding')}
          error={view.error('funding')}
          hint={t('fundingHint')}
          maxLength={10000}
        />
        {article ? (
          <TextArea
            label={t('dataAvailability')}
            name="dataAvailability"
            rows={2}
            defaultValue={view.value('dataAvailability')}
            error={view.error('dataAvailability')}
            hint={t('dataAvailabilityHint')}
            maxLength={5000}
          />
        ) : null}
      </Group>
      {article ? (
        <Group legend="PDF">
          <FileField
            label={article.pdfFile ? t('replacePdf') : t('pdfFile')}
            name="pdf"
            accept="application/pdf,.pdf"
            hint={t('pdfHint')}
            error={view.error('pdf')}
          />
          {article.pdfFile ? (
            <CheckboxField label={t('removePdf')} name="removePdf" defaultChecked={false} hint={t('currentFile', { file: article.pdfFile })} />
          ) : null}
        </Group>
      ) : null}
      {article ? (
        <Group legend={t('fullTextLegend')}>
          <FileField
            label={article.hasFullText ? t('replaceFullText') : t('fullTextFile')}
            name="fullText"
            accept=".xml,.html,.htm,.md,.markdown,application/xml,text/xml,text/html,text/markdown"
            hint={t('fullTextHint')}
            error={view.error('fullText')}
          />
          {article.hasFullText ? <CheckboxField label={t('removeFullText')} name="removeFullText" defaultChecked={false} /> : null}
          <FileField
            label={article.hasTranslation ? t('replaceTranslation') : t('translationFile')}
            name="fullTextTranslation"
            accept=".xml,.html,.htm,.md,.markdown,application/xml,text/xml,text/html,text/markdown"
            hint={t('translationHint', { language: t(`into.${translationLanguage(view.value('language') || 'pt')}`) })}
            error={view.error('fullTextTranslation')}
          />
          {article.hasTranslation ? <CheckboxField label={t('removeTranslation')} name="removeFullTextTranslation" defaultChecked={false} /> : null}
          <div>
            {/* The server fills what the document states before checking the form. */}
            <Button type="submit" name="intent" value="from-jats" variant="secondary" formNoValidate aria-describedby="save-from-jats-hint">
              {t('saveFromJats')}
            </Button>
            <p id="save-from-jats-hint" className="mt-1 text-sm text-muted">
              {t('saveFromJatsHint')}
            </p>
          </div>
        </Group>
      ) : null}
      {save}
    </CatalogForm>
  );
}
