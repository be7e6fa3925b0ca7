import type { Route } from './+types/course';
import { CourseEditorPage, courseAdminMessages, courseDone } from '#app/features/courses/api.ts';
import { loadCourseEditor, submitCourseForm } from '#app/features/courses/api.server.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { idParam, respond, SERIAL_MAX } from '#app/lib/respond.server.ts';
import { notFound } from '#app/lib/app-error.ts';

const courseId = (params: { id?: string }) => ('id' in params && params.id !== undefined ? idParam(params.id, SERIAL_MAX) : null);

/** /admin/courses/new and /admin/courses/{id}: the course's form, its classes, its students. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const locale = requestLocale(request);
  const editor = await loadCourseEditor(db(), courseId(params), locale);
  if (!editor) throw notFound();
  const t = translator(courseAdminMessages, locale);
  return { editor, title: editor.course ? t('editCourse', { title: editor.course.title }) : t('newCourse'), done: courseDone(request.url) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireAdmin(context, request);
  return respond(await submitCourseForm(db(), user.id, courseId(params), await readFormData(request)), requestLocale(request));
}

export default function CourseAdminPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CourseEditorPage editor={loaderData.editor} state={actionData} done={loaderData.done} title={loaderData.title} />;
}
