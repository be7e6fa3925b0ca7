import { z } from 'zod';
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/user';
import { listAuthorWorks } from '#app/features/catalog/admin/authors.server.ts';
import { AuthorWorks } from '#app/features/catalog/admin/components/author-works.tsx';
import { adminMessages } from '#app/features/admin/messages.ts';
import { getUserDetail, sendPasswordResetByAdmin, setUserDisabled, updateUserByAdmin, type AdminChangeError } from '#app/features/admin/users.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { ReadingGrants } from '#app/features/reader/components/reading-grants.tsx';
import { grantMessages } from '#app/features/reader/grant-messages.ts';
import { grantableBooks, grantReading, listEntitlements, revokeReading, type GrantOutcome } from '#app/features/reader/library.server.ts';
import { formatDate } from '#app/i18n/format.ts';
import { translator, useLocale, useT, type KeyOf } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { ROLES } from '#app/lib/auth/roles.ts';
import { db } from '#app/lib/db/db.server.ts';
import { parseForm } from '#app/lib/forms.server.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { TextField } from '#app/ui/field.tsx';
import { readFormData } from '#app/lib/request-body.server.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const locale = requestLocale(request);
  const [detail, works, entitlements, books] = await Promise.all([
    getUserDetail(db(), params.id),
    listAuthorWorks(db(), params.id, locale),
    listEntitlements(db(), params.id),
    grantableBooks(db()),
  ]);
  if (!detail) throw data('Not Found', { status: 404 });
  const t = translator(adminMessages, locale);
  return { title: `${t('userTitle')}: ${detail.user.name} ${detail.user.lastName}`, ...detail, works, entitlements, books };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

const detailsSchema = z.object({
  name: z.string().trim().min(1, { error: 'nameRequired' }).max(100, { error: 'tooLong' }),
  lastName: z.string().trim().min(1, { error: 'lastNameRequired' }).max(100, { error: 'tooLong' }),
});

type Result =
  | { ok: true; message: 'saved' | 'disabledNow' | 'enabledNow' | 'resetSent' }
  | { ok: false; errors?: Record<string, string>; message?: string }
  | { ok: boolean; grant: GrantOutcome };

const errorMessage: Record<AdminChangeError, string> = { 'not-found': 'fixErrors', 'cannot-disable-self': 'cannotDisableSelf', 'cannot-demote-self': 'cannotDemoteSelf' };

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user: admin } = requireAdmin(context, request);
  const formData = await readFormData(request);
  const intent = formData.get('intent');
  let failure: AdminChangeError | null = null;
  if (intent === 'details') {
    const parsed = parseForm(detailsSchema, formData);
    if (!parsed.ok) return data<Result>({ ok: false, errors: parsed.errors, message: 'fixErrors' }, { status: 400 });
    failure = await updateUserByAdmin(db(), admin.id, params.id, { ...parsed.data, roles: formData.getAll('roles').map(String) });
    if (!failure) return data<Result>({ ok: true, message: 'saved' });
  } else if (intent === 'disable' || intent === 'enable') {
    failure = await setUserDisabled(db(), admin.id, params.id, intent === 'disable');
    if (!failure) return data<Result>({ ok: true, message: intent === 'disable' ? 'disabledNow' : 'enabledNow' });
  } else if (intent === 'reading-grant' || intent === 'reading-revoke') {
    // Review copies: granted and taken back here, each change in the audit log.
    const publicationId = Number(formData.get('publicationId'));
    if (!Number.isSafeInteger(publicationId) || publicationId <= 0) return data<Result>({ ok: false, grant: 'not-found' }, { status: 400 });
    const grant = intent === 'reading-grant' ? await grantReading(db(), admin.id, params.id, publicationId) : await revokeReading(db(), admin.id, params.id, publicationId);
    const ok = grant === 'granted' || grant === 'revoked';
    return data<Result>({ ok, grant }, { status: ok || grant === 'already' ? 200 : grant === 'not-found' ? 404 : 409 });
  } else if (intent === 'reset') {
    failure = await sendPasswordResetByAdmin(db(), admin.id, params.id);
    wakeJobRunner();
    if (!failure) return data<Result>({ ok: true, message: 'resetSent' });
  } else {
    return data<Result>({ ok: false, message: 'fixErrors' }, { status: 400 });
  }
  if (failure === 'not-found') throw data('Not Found', { status: 404 });
  return data<Result>({ ok: false, message: errorMessage[failure!] }, { status: 409 });
}

export default function UserPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(adminMessages);
  const locale = useLocale();
  const navigation = useNavigation();
  const { user, sessions, history } = loaderData;
  const key = (k: string) => k as KeyOf<typeof adminMessages>;
  const g = useT(grantMessages);
  const fieldError = (field: string) => (actionData && !actionData.ok && 'errors' in actionData && actionData.errors?.[field] ? t(key(actionData.errors[field]!)) : undefined);
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-serif text-3xl font-semibold">
          {user.name} {user.lastName}
        </h1>
        <p className="text-muted">
          {user.email} · {user.banned ? t('disabled') : user.emailVerified ? t('active') : t('unverified')}
        </p>
      </header>
      {actionData && 'grant' in actionData ? <Alert tone={actionData.ok ? 'success' : 'error'} title={g(`outcome.${actionData.grant}`)} /> : null}
      {actionData && !('grant' in actionData) ? (
        <Alert tone={actionData.ok ? 'success' : 'error'} title={actionData.message ? t(key(actionData.message)) : undefined} />
      ) : null}

      <section aria-labelledby="details" className="rounded-lg border border-line bg-surface p-6">
        <h2 id="details" className="text-xl font-semibold">
          {t('details')}
        </h2>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="details" />
          <TextField label={t('name')} name="name" required maxLength={100} defaultValue={user.name} error={fieldError('name')} />
          <TextField label={t('lastName')} name="lastName" required maxLength={100} defaultValue={user.lastName} error={fieldError('lastName')} />
          <fieldset className="sm:col-span-2">
            <legend className="font-medium">{t('roles')}</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {ROLES.map((role) => (
                <label key={role} className="flex min-h-11 items-center gap-2">
                  <input type="checkbox" name="roles" value={role} defaultChecked={user.roles.includes(role)} disabled={role === 'user'} className="size-5" />
                  {t(`role.${role}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="sm:col-span-2">
            <Button type="submit" busy={busy('details')}>
              {t('save')}
            </Button>
          </div>
        </Form>
      </section>

      <AuthorWorks works={loaderData.works} />

      <ReadingGrants entitlements={loaderData.entitlements} books={loaderData.books} busy={busy} />

      <section aria-labelledby="status" className="rounded-lg border border-line bg-surface p-6">
        <h2 id="status" className="text-xl font-semibold">
          {t('accountStatus')}
        </h2>
        <div className="mt-4 flex flex-wrap gap-3">
          <Form method="post">
            <input type="hidden" name="intent" value={user.banned ? 'enable' : 'disable'} />
            <Button type="submit" variant={user.banned ? 'primary' : 'danger'} busy={busy('disable') || busy('enable')}>
              {user.banned ? t('enable') : t('disable')}
            </Button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="reset" />
            <Button type="submit" variant="secondary" busy={busy('reset')}>
              {t('sendReset')}
            </Button>
          </Form>
        </div>
      </section>

      <section aria-labelledby="sessions" className="rounded-lg border border-line bg-surface p-6">
        <h2 id="sessions" className="text-xl font-semibold">
          {t('sessions')}
        </h2>
        {sessions.length === 0 ? (
          <p className="mt-3 text-muted">{t('noSessions')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-line">
            {sessions.map((session) => (
              <li key={session.id} className="py-2">
                {session.userAgent?.slice(0, 80) ?? '—'} · {session.ipAddress ?? '—'} ·{' '}
                {formatDate(session.createdAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="audit" className="rounded-lg border border-line bg-surface p-6">
        <h2 id="audit" className="text-xl font-semibold">
          {t('audit')}
        </h2>
        {history.length === 0 ? (
          <p className="mt-3 text-muted">{t('noAudit')}</p>
        ) : (
          <ol className="mt-3 space-y-2">
            {history.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}</time>: {t(key(`audit.${entry.action}`))}{' '}
                <span className="text-muted">{t('by', { name: entry.actor ?? t('system') })}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
