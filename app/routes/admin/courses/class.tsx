import type { Route } from './+types/class';
import { ClassEditorPage, courseAdminMessages } from '#app/features/courses/api.ts';
import { CLASS_FORM, loadClassEditor, submitClassForm, VIDEO_MAX_BYTES } from '#app/features/courses/api.server.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { refused } from '#app/lib/form-outcome.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { idParam, readPost, respond, SERIAL_MAX } from '#app/lib/respond.server.ts';
import { notFound } from '#app/lib/app-error.ts';

const classId = (params: { classId?: string }) => ('classId' in params && params.classId !== undefined ? idParam(params.classId, SERIAL_MAX) : null);

/** /admin/courses/{id}/classes/new and …/{classId}: a class's form (its video and captions), deleting it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const locale = requestLocale(request);
  const editor = await loadClassEditor(db(), idParam(params.id, SERIAL_MAX), classId(params), locale);
  if (!editor) throw notFound();
  const t = translator(courseAdminMessages, locale);
  return { editor, title: editor.lesson ? t('editClass', { n: editor.lesson.position, title: editor.lesson.title }) : t('newClass') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireAdmin(context, request);
  const locale = requestLocale(request);
  // A video and two caption files.
  const formData = await readPost(request, { bodyBytes: VIDEO_MAX_BYTES + 1024 * 1024, files: 3, fileBytes: VIDEO_MAX_BYTES });
  if (!formData) return respond(refused(CLASS_FORM, {}, {}, 'postTooLarge', {}, 413), locale);
  return respond(await submitClassForm(db(), user.id, idParam(params.id, SERIAL_MAX), classId(params), formData), locale);
}

export default function ClassAdminPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ClassEditorPage editor={loaderData.editor} state={actionData} title={loaderData.title} />;
}
