/** A format's form: print (prices, stock, shipping size) or ebook (prices, EPUB and PDF files). */
import { useRef } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '#app/i18n/messages.ts';
import { Button } from '#app/ui/button.tsx';
import { TextField, CheckboxField, FileField, Group } from '#app/ui/field.tsx';
import { FORMAT_KINDS } from '../choices.ts';
import { adminCatalogMessages } from '../messages.ts';
import type { FormState } from '../outcome.ts';
import { CatalogForm, formKey, useFormFocus, type FormView } from './form-kit.tsx';

const formatCheck = () => import('../format.schema.ts').then((m) => m.checkFormat);

export interface FormatFormProps {
  view: FormView;
  state: FormState | undefined;
  /** Null for a new format (the kind is chosen here). */
  format: { kind: 'print' | 'ebook'; epubFile: string | null; pdfFile: string | null; version: string } | null;
  suggestedSlug: string;
  workSlug: string;
}

export function FormatForm({ view, state, format, suggestedSlug, workSlug }: FormatFormProps) {
  const t = useT(adminCatalogMessages);
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  useFormFocus(formRef, state);
  const isNew = format === null;
  const kind = format?.kind ?? (view.value('kind') === 'ebook' ? 'ebook' : 'print');
  // Whole class names, so that Tailwind finds them.
  const only = (which: 'print' | 'ebook') =>
    !isNew ? '' : which === 'print' ? 'hidden group-has-[#kind-print:checked]:block' : 'hidden group-has-[#kind-ebook:checked]:block';
  const money = t('moneyHint');
  return (
    <CatalogForm check={formatCheck} ref={formRef} key={formKey(format?.version ?? 'new', state)} className="group grid gap-6" aria-label={t('formatForm')}>
      {/* A stored format's kind is fixed: the browser's check reads it here (the action reads it from the database). */}
      {isNew ? null : <input type="hidden" name="kind" value={kind} />}
      {isNew ? (
        <fieldset className="rounded-lg border border-line bg-surface p-5">
          <legend className="px-1 text-lg font-semibold">{t('formatKind')}</legend>
          <div className="flex flex-wrap gap-6">
            {FORMAT_KINDS.map((option) => (
              <label key={option} htmlFor={`kind-${option}`} className="flex min-h-11 items-center gap-2">
                <input type="radio" id={`kind-${option}`} name="kind" value={option} defaultChecked={kind === option} className="size-5" />
                {t(`kind.${option}`)}
              </label>
            ))}
          </div>
          {view.error('kind') ? <p className="mt-1 text-sm font-medium text-danger">{view.error('kind')}</p> : null}
        </fieldset>
      ) : null}
      <Group legend={t('sale')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('slug')}
            name="slug"
            defaultValue={view.value('slug')}
            error={view.error('slug')}
            hint={t('formatSlugHint', { example: isNew ? `${workSlug}-impresso / ${workSlug}-ebook` : suggestedSlug })}
            maxLength={120}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            spellCheck={false}
            autoComplete="off"
          />
          <TextField
            label="ISBN-13"
            name="isbn"
            defaultValue={view.value('isbn')}
            error={view.error('isbn')}
            hint={t('isbnHint')}
            maxLength={30}
            inputMode="numeric"
            autoComplete="off"
          />
          <TextField
            label={t('priceBrl')}
            name="priceBrl"
            inputMode="decimal"
            defaultValue={view.value('priceBrl')}
            error={view.error('priceBrl')}
            hint={money}
            maxLength={14}
          />
          <TextField
            label={t('priceUsd')}
            name="priceUsd"
            inputMode="decimal"
            defaultValue={view.value('priceUsd')}
            error={view.error('priceUsd')}
            hint={money}
            maxLength={14}
          />
        </div>
        <p className="text-sm text-muted">{t('priceEmptyHint')}</p>
      </Group>
      {isNew || kind === 'print' ? (
        <Group legend={t('printDetails')} className={only('print')}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <TextField
              label={t('stock')}
              name="stock"
              inputMode="numeric"
              defaultValue={view.value('stock')}
              error={view.error('stock')}
              hint={t('stockHint')}
              maxLength={7}
            />
            <TextField
              label={t('weightGrams')}
              name="weightGrams"
              inputMode="numeric"
              defaultValue={view.value('weightGrams')}
              error={view.error('weightGrams')}
              maxLength={6}
            />
            <TextField
              label={t('widthMm')}
              name="widthMm"
              inputMode="numeric"
              defaultValue={view.value('widthMm')}
              error={view.error('widthMm')}
              maxLength={4}
            />
            <TextField
              label={t('heightMm')}
              name="heightMm"
              inputMode="numeric"
              defaultValue={view.value('heightMm')}
              error={view.error('heightMm')}
              maxLength={4}
            />
            <TextField
              label={t('depthMm')}
              name="depthMm"
              inputMode="numeric"
              defaultValue={view.value('depthMm')}
              error={view.error('depthMm')}
              maxLength={4}
            />
          </div>
        </Group>
      ) : null}
      {isNew || kind === 'ebook' ? (
        <Group legend={t('ebookFiles')} className={only('ebook')}>
          <div className="grid gap-4 md:grid-cols-2">
            <div className="grid content-start gap-2">
              <FileField
                label={format?.epubFile ? t('replaceEpub') : t('epubFile')}
                name="epub"
                accept="application/epub+zip,.epub"
                hint={t('epubHint')}
                error={view.error('epub')}
              />
              {format?.epubFile ? (
                <CheckboxField label={t('removeEpub')} name="removeEpub" defaultChecked={false} hint={t('currentFile', { file: format.epubFile })} />
              ) : null}
            </div>
            <div className="grid content-start gap-2">
              <FileField
                label={format?.pdfFile ? t('replacePdf') : t('pdfFile')}
                name="pdf"
                accept="application/pdf,.pdf"
                hint={t('pdfHint')}
                error={view.error('pdf')}
              />
              {format?.pdfFile ? (
                <CheckboxField label={t('removePdf')} name="removePdf" defaultChecked={false} hint={t('currentFile', { file: format.pdfFile })} />
              ) : null}
            </div>
          </div>
        </Group>
      ) : null}
      <div>
        <Button type="submit" name="intent" value="save" busy={navigation.state === 'submitting'}>
          {t('saveFormat')}
        </Button>
      </div>
    </CatalogForm>
  );
}
