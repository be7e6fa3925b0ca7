/** A journal issue's form: volume, number, year, titles, date, status, cover. */
import { useRef } from 'react';
import { useT } from '#app/i18n/messages.ts';
import { Button } from '#app/ui/button.tsx';
import { TextField, CheckboxField, FileField, Group, SelectField } from '#app/ui/field.tsx';
import { adminCatalogMessages } from '../messages.ts';
import type { FormState } from '../outcome.ts';
import { Bilingual, CatalogForm, formKey, useFormFocus, type FormView } from './form-kit.tsx';
import { useBusy } from '#app/ui/use-busy.ts';

const issueCheck = () => import('../issue.schema.ts').then((m) => m.checkIssue);

export function IssueForm({ view, state, version, cover }: { view: FormView; state: FormState | undefined; version: string; cover: string | null }) {
  const t = useT(adminCatalogMessages);
  const busy = useBusy();
  const formRef = useRef<HTMLFormElement>(null);
  useFormFocus(formRef, state);
  return (
    <CatalogForm check={issueCheck} ref={formRef} key={formKey(version, state)} className="grid gap-6" aria-label={t('issueForm')}>
      <Group legend={t('issueDetails')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('volume')}
            name="volume"
            inputMode="numeric"
            required
            defaultValue={view.value('volume')}
            error={view.error('volume')}
            maxLength={3}
          />
          <TextField
            label={t('number')}
            name="number"
            inputMode="numeric"
            required
            defaultValue={view.value('number')}
            error={view.error('number')}
            maxLength={2}
          />
          <TextField label={t('year')} name="year" inputMode="numeric" required defaultValue={view.value('year')} error={view.error('year')} maxLength={4} />
          <TextField label={t('publishedOn')} name="publishedOn" type="date" defaultValue={view.value('publishedOn')} error={view.error('publishedOn')} />
          <SelectField
            label={t('status')}
            name="status"
            defaultValue={view.value('status') || 'draft'}
            error={view.error('status')}
            hint={t('issueStatusHint')}
            options={[
              { value: 'draft', label: t('status.draft') },
              { value: 'published', label: t('status.published') },
            ]}
          />
        </div>
        <Bilingual view={view} field="title" label={t('issueTitle')} hint={t('issueTitleHint')} maxLength={300} />
      </Group>
      <Group legend={t('cover')}>
        {cover ? <CheckboxField label={t('removeCover')} name="removeCover" defaultChecked={false} hint={t('currentFile', { file: cover.slice(1) })} /> : null}
        <FileField
          label={cover ? t('replaceCover') : t('coverFile')}
          name="cover"
          accept="image/jpeg,image/png,image/webp"
          hint={t('coverHint')}
          error={view.error('cover')}
        />
      </Group>
      <div>
        <Button type="submit" name="intent" value="save" busy={busy('save')}>
          {t('saveIssue')}
        </Button>
      </div>
    </CatalogForm>
  );
}
