import type { Route } from './+types/course';
import { addToCartAction } from '#app/features/orders/api.server.ts';
import { AddToCartForm } from '#app/features/orders/api.ts';
import { CourseDetails, CourseList, courseMessages } from '#app/features/courses/api.ts';
import { courseOutline, getCourse, hasCourseAccess, listCourses } from '#app/features/courses/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { translator, useLocale } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { sessionContext } from '#app/lib/auth/session.server.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { currentPress } from '#app/lib/press/press.ts';
import { AppError, notFound } from '#app/lib/app-error.ts';

/** /course: the courses; /course/{slug}: one course, to buy or, once bought, to follow. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const t = translator(courseMessages, locale);
  if (!params.slug) return { kind: 'list' as const, title: t('coursesTitle'), description: t('coursesLead'), courses: await listCourses(db()) };
  const course = await getCourse(db(), params.slug);
  if (!course) throw notFound();
  const session = context.get(sessionContext);
  const access = session ? await hasCourseAccess(db(), session.user.id, course.id) : false;
  const title = locale === 'pt' ? course.titlePt : course.titleEn;
  const description = locale === 'pt' ? course.summaryPt : course.summaryEn;
  const url = config().appUrl + localizePath(`/course/${course.slug}`, locale);
  return {
    kind: 'course' as const,
    title,
    description,
    course,
    access,
    outline: await courseOutline(db(), course.id, access ? session!.user.id : null, locale),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: title,
      description,
      url,
      inLanguage: 'pt-BR',
      provider: { '@type': 'Organization', name: currentPress().name, url: config().appUrl },
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const tags = pageMeta({ title: loaderData.title, description: loaderData.description });
  return loaderData.kind === 'course' ? [...tags, { 'script:ld+json': loaderData.jsonLd }] : tags;
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const course = params.slug ? await getCourse(db(), params.slug) : null;
  if (!course) throw notFound();
  const formData = await readFormData(request);
  if (formData.get('intent') !== 'add' || Number(formData.get('courseId')) !== course.id) throw new AppError('invalid');
  return addToCartAction(request, context, formData);
}

export default function CoursePage({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  if (loaderData.kind === 'list') return <CourseList courses={loaderData.courses} />;
  const { course } = loaderData;
  return (
    <CourseDetails
      course={course}
      access={loaderData.access}
      outline={loaderData.outline}
      buy={<AddToCartForm item={{ courseId: course.id }} digital stock={null} title={locale === 'pt' ? course.titlePt : course.titleEn} result={actionData} />}
    />
  );
}
