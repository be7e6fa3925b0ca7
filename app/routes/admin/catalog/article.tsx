import type { Route } from './+types/article';
import { FormAlert, useFormView, PartForm, adminCatalogMessages, doneMessage } from '#app/features/catalog/api.ts';
import { PageHeader } from '#app/ui/admin/form-kit.tsx';
import { loadArticleEditor, submitArticleForm } from '#app/features/catalog/api.server.ts';
import { respond, serialId } from '#app/lib/respond.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { notFound } from '#app/lib/app-error.ts';

const ids = (params: { id: string; issueId: string; articleId?: string }) => ({
  workId: serialId(params.id),
  issueId: serialId(params.issueId),
  articleId: params.articleId !== undefined ? serialId(params.articleId) : null,
});

/** An article of a journal issue: …/issues/:issueId/articles/new and …/articles/:articleId. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const locale = requestLocale(request);
  const { workId, issueId, articleId } = ids(params);
  const editor = await loadArticleEditor(db(), workId, issueId, articleId, locale);
  if (!editor) throw notFound();
  const t = translator(adminCatalogMessages, locale);
  return { ...editor, title: editor.article ? `${t('editArticle')}: ${editor.article.title}` : t('newArticle'), done: doneMessage(request.url) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireAdmin(context, request);
  return respond(await submitArticleForm(db(), user.id, ids(params), request), requestLocale(request));
}

export default function ArticlePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(adminCatalogMessages);
  const { work, issue, article, title, done, translationDois } = loaderData;
  const view = useFormView(loaderData.values, actionData);
  return (
    <div>
      <PageHeader back={{ to: `/admin/catalog/${work.id}/issues/${issue.id}#articles`, label: t('backToIssue') }} title={title}>
        <p>
          {work.title} · {issue.label}
        </p>
      </PageHeader>
      <div className="grid gap-6">
        <FormAlert state={actionData} done={done} />
        <PartForm
          view={view}
          state={actionData}
          version={String(article?.id ?? 'new')}
          saveLabel={t('saveArticle')}
          article={{
            pdfFile: article?.pdfFile ?? null,
            hasFullText: article?.hasFullText ?? false,
            hasTranslation: article?.hasTranslation ?? false,
            translationDois,
          }}
        />
      </div>
    </div>
  );
}
