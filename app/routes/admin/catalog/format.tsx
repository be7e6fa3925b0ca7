import type { Route } from './+types/format';
import { FormatForm, FormAlert, useFormView, adminCatalogMessages } from '#app/features/catalog/api.ts';
import { PageHeader } from '#app/ui/admin/form-kit.tsx';
import { loadFormatEditor, submitFormatForm } from '#app/features/catalog/api.server.ts';
import { respond, serialId } from '#app/lib/respond.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/** /admin/catalog/:id/formats/new (?kind=print|ebook) and /admin/catalog/:id/formats/:formatId. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const locale = requestLocale(request);
  const formatId = 'formatId' in params && params.formatId !== undefined ? serialId(params.formatId) : null;
  const editor = await loadFormatEditor(db(), serialId(params.id), formatId, new URL(request.url).searchParams.get('kind'), locale);
  if (!editor) throw notFound();
  const t = translator(adminCatalogMessages, locale);
  return { ...editor, title: editor.format ? t('editFormat', { name: `${t(`kind.${editor.format.kind}`)} (${editor.format.slug})` }) : t('newFormat') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireAdmin(context, request);
  const formatId = 'formatId' in params && params.formatId !== undefined ? serialId(params.formatId) : null;
  return respond(await submitFormatForm(db(), user.id, serialId(params.id), formatId, request), requestLocale(request));
}

export default function FormatPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(adminCatalogMessages);
  const { work, format, title, suggestedSlug } = loaderData;
  const view = useFormView(loaderData.values, actionData);
  return (
    <div>
      <PageHeader back={{ to: `/admin/catalog/${work.id}#formats`, label: t('backToWork') }} title={title}>
        <p>{t('ofWork', { title: work.title })}</p>
      </PageHeader>
      <div className="grid gap-6">
        <FormAlert state={actionData} />
        <FormatForm view={view} state={actionData} format={format} suggestedSlug={suggestedSlug} workSlug={work.slug} />
      </div>
    </div>
  );
}
