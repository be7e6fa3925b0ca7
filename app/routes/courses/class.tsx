import { data, redirect } from 'react-router';
import type { Route } from './+types/class';
import { classAction, classPage } from '#app/features/courses/api.server.ts';
import { ClassPage, LockedClass } from '#app/features/courses/api.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { viewerOf } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { serialId } from '#app/lib/respond.server.ts';
import { AppError, codeOfStatus, notFound } from '#app/lib/app-error.ts';

/** /course/{slug}/class/{n}: a class for its students (any visitor for a free class); for others, what to do. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = viewerOf(context);
  const page = await classPage(db(), viewer, params.slug, serialId(params.position), requestLocale(request));
  if (!page) throw notFound();
  return data(page, { status: page.kind === 'locked' ? 403 : 200, headers: { 'Cache-Control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ title: `${loaderData.lesson.title} · ${loaderData.course.title}`, noindex: loaderData.kind === 'locked' }) : [];

/** Issues the certificate once every class is done, and opens it. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = viewerOf(context);
  const formData = await readFormData(request);
  if (formData.get('intent') !== 'certificate') throw new AppError('invalid');
  const result = await classAction(db(), user, params.slug, serialId(params.position), formData);
  if (result.status === 303) throw redirect(localizePath(result.to, requestLocale(request)), 303);
  throw new AppError(codeOfStatus(result.status));
}

export default function ClassRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === 'class' ? (
    <ClassPage data={loaderData} />
  ) : (
    <LockedClass course={loaderData.course} lesson={loaderData.lesson} signedIn={loaderData.signedIn} />
  );
}
