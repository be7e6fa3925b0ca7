import type { Route } from './+types/user';
import { listAuthorWorks } from '#app/features/catalog/api.server.ts';
import { AuthorWorks } from '#app/features/catalog/api.ts';
import { UserDetailsForm, UserStatus, adminMessages } from '#app/features/admin/api.ts';
import { useBusy } from '#app/ui/use-busy.ts';
import { userAdminAction, getUserDetail } from '#app/features/admin/api.server.ts';
import { ReadingGrants, grantMessages } from '#app/features/reader/api.ts';
import { grantableBooks, grantAction, listEntitlements } from '#app/features/reader/api.server.ts';
import { translator, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { respond } from '#app/lib/respond.server.ts';
import { Alert } from '#app/ui/alert.tsx';
import { notFound } from '#app/lib/app-error.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const locale = requestLocale(request);
  const [detail, works, entitlements, books] = await Promise.all([
    getUserDetail(db(), params.id),
    listAuthorWorks(db(), params.id, locale),
    listEntitlements(db(), params.id),
    grantableBooks(db()),
  ]);
  if (!detail) throw notFound();
  const t = translator(adminMessages, locale);
  return { title: `${t('userTitle')}: ${detail.user.name} ${detail.user.lastName}`, ...detail, works, entitlements, books };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user: admin } = requireAdmin(context, request);
  const formData = await readFormData(request);
  const intent = formData.get('intent');
  // Review copies are the reader's; the rest is the account's.
  const locale = requestLocale(request);
  if (intent === 'reading-grant' || intent === 'reading-revoke') return respond(await grantAction(db(), admin.id, params.id, formData), locale);
  return respond(await userAdminAction(db(), admin.id, params.id, formData), locale);
}

export default function UserPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(adminMessages);
  const g = useT(grantMessages);
  const busy = useBusy();
  const { user } = loaderData;
  // The review copies' form and the account's forms, told apart by which answered.
  const grantAnswer = actionData?.form === 'reading-grant' ? actionData : undefined;
  const userAnswer = actionData?.form === 'user' ? actionData : undefined;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-serif text-3xl font-semibold">
          {user.name} {user.lastName}
        </h1>
        <p className="text-muted wrap-anywhere">
          {user.email} · {user.banned ? t('disabled') : user.emailVerified ? t('active') : t('unverified')}
        </p>
      </header>
      {grantAnswer?.message ? <Alert tone={grantAnswer.ok ? 'success' : 'error'} title={g(grantAnswer.message)} /> : null}
      {userAnswer?.message ? <Alert tone={userAnswer.ok ? 'success' : 'error'} title={t(userAnswer.message)} /> : null}
      <UserDetailsForm user={user} result={userAnswer} />
      <AuthorWorks works={loaderData.works} />
      <ReadingGrants entitlements={loaderData.entitlements} books={loaderData.books} busy={busy} />
      <UserStatus user={user} sessions={loaderData.sessions} history={loaderData.history} />
    </div>
  );
}
