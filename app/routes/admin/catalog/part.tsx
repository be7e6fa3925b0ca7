import type { Route } from './+types/part';
import { FormAlert, useFormView, PartForm, adminCatalogMessages } from '#app/features/catalog/api.ts';
import { PageHeader } from '#app/ui/admin/form-kit.tsx';
import { loadPartEditor, submitPartForm } from '#app/features/catalog/api.server.ts';
import { respond, serialId } from '#app/lib/respond.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/** A book's chapter or a proceedings volume's paper: /admin/catalog/:id/parts/new and …/parts/:partId. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const locale = requestLocale(request);
  const partId = 'partId' in params && params.partId !== undefined ? serialId(params.partId) : null;
  const editor = await loadPartEditor(db(), serialId(params.id), partId, locale);
  if (!editor) throw notFound();
  const t = translator(adminCatalogMessages, locale);
  const book = editor.work.type === 'book';
  const title = editor.part ? `${t(book ? 'editChapter' : 'editPaper')}: ${editor.part.title}` : t(book ? 'newChapter' : 'newPaper');
  return { ...editor, title };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireAdmin(context, request);
  const partId = 'partId' in params && params.partId !== undefined ? serialId(params.partId) : null;
  return respond(await submitPartForm(db(), user.id, serialId(params.id), partId, request), requestLocale(request));
}

export default function PartPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(adminCatalogMessages);
  const { work, part, title } = loaderData;
  const view = useFormView(loaderData.values, actionData);
  return (
    <div>
      <PageHeader back={{ to: `/admin/catalog/${work.id}#parts`, label: t('backToWork') }} title={title}>
        <p>{t('ofWork', { title: work.title })}</p>
      </PageHeader>
      <div className="grid gap-6">
        <FormAlert state={actionData} />
        <PartForm
          view={view}
          state={actionData}
          version={String(part?.id ?? 'new')}
          saveLabel={t(work.type === 'book' ? 'saveChapter' : 'savePaper')}
          language={work.language}
        />
      </div>
    </div>
  );
}
