import { useLocale, useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import type { myCourses } from '../courses.server.ts';
import { courseMessages } from '../messages.ts';

/** The account page's "My courses": every course the person has permanent access to. */
export function MyCourses({ courses }: { courses: Awaited<ReturnType<typeof myCourses>> }) {
  const t = useT(courseMessages);
  const locale = useLocale();
  return (
    <section aria-labelledby="my-courses" className="rounded-lg border border-line bg-surface p-6">
      <h2 id="my-courses" className="text-xl font-semibold">
        {t('myCourses')}
      </h2>
      <p className="mt-1 text-muted">{t('myCoursesLead')}</p>
      <ul className="mt-4 divide-y divide-line">
        {courses.map((course) => (
          <li key={course.slug} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <Link to={`/course/${course.slug}`} className="font-medium text-brand underline">
              {locale === 'pt' ? course.titlePt : course.titleEn}
            </Link>
            <span className="flex flex-wrap items-center gap-x-4 text-muted">
              {course.total ? t('progress', { done: course.done, total: course.total }) : null}
              {course.certificate ? (
                <Link to={`/certificate/${course.certificate}`} className="inline-flex min-h-11 items-center text-brand underline">
                  {t('seeCertificate')}
                </Link>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
