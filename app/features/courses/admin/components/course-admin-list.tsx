import { formatMoney } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Notice, PageHeader } from '#app/ui/admin/form-kit.tsx';
import { ListTable } from '#app/ui/admin/list-kit.tsx';
import { buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import { formatDuration } from '../../course-rules.ts';
import type { listCoursesForAdmin } from '../courses-admin.server.ts';
import { courseAdminMessages } from '../messages.ts';
import type { CourseDone } from '../outcome.ts';

/** /admin/courses: every course with its classes, length, students and certificates. */
export function CourseAdminList({ courses, done }: { courses: Awaited<ReturnType<typeof listCoursesForAdmin>>; done: CourseDone | null }) {
  const t = useT(courseAdminMessages);
  const locale = useLocale();
  return (
    <div>
      <PageHeader
        title={t('courses')}
        actions={
          <Link to="/admin/courses/new" className={buttonClass('primary')}>
            {t('newCourse')}
          </Link>
        }
      />
      <Notice catalog={courseAdminMessages} done={done} />
      <ListTable
        caption={t('courses')}
        columns={(['title', 'status', 'classes', 'length', 'price', 'students', 'certificates'] as const).map((key) => ({ key, label: t(key) }))}
        empty={t('noCourses')}
        rowCount={courses.length}
      >
        {courses.map((course) => (
          <tr key={course.id} className="border-b border-line last:border-0">
            <td className="p-3">
              <Link to={`/admin/courses/${course.id}`} className="font-medium text-brand underline">
                {locale === 'pt' ? course.titlePt : course.titleEn}
              </Link>
            </td>
            <td data-label={t('status')} className="p-3">
              {t(`status.${course.status}`)}
            </td>
            <td data-label={t('classes')} className="p-3">
              {course.classCount}
            </td>
            <td data-label={t('length')} className="p-3">
              {formatDuration(course.totalSeconds)}
            </td>
            <td data-label={t('price')} className="p-3">
              {course.priceBrl !== null ? formatMoney(course.priceBrl, 'BRL', locale) : t('none')}
            </td>
            <td data-label={t('students')} className="p-3">
              {course.students}
            </td>
            <td data-label={t('certificates')} className="p-3">
              {course.certificates}
            </td>
          </tr>
        ))}
      </ListTable>
    </div>
  );
}
