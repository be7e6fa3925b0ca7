import type { Route } from './+types/work';
import { authorsDoneMessage, isAuthorsPost, listWorkAuthors, submitAuthorsForm, loadWorkPage, submitWorkForm } from '#app/features/catalog/api.server.ts';
import {
  AUTHORS_FORM,
  AuthorsSection,
  CATALOG_FORM,
  FormAlert,
  useFormView,
  WorkForm,
  FormatsSection,
  HistorySection,
  IssuesSection,
  WorkPartsSection,
  publicPath,
  adminCatalogMessages,
  doneMessage,
} from '#app/features/catalog/api.ts';
import { PageHeader } from '#app/ui/admin/form-kit.tsx';
import { respond, serialId } from '#app/lib/respond.server.ts';
import { notFound } from '#app/lib/app-error.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { editionDone, isEditionUpload, loadEditionSection, submitEditionUpload } from '#app/features/reader/api.server.ts';
import { EDITION_FORM, EditionSection } from '#app/features/reader/api.ts';
import { isRolesPost, rolesSection, submitRolesForm } from '#app/features/editorial/api.server.ts';
import { isRolesAnswer, RolesSection } from '#app/features/editorial/api.ts';
import { useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { Link } from '#app/ui/link.tsx';

/** /admin/catalog/new (params.id absent) and /admin/catalog/:id. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const id = 'id' in params && params.id !== undefined ? serialId(params.id) : null;
  const [page, authors, reader, editors] = await Promise.all([
    loadWorkPage(db(), id, request),
    id === null ? [] : listWorkAuthors(db(), id),
    id === null ? null : loadEditionSection(db(), id),
    id === null ? null : rolesSection(db(), id, request.url),
  ]);
  if (!page) throw notFound();
  const url = request.url;
  return { ...page, editors, done: doneMessage(url), authors, authorsDone: authorsDoneMessage(url), reader, readerDone: editionDone(url) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireAdmin(context, request);
  const id = 'id' in params && params.id !== undefined ? serialId(params.id) : null;
  const locale = requestLocale(request);
  if (id !== null && isRolesPost(request)) return respond(await submitRolesForm(db(), user.id, { kind: 'journal', id }, request), locale);
  if (id !== null && isAuthorsPost(request)) return respond(await submitAuthorsForm(db(), user.id, id, request), locale);
  // The EPUB upload is multipart like the work form: its intent is in the form's address.
  if (id !== null && isEditionUpload(request)) return respond(await submitEditionUpload(db(), user.id, id, request), locale);
  return respond(await submitWorkForm(db(), user.id, id, request), locale);
}

export default function WorkPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(adminCatalogMessages);
  const { editor, options, title, done } = loaderData;
  // Each form reads its own answer (actionData.form); the work form and its alert ignore the sections'.
  const authorsState = actionData?.form === AUTHORS_FORM ? actionData : undefined;
  const readerState = actionData?.form === EDITION_FORM ? actionData : undefined;
  const rolesState = isRolesAnswer(actionData) ? actionData : undefined;
  const workState = actionData?.form === CATALOG_FORM ? actionData : undefined;
  const view = useFormView(loaderData.values, workState);
  const work = editor?.work ?? null;
  return (
    <div>
      <PageHeader back={{ to: '/admin/catalog', label: t('backToCatalog') }} title={title}>
        {work ? (
          <p>
            {t('workStatusLine', { type: t(`type.${work.type}`), status: t(`status.${work.status}`) })}
            {work.status === 'published' ? (
              <>
                {' · '}
                <Link to={publicPath(work.type, work.slug)} className="text-brand underline">
                  {t('viewPublic')}
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
      </PageHeader>
      <div className="grid gap-6">
        <FormAlert state={workState} done={authorsState || readerState || loaderData.editors?.done ? null : done} />
        <WorkForm view={view} state={workState} work={work} options={options} />
        {editor && work ? (
          <>
            {work.type !== 'journal' ? <FormatsSection workId={work.id} formats={editor.formats} /> : null}
            {work.type === 'journal' ? <IssuesSection workId={work.id} issues={editor.issues} /> : <WorkPartsSection work={work} items={editor.parts} />}
            {loaderData.reader ? (
              <EditionSection
                edition={loaderData.reader.edition}
                state={readerState}
                done={loaderData.readerDone}
                readerPath={work.status === 'published' ? `/book/${work.slug}/read` : null}
              />
            ) : null}
            {loaderData.editors ? <RolesSection {...loaderData.editors} state={rolesState} /> : null}
            <AuthorsSection authors={loaderData.authors} state={authorsState} done={loaderData.authorsDone} />
            <HistorySection history={editor.history} />
          </>
        ) : null}
      </div>
    </div>
  );
}
