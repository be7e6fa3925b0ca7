import type { ReactNode } from 'react';
import { formatMoney } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import type { courses } from '#app/lib/db/schema.ts';
import { Alert } from '#app/ui/alert.tsx';
import { buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import { courseMessages } from '../messages.ts';

type Course = typeof courses.$inferSelect;

/** Reais on the Portuguese site; dollars on the English one when the course has a dollar price. */
function priceOf(course: Pick<Course, 'priceBrl' | 'priceUsd'>, locale: 'pt' | 'en'): { cents: number; currency: 'BRL' | 'USD' } | null {
  if (locale === 'en' && course.priceUsd) return { cents: course.priceUsd, currency: 'USD' };
  return course.priceBrl ? { cents: course.priceBrl, currency: 'BRL' } : null;
}

export function CourseList({ courses: list }: { courses: (Course & { classCount: number; duration: string })[] }) {
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
                  {course.classCount ? t('total', { classes: course.classCount, duration: course.duration }) : t('classesValue', { classes: course.classes })}
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

export interface CourseOutline {
  classes: { position: number; title: string; duration: string; preview: boolean; done: boolean }[];
  duration: string;
  next: number | null;
  started: boolean;
  preview: number | null;
  certificate: string | null;
}

/** One course: what it teaches, its classes and their length, its price and "add to cart", or the student's way back in. */
export function CourseDetails({ course, access, buy, outline }: { course: Course; access: boolean; buy: ReactNode; outline: CourseOutline }) {
  const t = useT(courseMessages);
  const locale = useLocale();
  const price = priceOf(course, locale);
  const syllabus = locale === 'pt' ? course.syllabusPt : course.syllabusEn;
  const hasClasses = outline.classes.length > 0;
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 md:grid-cols-[1fr_20rem]">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">{t('course')}</p>
        <h1 className="mt-1 font-serif text-4xl font-semibold tracking-tight">{locale === 'pt' ? course.titlePt : course.titleEn}</h1>
        <p className="mt-4 text-lg">{locale === 'pt' ? course.summaryPt : course.summaryEn}</p>
        <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-muted">{t('classes')}</dt>
          <dd>{hasClasses ? t('total', { classes: outline.classes.length, duration: outline.duration }) : t('classesValue', { classes: course.classes })}</dd>
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
        {hasClasses ? (
          <section aria-labelledby="syllabus-title">
            <h2 id="syllabus-title" className="mt-8 text-2xl font-semibold">
              {t('syllabus')}
            </h2>
            <ol className="mt-3 divide-y divide-line rounded-lg border border-line bg-surface">
              {outline.classes.map((c) => (
                <li key={c.position} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
                  <span>
                    {c.done ? (
                      <span aria-hidden="true" className="mr-2 text-brand">
                        ✓
                      </span>
                    ) : null}
                    {access || c.preview ? (
                      <Link to={`/course/${course.slug}/class/${c.position}`} className="text-brand underline">
                        {c.position}. {c.title}
                      </Link>
                    ) : (
                      <>
                        {c.position}. {c.title}
                      </>
                    )}
                    {c.done ? <span className="sr-only"> ({t('done')})</span> : null}
                    {c.preview && !access ? <span className="ml-2 rounded bg-brand-soft px-2 text-sm">{t('previewClass')}</span> : null}
                  </span>
                  <span className="text-sm text-muted">{c.duration}</span>
                </li>
              ))}
            </ol>
            <p className="mt-2 text-sm text-muted">{t('total', { classes: outline.classes.length, duration: outline.duration })}</p>
          </section>
        ) : syllabus.length ? (
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
        {access ? (
          <>
            <Alert tone="success" title={t('haveAccess')} />
            {outline.next ? (
              <Link to={`/course/${course.slug}/class/${outline.next}`} className={buttonClass('primary')}>
                {outline.started ? t('continueCourse') : t('startCourse')}
              </Link>
            ) : null}
            {outline.certificate ? (
              <Link to={`/certificate/${outline.certificate}`} className="text-brand underline">
                {t('seeCertificate')}
              </Link>
            ) : null}
          </>
        ) : (
          <>
            {price ? buy : null}
            {outline.preview ? (
              <Link to={`/course/${course.slug}/class/${outline.preview}`} className="text-brand underline">
                {t('watchPreview')}
              </Link>
            ) : null}
          </>
        )}
      </aside>
    </div>
  );
}
