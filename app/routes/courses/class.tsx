import { data, redirect } from 'react-router';
import type { Route } from './+types/class';
import { classAction, classPage } from '#app/features/courses/class-page.server.ts';
import { ClassPage, LockedClass } from '#app/features/courses/components/class-page.tsx';
import { requestLocale } from '#app/i18n/request.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { hasRole } from '#app/lib/auth/roles.ts';
import { sessionContext } from '#app/lib/auth/session.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { serialId } from '#app/lib/respond.server.ts';

/** /course/{slug}/class/{n}: a class for its students (any visitor for a free class); for others, what to do. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  const viewer = session ? { id: session.user.id, admin: hasRole(session.user, 'admin') } : null;
  const page = await classPage(db(), viewer, params.slug, serialId(params.position), requestLocale(request));
  if (!page) throw data(null, { status: 404 });
  return data(page, { status: page.kind === 'locked' ? 403 : 200, headers: { 'Cache-Control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ title: `${loaderData.lesson.title} · ${loaderData.course.title}`, noindex: loaderData.kind === 'locked' }) : [];

/** Issues the certificate once every class is done, and opens it. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  const user = session ? { id: session.user.id, name: session.user.name, admin: hasRole(session.user, 'admin') } : null;
  const formData = await readFormData(request);
  if (formData.get('intent') !== 'certificate') throw data(null, { status: 400 });
  const result = await classAction(db(), user, params.slug, serialId(params.position), formData);
  if (result.status === 303) throw redirect(localizePath(result.to, requestLocale(request)), 303);
  throw data(null, { status: result.status });
}

export default function ClassRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === 'class' ? <ClassPage data={loaderData} /> : <LockedClass course={loaderData.course} lesson={loaderData.lesson} signedIn={loaderData.signedIn} />;
}
