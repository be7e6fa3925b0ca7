import type { ReactNode } from 'react';
import { formatMoney } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import type { courses } from '#app/lib/db/schema.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Link } from '#app/ui/link.tsx';
import { courseMessages } from '../messages.ts';

type Course = typeof courses.$inferSelect;

/** Reais on the Portuguese site; dollars on the English one when the course has a dollar price. */
function priceOf(course: Pick<Course, 'priceBrl' | 'priceUsd'>, locale: 'pt' | 'en'): { cents: number; currency: 'BRL' | 'USD' } | null {
  if (locale === 'en' && course.priceUsd) return { cents: course.priceUsd, currency: 'USD' };
  return course.priceBrl ? { cents: course.priceBrl, currency: 'BRL' } : null;
}

export function CourseList({ courses: list }: { courses: Course[] }) {
  const t = useT(courseMessages);
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('coursesTitle')}</h1>
      <p className="mt-3 text-lg text-muted">{t('coursesLead')}</p>
      {list.length === 0 ? (
        <p className="mt-8 rounded-md border border-line bg-surface p-6">{t('noCourses')}</p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {list.map((course) => {
            const price = priceOf(course, locale);
            return (
              <li key={course.id} className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-5">
                <h2 className="font-serif text-2xl font-semibold">
                  <Link to={`/course/${course.slug}`} className="text-brand underline">
                    {locale === 'pt' ? course.titlePt : course.titleEn}
                  </Link>
                </h2>
                <p>{locale === 'pt' ? course.summaryPt : course.summaryEn}</p>
                <p className="text-muted">
                  {t('classesValue', { classes: course.classes })} · {t('durationValue', { hours: course.hours })}
                </p>
                {price ? <p className="text-xl font-semibold">{formatMoney(price.cents, price.currency, locale)}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** One course: what it teaches, how it is given, its price and "add to cart", or the buyer's access. */
export function CourseDetails({ course, access, buy }: { course: Course; access: boolean; buy: ReactNode }) {
  const t = useT(courseMessages);
  const locale = useLocale();
  const price = priceOf(course, locale);
  const syllabus = locale === 'pt' ? course.syllabusPt : course.syllabusEn;
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 md:grid-cols-[1fr_20rem]">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">{t('course')}</p>
        <h1 className="mt-1 font-serif text-4xl font-semibold tracking-tight">{locale === 'pt' ? course.titlePt : course.titleEn}</h1>
        <p className="mt-4 text-lg">{locale === 'pt' ? course.summaryPt : course.summaryEn}</p>
        <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-muted">{t('classes')}</dt>
          <dd>{t('classesValue', { classes: course.classes })}</dd>
          <dt className="font-medium text-muted">{t('duration')}</dt>
          <dd>{t('durationValue', { hours: course.hours })}</dd>
          <dt className="font-medium text-muted">{t('access')}</dt>
          <dd>{t('accessValue')}</dd>
          <dt className="font-medium text-muted">{t('certificate')}</dt>
          <dd>{t('certificateValue')}</dd>
          {course.teacher ? (
            <>
              <dt className="font-medium text-muted">{t('teacher')}</dt>
              <dd>{course.teacher}</dd>
            </>
          ) : null}
        </dl>
        {syllabus.length ? (
          <>
            <h2 className="mt-8 text-2xl font-semibold">{t('syllabus')}</h2>
            <ol className="mt-3 list-decimal space-y-1 pl-6">
              {syllabus.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
          </>
        ) : null}
      </div>
      <aside className="flex flex-col gap-4 self-start rounded-lg border border-line bg-surface p-5">
        <p className="text-3xl font-semibold">
          <span className="sr-only">{t('price')}: </span>
          {price ? formatMoney(price.cents, price.currency, locale) : t('notForSale')}
        </p>
        {access ? <Alert tone="success" title={t('haveAccess')} /> : price ? buy : null}
      </aside>
    </div>
  );
}
