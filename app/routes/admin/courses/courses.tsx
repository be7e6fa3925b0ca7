import type { Route } from './+types/courses';
import { CourseAdminList, courseAdminMessages, courseDone } from '#app/features/courses/api.ts';
import { listCoursesForAdmin } from '#app/features/courses/api.server.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';

/** /admin/courses: every course, drafts too, with classes, length, students and certificates. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const t = translator(courseAdminMessages, requestLocale(request));
  return { title: t('courses'), done: courseDone(request.url), courses: await listCoursesForAdmin(db()) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export default function CoursesAdminPage({ loaderData }: Route.ComponentProps) {
  return <CourseAdminList courses={loaderData.courses} done={loaderData.done} />;
}
