import { data, Form, redirect, useNavigation, useSearchParams } from 'react-router';
import { forgetOfflineReading } from '#app/lib/service-worker.ts';
import type { Route } from './+types/account';
import { changeEmailSchema, changePasswordSchema, codeSchema, deleteAccountSchema, passwordOnlySchema, profileSchema } from '#app/features/account/account.schema.ts';
import { TwoFactorSection } from '#app/features/account/components/two-factor-section.tsx';
import { PHOTO_MAX_BYTES, removePhoto, savePhoto } from '#app/features/account/profile-photo.server.ts';
import { confirmEnrolment, disableTwoFactor, startEnrolment, type Enrolment } from '#app/features/account/two-factor.server.ts';
import {
  changePassword,
  deleteAccount,
  listSessions,
  requestEmailChange,
  revokeAllSessions,
  revokeSession,
  updateProfile,
} from '#app/features/account/account-settings.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { NewPasswordField } from '#app/features/account/components/new-password-field.tsx';
import { FormMessages, useFieldError } from '#app/features/account/components/form-messages.tsx';
import type { AccountFormState } from '#app/features/account/form-state.ts';
import { MyPublications } from '#app/features/account/components/my-publications.tsx';
import { ReadingReportLink } from '#app/features/reading-records/components/reading-report-link.tsx';
import { myPublications } from '#app/features/account/my-publications.server.ts';
import { accountMessages } from '#app/features/account/messages.ts';
import { signOut } from '#app/features/account/sign-in.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { booksInProgress } from '#app/features/reader/annotations.server.ts';
import { BooksInProgress } from '#app/features/reader/components/books-in-progress.tsx';
import { RecentOrders } from '#app/features/orders/components/recent-orders.tsx';
import { listMyOrders } from '#app/features/orders/my-orders.server.ts';
import { MyCourses } from '#app/features/courses/components/my-courses.tsx';
import { MyProposals } from '#app/features/publish/components/my-proposals.tsx';
import { listMyProposals } from '#app/features/publish/my-proposals.server.ts';
import { myCourses } from '#app/features/courses/courses.server.ts';
import { formatDate } from '#app/i18n/format.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { translator, useLocale, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { parseForm } from '#app/lib/forms.server.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { TextField } from '#app/ui/field.tsx';
import { Image } from '#app/ui/image.tsx';
import { refusedBody, tryReadFormData } from '#app/lib/request-body.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, sessionId } = requireSession(context, request);
  const locale = requestLocale(request);
  const t = translator(accountMessages, locale);
  const [sessions, publications, reading, orders, courses, proposals] = await Promise.all([
    listSessions(user.id, sessionId),
    myPublications(db(), user.id, locale),
    booksInProgress(db(), user.id),
    listMyOrders(db(), user.id, 3),
    myCourses(db(), user.id),
    listMyProposals(db(), user.id, locale),
  ]);
  return { title: t('accountTitle'), user, sessions, publications, reading, orders, courses, proposals };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData.title, noindex: true });

type Result = { form: string; state: AccountFormState; enrolment?: Enrolment };

export async function action({ request, context }: Route.ActionArgs) {
  const { user, sessionId } = requireSession(context, request);
  // Only the photo form sends a file; one too big is refused as it arrives.
  const read = await tryReadFormData(request, { files: 1, fileBytes: PHOTO_MAX_BYTES });
  if (!read.ok && read.status === 413) {
    return data<Result>({ form: 'photo', state: { status: 'invalid', errors: { photo: 'photoTooLarge' }, values: {} } }, { status: 413 });
  }
  if (!read.ok) throw refusedBody(read);
  const formData = read.formData;
  const ip = context.get(requestInfoContext).ip;
  const locale = requestLocale(request);
  const intent = String(formData.get('intent') ?? '');
  switch (intent) {
    case 'profile': {
      const parsed = parseForm(profileSchema, formData);
      if (!parsed.ok) return data<Result>({ form: intent, state: { status: 'invalid', errors: parsed.errors, values: parsed.values } }, { status: 400 });
      await updateProfile(user.id, parsed.data);
      return { form: intent, state: { status: 'done', message: 'profileSaved' } } satisfies Result;
    }
    case 'password': {
      const parsed = parseForm(changePasswordSchema, formData);
      if (!parsed.ok) return data<Result>({ form: intent, state: { status: 'invalid', errors: parsed.errors, values: {} } }, { status: 400 });
      const outcome = await changePassword(request, ip, parsed.data);
      if (!outcome.ok) return data<Result>({ form: intent, state: { status: 'error', code: outcome.code } }, { status: 400 });
      return data<Result>({ form: intent, state: { status: 'done', message: 'passwordChanged' } }, { headers: outcome.value });
    }
    case 'revoke-session': {
      const id = String(formData.get('sessionId') ?? '');
      if (id === sessionId) return redirect(localizePath('/', locale), { headers: await signOut(request, ip) });
      await revokeSession(user.id, id);
      return { form: intent, state: { status: 'done', message: 'sessionEnded' } } satisfies Result;
    }
    case 'sign-out-everywhere': {
      const headers = await signOut(request, ip);
      await revokeAllSessions(user.id);
      return redirect(localizePath('/', locale), { headers });
    }
    case 'photo': {
      const problem = await savePhoto(user.id, formData.get('photo'));
      if (problem) return data<Result>({ form: intent, state: { status: 'invalid', errors: { photo: problem }, values: {} } }, { status: 400 });
      return { form: intent, state: { status: 'done', message: 'photoSaved' } } satisfies Result;
    }
    case 'remove-photo': {
      await removePhoto(user.id);
      return { form: 'photo', state: { status: 'done', message: 'photoRemoved' } } satisfies Result;
    }
    case 'email': {
      const parsed = parseForm(changeEmailSchema, formData);
      if (!parsed.ok) return data<Result>({ form: intent, state: { status: 'invalid', errors: parsed.errors, values: parsed.values } }, { status: 400 });
      const limit = await hitRateLimit(db(), `change-email:${user.id}`, { limit: 5, windowSeconds: 3600 });
      if (!limit.ok) return data<Result>({ form: intent, state: { status: 'error', code: 'too-many-requests', minutes: Math.ceil(limit.retryAfter / 60) } }, { status: 429 });
      const outcome = await requestEmailChange(request, ip, parsed.data.email, `${localizePath('/account', locale)}?verified=1`);
      if (!outcome.ok) return data<Result>({ form: intent, state: { status: 'error', code: outcome.code, values: parsed.values } }, { status: 400 });
      wakeJobRunner();
      return { form: intent, state: { status: 'done', message: 'emailChangeSent' } } satisfies Result;
    }
    case '2fa-start': {
      const parsed = parseForm(passwordOnlySchema, formData);
      if (!parsed.ok) return data<Result>({ form: intent, state: { status: 'invalid', errors: parsed.errors, values: {} } }, { status: 400 });
      const outcome = await startEnrolment(request, ip, parsed.data.password);
      if (!outcome.ok) return data<Result>({ form: intent, state: { status: 'error', code: outcome.code } }, { status: 400 });
      return { form: intent, state: undefined, enrolment: outcome.value } satisfies Result;
    }
    case '2fa-confirm': {
      const parsed = parseForm(codeSchema, formData);
      if (!parsed.ok) return data<Result>({ form: intent, state: { status: 'invalid', errors: parsed.errors, values: {} } }, { status: 400 });
      const outcome = await confirmEnrolment(request, ip, parsed.data.code);
      if (!outcome.ok) return data<Result>({ form: intent, state: { status: 'invalid', errors: { code: 'codeInvalid' }, values: {} } }, { status: 400 });
      return data<Result>({ form: intent, state: { status: 'done', message: 'twoFactorEnabled' } }, { headers: outcome.value });
    }
    case '2fa-disable': {
      const parsed = parseForm(passwordOnlySchema, formData);
      if (!parsed.ok) return data<Result>({ form: intent, state: { status: 'invalid', errors: parsed.errors, values: {} } }, { status: 400 });
      const outcome = await disableTwoFactor(request, ip, parsed.data.password);
      if (!outcome.ok) return data<Result>({ form: intent, state: { status: 'error', code: outcome.code } }, { status: 400 });
      return data<Result>({ form: intent, state: { status: 'done', message: 'twoFactorDisabled' } }, { headers: outcome.value });
    }
    case 'delete': {
      const parsed = parseForm(deleteAccountSchema, formData);
      if (!parsed.ok) return data<Result>({ form: intent, state: { status: 'invalid', errors: parsed.errors, values: {} } }, { status: 400 });
      const outcome = await deleteAccount(user.id, parsed.data.password);
      if (!outcome.ok) return data<Result>({ form: intent, state: { status: 'error', code: outcome.code } }, { status: 400 });
      return redirect(`${localizePath('/', locale)}?deleted=1`, { headers: await signOut(request, ip) });
    }
    default:
      return data<Result>({ form: intent, state: { status: 'error', code: 'unknown' } }, { status: 400 });
  }
}

function Section({ id, title, lead, children }: { id: string; title: string; lead?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-line bg-surface p-6">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {lead ? <p className="mt-1 text-muted">{lead}</p> : null}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(accountMessages);
  const locale = useLocale();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const { user, sessions } = loaderData;
  const stateOf = (form: string): AccountFormState => (actionData?.form === form ? actionData.state : undefined);
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const profileError = useFieldError(stateOf('profile'));
  const passwordError = useFieldError(stateOf('password'));
  const emailError = useFieldError(stateOf('email'));
  const photoError = useFieldError(stateOf('photo'));
  const deleteError = useFieldError(stateOf('delete'));
  const profileValues = stateOf('profile')?.status === 'invalid' ? (stateOf('profile') as { values: Record<string, string> }).values : undefined;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <header>
        <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('accountTitle')}</h1>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted">
            {user.name} {user.lastName} · {user.email}
          </p>
          <Form method="post" action={localizePath('/logout', locale)} onSubmit={forgetOfflineReading}>
            <Button type="submit" variant="secondary">
              {t('signOut')}
            </Button>
          </Form>
        </div>
        {params.get('verified') ? (
          <div className="mt-4">
            <Alert tone="success" title={t('verified')} />
          </div>
        ) : null}
      </header>

      <RecentOrders orders={loaderData.orders} />

      <MyProposals proposals={loaderData.proposals} />

      {loaderData.courses.length ? <MyCourses courses={loaderData.courses} /> : null}

      <BooksInProgress books={loaderData.reading} />

      {loaderData.publications.length ? <MyPublications works={loaderData.publications} readingReport={(work) => <ReadingReportLink publicationId={work.id} title={work.title} />} /> : null}

      <Section id="profile" title={t('profile')}>
        <FormMessages state={stateOf('profile')} />
        <Form method="post" className="grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="profile" />
          <TextField label={t('name')} name="name" autoComplete="given-name" required maxLength={100} defaultValue={profileValues?.name ?? user.name} error={profileError('name')} />
          <TextField
            label={t('lastName')}
            name="lastName"
            autoComplete="family-name"
            required
            maxLength={100}
            defaultValue={profileValues?.lastName ?? user.lastName}
            error={profileError('lastName')}
          />
          <TextField label={t('phone')} name="phone" type="tel" autoComplete="tel" maxLength={30} defaultValue={profileValues?.phone ?? user.phone ?? ''} error={profileError('phone')} />
          <div className="sm:col-span-2">
            <Button type="submit" busy={busy('profile')} busyLabel={t('wait')}>
              {t('saveProfile')}
            </Button>
          </div>
        </Form>
      </Section>

      <Section id="photo" title={t('photo')}>
        <FormMessages state={stateOf('photo')} />
        <div className="flex flex-wrap items-center gap-6">
          {user.image ? (
            <Image src={user.image} alt={t('photoAlt')} width={96} height={96} fit="cover" sizes="96px" className="size-24 rounded-full" />
          ) : (
            <span aria-hidden="true" className="flex size-24 items-center justify-center rounded-full bg-brand-soft text-3xl font-semibold text-brand">
              {user.name.slice(0, 1)}
            </span>
          )}
          <Form method="post" encType="multipart/form-data" className="space-y-3">
            <input type="hidden" name="intent" value="photo" />
            <div className="flex flex-col gap-1">
              <label htmlFor="photo-file" className="font-medium">
                {t('photo')}
              </label>
              <p id="photo-hint" className="text-sm text-muted">
                {t('photoHint')}
              </p>
              <input
                id="photo-file"
                type="file"
                name="photo"
                accept="image/jpeg,image/png,image/webp"
                required
                aria-describedby={photoError('photo') ? 'photo-hint photo-error' : 'photo-hint'}
                aria-invalid={photoError('photo') ? true : undefined}
              />
              {photoError('photo') ? (
                <p id="photo-error" className="text-sm font-medium text-danger">
                  {photoError('photo')}
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" variant="secondary" busy={busy('photo')} busyLabel={t('wait')}>
                {t('uploadPhoto')}
              </Button>
            </div>
          </Form>
          {user.image ? (
            <Form method="post">
              <input type="hidden" name="intent" value="remove-photo" />
              <Button type="submit" variant="ghost">
                {t('removePhoto')}
              </Button>
            </Form>
          ) : null}
        </div>
      </Section>

      <Section id="email" title={t('emailTitle')} lead={t('emailLead')}>
        <FormMessages state={stateOf('email')} />
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="email" />
          <TextField label={t('newEmail')} name="email" type="email" autoComplete="email" required maxLength={254} error={emailError('email')} />
          <Button type="submit" variant="secondary" busy={busy('email')} busyLabel={t('wait')}>
            {t('changeEmail')}
          </Button>
        </Form>
      </Section>

      <Section id="password" title={t('security')}>
        <FormMessages state={stateOf('password')} />
        <Form method="post" className="grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="password" />
          <TextField label={t('currentPassword')} name="currentPassword" type="password" autoComplete="current-password" required maxLength={128} error={passwordError('currentPassword')} />
          <NewPasswordField name="newPassword" label={t('newPassword')} error={passwordError('newPassword')} />
          <div className="sm:col-span-2">
            <Button type="submit" busy={busy('password')} busyLabel={t('wait')}>
              {t('changePassword')}
            </Button>
          </div>
        </Form>
      </Section>

      <Section id="two-factor" title={t('twoFactorTitle')} lead={t('twoFactorLead')}>
        <TwoFactorSection
          enabled={user.twoFactorEnabled}
          result={actionData?.form.startsWith('2fa-') ? actionData : undefined}
          busy={busy}
        />
      </Section>

      <Section id="sessions" title={t('sessionsTitle')} lead={t('sessionsLead')}>
        <FormMessages state={stateOf('revoke-session')} />
        <ul className="divide-y divide-line">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium">
                  {session.userAgent ? session.userAgent.slice(0, 80) : t('unknownDevice')}
                  {session.current ? <span className="ml-2 rounded bg-brand-soft px-2 py-0.5 text-sm">{t('thisDevice')}</span> : null}
                </p>
                <p className="text-sm text-muted">
                  {t('signedInAt', { date: formatDate(session.createdAt, locale, { dateStyle: 'medium', timeStyle: 'short' }) })}
                  {session.ipAddress ? ` · ${session.ipAddress}` : ''}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="revoke-session" />
                <input type="hidden" name="sessionId" value={session.id} />
                <Button type="submit" variant="secondary">
                  {t('signOutSession')}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
        <Form method="post">
          <input type="hidden" name="intent" value="sign-out-everywhere" />
          <Button type="submit" variant="secondary" busy={busy('sign-out-everywhere')} busyLabel={t('wait')}>
            {t('signOutEverywhere')}
          </Button>
        </Form>
      </Section>

      <Section id="export" title={t('exportTitle')} lead={t('exportLead')}>
        <a href={localizePath('/account/export', locale)} download className="inline-flex min-h-11 items-center font-medium text-brand underline">
          {t('exportButton')}
        </a>
      </Section>

      <Section id="delete" title={t('deleteTitle')} lead={t('deleteLead')}>
        <FormMessages state={stateOf('delete')} />
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="delete" />
          <TextField label={t('deleteConfirm')} name="password" type="password" autoComplete="current-password" required maxLength={128} error={deleteError('password')} />
          <Button type="submit" variant="danger" busy={busy('delete')} busyLabel={t('wait')}>
            {t('deleteButton')}
          </Button>
        </Form>
      </Section>
    </div>
  );
}
