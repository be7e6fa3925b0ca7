import type { Route } from './+types/open-call';
import { CallChangesPanel, CallTodayPanel, DeleteCallPanel, OpenCallForm, openCallMessages } from '#app/features/publish/api.ts';
import { loadOpenCallEditor, openCallDone, submitOpenCallForm, type OpenCallFormState } from '#app/features/publish/api.server.ts';
import { Notice, PageHeader } from '#app/ui/admin/form-kit.tsx';
import { idParam, respond, SERIAL_MAX } from '#app/lib/respond.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { notFound } from '#app/lib/app-error.ts';
import { callRolesSection, isRolesPost, submitRolesForm } from '#app/features/editorial/api.server.ts';
import { isRolesAnswer, RolesSection } from '#app/features/editorial/api.ts';

// /admin/open-calls/new has no id; anything in :id that is not a call's number is a 404.
const callId = (params: { id?: string }) => ('id' in params && params.id !== undefined ? idParam(params.id, SERIAL_MAX) : null);

/** /admin/open-calls/new and /admin/open-calls/:id: the call's form, closing or reopening it, deleting it, its changes. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const locale = requestLocale(request);
  const id = callId(params);
  const [editor, editors] = await Promise.all([loadOpenCallEditor(db(), id, locale), id === null ? null : callRolesSection(db(), id, request.url)]);
  if (!editor) throw notFound();
  const t = translator(openCallMessages, locale);
  return {
    ...editor,
    editors: editor.call ? editors : null,
    title: editor.call ? t('callTitle', { title: editor.call.title }) : t('newCall'),
    done: openCallDone(request.url),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireAdmin(context, request);
  const id = callId(params);
  // The editorial team's forms (series editors, how proposals are reviewed) post with ?section=editors.
  if (id !== null && isRolesPost(request)) {
    if (!(await loadOpenCallEditor(db(), id, requestLocale(request)))?.call) throw notFound();
    return respond(await submitRolesForm(db(), user.id, { kind: 'open-call', id }, request), requestLocale(request));
  }
  return respond(await submitOpenCallForm(db(), user.id, id, await readFormData(request)), requestLocale(request));
}

export default function OpenCallPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(openCallMessages);
  const { call } = loaderData;
  // Each form reads its own answer: the call's form ignores the editorial team's.
  const rolesState = isRolesAnswer(actionData) ? actionData : undefined;
  // (Its form name is any string, so the type cannot tell the two answers apart by it.)
  const callState = rolesState ? undefined : (actionData as OpenCallFormState | undefined);
  return (
    <div>
      <PageHeader back={{ to: '/admin/open-calls', label: t('backToCalls') }} title={loaderData.title} />
      <div className="grid gap-6">
        <Notice catalog={openCallMessages} state={callState} done={loaderData.done} />
        {call ? <CallTodayPanel call={call} /> : null}
        <OpenCallForm editor={loaderData} state={callState} />
        {call ? (
          <>
            {loaderData.editors ? <RolesSection {...loaderData.editors} state={rolesState} /> : null}
            <DeleteCallPanel call={call} />
            <CallChangesPanel changes={loaderData.changes} />
          </>
        ) : null}
      </div>
    </div>
  );
}
