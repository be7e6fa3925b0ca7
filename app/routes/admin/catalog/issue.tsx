import type { Route } from './+types/issue';
import { FormAlert, useFormView, IssueForm, PartsSection, adminCatalogMessages, doneMessage } from '#app/features/catalog/api.ts';
import { PageHeader } from '#app/ui/admin/form-kit.tsx';
import { loadIssueEditor, submitIssueForm } from '#app/features/catalog/api.server.ts';
import { respond, serialId } from '#app/lib/respond.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator, useLocale, useT } from '#app/i18n/messages.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/** A journal issue and its articles: /admin/catalog/:id/issues/new and …/issues/:issueId. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const locale = requestLocale(request);
  const issueId = 'issueId' in params && params.issueId !== undefined ? serialId(params.issueId) : null;
  const editor = await loadIssueEditor(db(), serialId(params.id), issueId, locale);
  if (!editor) throw notFound();
  const t = translator(adminCatalogMessages, locale);
  return { ...editor, title: editor.issue ? t('editIssue', { label: editor.issue.label }) : t('newIssue'), done: doneMessage(request.url) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireAdmin(context, request);
  const issueId = 'issueId' in params && params.issueId !== undefined ? serialId(params.issueId) : null;
  return respond(await submitIssueForm(db(), user.id, serialId(params.id), issueId, request), requestLocale(request));
}

export default function IssuePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(adminCatalogMessages);
  const { work, issue, articles, title, done } = loaderData;
  const locale = useLocale();
  const view = useFormView(loaderData.values, actionData);
  return (
    <div>
      <PageHeader back={{ to: `/admin/catalog/${work.id}#issues`, label: t('backToWork') }} title={title}>
        <p>{work.title}</p>
      </PageHeader>
      <div className="grid gap-6">
        <FormAlert state={actionData} done={done} />
        {issue?.status === 'published' ? (
          // A file: a plain link, so the browser downloads it.
          <p>
            <a href={localizePath(`/admin/catalog/${work.id}/issues/${issue.id}/scielo.zip`, locale)} className="text-brand underline" download>
              {t('scieloPackage')}
            </a>
          </p>
        ) : null}
        <IssueForm view={view} state={actionData} version={`${issue?.id ?? 'new'}:${loaderData.values.status}`} cover={issue?.cover ?? null} />
        {issue ? (
          <PartsSection
            title={t('articles')}
            items={articles.map((a) => ({ ...a, people: a.section ?? '' }))}
            editPath={(articleId) => `/admin/catalog/${work.id}/issues/${issue.id}/articles/${articleId}`}
            addPath={`/admin/catalog/${work.id}/issues/${issue.id}/articles/new`}
            addLabel={t('addArticle')}
            emptyText={t('noArticles')}
            deleteIntent="delete-article"
            idField="articleId"
          />
        ) : null}
      </div>
    </div>
  );
}
