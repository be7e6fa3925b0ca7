import { useEffect, useRef } from 'react';
import { Form, useNavigation, useSearchParams } from 'react-router';
import { useT, type KeyOf } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { CheckboxField, SelectField, TextArea, TextField } from '#app/ui/field.tsx';
import { ValidatedForm } from '#app/ui/form.tsx';
import { Link } from '#app/ui/link.tsx';
import { DIGEST_FORM, NEW_GROUP_FORM, type GroupFormState } from '../group-page-forms.ts';
import type { groupsPage } from '../group-pages.server.ts';
import { groupMessages } from '../messages.ts';

const groupSchema = () => import('../group.schema.ts').then((m) => m.groupSchema);

type Page = Awaited<ReturnType<typeof groupsPage>>;

/** My reading groups, the form to start one, and the export of my shared annotations. */
export function GroupsPage({ page, state }: { page: Page; state: GroupFormState | undefined }) {
  const t = useT(groupMessages);
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state?.form === NEW_GROUP_FORM) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state]);
  const invalid = state?.form === NEW_GROUP_FORM ? state : null;
  const typed = invalid?.values ?? {};
  const error = (field: string) => (invalid?.errors[field] ? t(invalid.errors[field] as KeyOf<typeof groupMessages>) : undefined);
  const digestSaving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'digest';
  const done = params.get('done');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10">
      <div>
        <p>
          <Link to="/account" className="text-brand underline">
            {t('backToAccount')}
          </Link>
        </p>
        <h1 className="mt-2 font-serif text-4xl font-semibold tracking-tight">{t('myGroups')}</h1>
        <p className="mt-2 text-muted">{t('myGroupsLead')}</p>
      </div>
      <div aria-live="polite">
        {done === 'left' ? <Alert tone="success" title={t('left')} /> : done === 'deleted' ? <Alert tone="success" title={t('deleted')} /> : null}
      </div>
      <section aria-labelledby="my-groups">
        <h2 id="my-groups" className="sr-only">
          {t('myGroups')}
        </h2>
        {page.groups.length === 0 ? (
          <p className="rounded-md border border-line bg-surface p-6">{t('noGroups')}</p>
        ) : (
          <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
            {page.groups.map((group) => (
              <li key={group.id} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
                <Link to={`/groups/${group.id}`} className="font-medium text-brand underline">
                  {group.name}
                </Link>
                <span className="text-sm text-muted">
                  {t(`role.${group.role}`)} · {t(`privacyShort.${group.privacy}`)}
                  {group.closedAt ? ` · ${t('closed')}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="new-group" className="rounded-lg border border-line bg-surface p-5">
        <h2 id="new-group" className="text-xl font-semibold">
          {t('createTitle')}
        </h2>
        {page.works.length === 0 ? (
          <p className="mt-2">{t('noWorks')}</p>
        ) : (
          <>
            <div aria-live="polite">{invalid?.message ? <Alert tone="error" title={t(invalid.message)} /> : null}</div>
            <ValidatedForm
              method="post"
              ref={formRef}
              schema={groupSchema}
              message={(key) => t(key as KeyOf<typeof groupMessages>)}
              className="mt-3 flex flex-col gap-4"
            >
              <TextField label={t('nameLabel')} name="name" required maxLength={120} defaultValue={typed.name ?? ''} error={error('name')} />
              <TextArea
                label={t('descriptionLabel')}
                name="description"
                hint={t('descriptionHint')}
                maxLength={2000}
                defaultValue={typed.description ?? ''}
                error={error('description')}
              />
              <SelectField
                label={t('workLabel')}
                name="work"
                hint={t('workHint')}
                options={page.works}
                defaultValue={typed.work ?? page.works[0]!.value}
                error={error('work')}
              />
              <SelectField
                label={t('privacyLabel')}
                name="privacy"
                options={[
                  { value: 'private', label: t('privacy.private') },
                  { value: 'public', label: t('privacy.public') },
                ]}
                defaultValue={typed.privacy ?? 'private'}
                error={error('privacy')}
              />
              <Button type="submit" busy={navigation.state === 'submitting' && !digestSaving} busyLabel={t('creating')} className="self-start">
                {t('create')}
              </Button>
            </ValidatedForm>
          </>
        )}
      </section>
      <section aria-labelledby="digest" className="rounded-lg border border-line bg-surface p-5">
        <h2 id="digest" className="text-xl font-semibold">
          {t('digestSection')}
        </h2>
        <div aria-live="polite">{state?.form === DIGEST_FORM && state.message ? <Alert tone="success" title={t(state.message)} /> : null}</div>
        <Form method="post" noValidate className="mt-3 flex flex-col gap-3">
          <input type="hidden" name="intent" value="digest" />
          <CheckboxField label={t('digestLabel')} hint={t('digestHint')} name="digest" defaultChecked={page.digest} key={String(page.digest)} />
          <Button type="submit" variant="secondary" busy={digestSaving} busyLabel={t('digestSave')} className="self-start">
            {t('digestSave')}
          </Button>
        </Form>
      </section>
      <section aria-labelledby="export-mine">
        <h2 id="export-mine" className="text-xl font-semibold">
          {t('exportTitle')}
        </h2>
        <p className="mt-2 flex flex-wrap gap-4">
          <a href="/account/groups/annotations.jsonld" download className="text-brand underline">
            {t('exportJson')}
          </a>
          <a href="/account/groups/annotations.md" download className="text-brand underline">
            {t('exportMarkdown')}
          </a>
        </p>
      </section>
    </div>
  );
}
