import { useRef } from 'react';
import { formatDate } from '#app/i18n/format.ts';
import { useLocale, useT, type KeyOf } from '#app/i18n/messages.ts';
import { answerFor, formKey, Notice, PageHeader, Panel, RadioChoice, useAnswerFocus, useFormView } from '#app/ui/admin/form-kit.tsx';
import { Button } from '#app/ui/button.tsx';
import { Group, TextArea, TextField } from '#app/ui/field.tsx';
import { ValidatedForm } from '#app/ui/form.tsx';
import { Link } from '#app/ui/link.tsx';
import { formatDuration } from '../../course-rules.ts';
import type { CourseEditor } from '../courses-admin.server.ts';
import { courseAdminMessages } from '../messages.ts';
import type { CourseDone, CourseFormState } from '../outcome.ts';

const courseCheck = () => import('../course.schema.ts').then((m) => m.courseSchema);
const grantCheck = () => import('../course.schema.ts').then((m) => m.grantSchema);

/** /admin/courses/new and /admin/courses/{id}: the course, its classes, its students. */
export function CourseEditorPage({ editor, state, done, title }: { editor: CourseEditor; state?: CourseFormState; done: CourseDone | null; title: string }) {
  const t = useT(courseAdminMessages);
  const message = (key: string) => t(key as KeyOf<typeof courseAdminMessages>);
  const ref = useRef<HTMLFormElement>(null);
  const view = useFormView(courseAdminMessages, editor.values, state, 'course');
  useAnswerFocus(ref, state, 'course');
  const { course } = editor;
  return (
    <div>
      <PageHeader back={{ to: '/admin/courses', label: t('backToCourses') }} title={title}>
        {course?.status === 'published' ? (
          <a href={`/course/${course.slug}`} className="text-brand underline">
            /course/{course.slug}
          </a>
        ) : null}
      </PageHeader>
      <div className="grid gap-6">
        <Notice catalog={courseAdminMessages} state={answerFor(state, 'course') ?? answerFor(state, 'grant')} done={done} />
        <ValidatedForm
          ref={ref}
          key={formKey(course?.version ?? 'new', state, 'course')}
          method="post"
          schema={courseCheck}
          message={message}
          className="grid gap-6"
          aria-label={t('courseDetails')}
        >
          <Group legend={t('courseDetails')}>
            <TextField
              label={t('slug')}
              name="slug"
              required
              maxLength={80}
              hint={t('slugHint')}
              autoComplete="off"
              spellCheck={false}
              defaultValue={view.value('slug')}
              error={view.error('slug')}
            />
            <RadioChoice
              view={view}
              name="status"
              legend={t('status')}
              options={(['draft', 'published'] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))}
            />
            <div className="grid gap-4 md:grid-cols-2">
              <TextField
                label={t('titlePt')}
                name="titlePt"
                lang="pt-BR"
                required
                maxLength={200}
                defaultValue={view.value('titlePt')}
                error={view.error('titlePt')}
              />
              <TextField
                label={t('titleEn')}
                name="titleEn"
                lang="en"
                required
                maxLength={200}
                defaultValue={view.value('titleEn')}
                error={view.error('titleEn')}
              />
              <TextArea
                label={t('summaryPt')}
                name="summaryPt"
                lang="pt-BR"
                rows={3}
                maxLength={2000}
                optionalLabel={t('optional')}
                defaultValue={view.value('summaryPt')}
                error={view.error('summaryPt')}
              />
              <TextArea
                label={t('summaryEn')}
                name="summaryEn"
                lang="en"
                rows={3}
                maxLength={2000}
                optionalLabel={t('optional')}
                defaultValue={view.value('summaryEn')}
                error={view.error('summaryEn')}
              />
              <TextField
                label={t('teacher')}
                name="teacher"
                maxLength={200}
                optionalLabel={t('optional')}
                defaultValue={view.value('teacher')}
                error={view.error('teacher')}
              />
            </div>
            <div className="grid gap-4 md:grid-cols-2">
              <TextField
                label={t('priceBrl')}
                name="priceBrl"
                inputMode="decimal"
                maxLength={20}
                optionalLabel={t('optional')}
                hint={t('priceHint')}
                defaultValue={view.value('priceBrl')}
                error={view.error('priceBrl')}
              />
              <TextField
                label={t('priceUsd')}
                name="priceUsd"
                inputMode="decimal"
                maxLength={20}
                optionalLabel={t('optional')}
                hint={t('priceHint')}
                defaultValue={view.value('priceUsd')}
                error={view.error('priceUsd')}
              />
            </div>
          </Group>
          <div>
            <Button type="submit">{t('save')}</Button>
          </div>
        </ValidatedForm>
        {course ? (
          <>
            <Classes editor={editor} />
            <Students editor={editor} state={state} />
          </>
        ) : null}
      </div>
    </div>
  );
}

function Classes({ editor }: { editor: CourseEditor }) {
  const t = useT(courseAdminMessages);
  const locale = useLocale();
  return (
    <Panel id="course-classes" title={t('classesTitle')}>
      <p className="text-muted">{formatDuration(editor.totalSeconds)}</p>
      {editor.classes.length ? (
        <ol className="mt-2 divide-y divide-line">
          {editor.classes.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <Link to={`/admin/courses/${editor.course!.id}/classes/${c.id}`} className="text-brand underline">
                {c.position}. {locale === 'pt' ? c.titlePt : c.titleEn}
              </Link>
              <span className="text-sm text-muted">
                {formatDuration(c.durationSeconds)}
                {c.preview ? ` · ${t('preview')}` : ''}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2">{t('noClasses')}</p>
      )}
      <p className="mt-3">
        <Link to={`/admin/courses/${editor.course!.id}/classes/new`} className="inline-flex min-h-11 items-center text-brand underline">
          {t('addClass')}
        </Link>
      </p>
    </Panel>
  );
}

function Students({ editor, state }: { editor: CourseEditor; state?: CourseFormState }) {
  const t = useT(courseAdminMessages);
  const locale = useLocale();
  const view = useFormView(courseAdminMessages, {}, state, 'grant');
  return (
    <Panel id="course-students" title={t('enrolments')}>
      <p className="text-muted">{t('enrolmentsLead')}</p>
      {editor.students.length ? (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left">
            <thead className="border-b border-line text-sm">
              <tr>
                {(['student', 'source', 'classes', 'certificate'] as const).map((key) => (
                  <th key={key} scope="col" className="p-2 font-semibold">
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {editor.students.map((s) => (
                <tr key={s.userId} className="border-b border-line last:border-0">
                  <td className="p-2">
                    {s.name} <span className="block text-sm wrap-anywhere text-muted">{s.email}</span>
                  </td>
                  <td className="p-2">
                    {t(`source.${s.source}`)} <span className="block text-sm text-muted">{formatDate(s.since, locale)}</span>
                  </td>
                  <td className="p-2">{t('progress', { done: s.done, total: editor.classes.length })}</td>
                  <td className="p-2">
                    {s.certificate ? (
                      <Link to={`/certificate/${s.certificate}`} className="font-mono text-brand underline">
                        {s.certificate}
                      </Link>
                    ) : (
                      t('none')
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-2">{t('noStudents')}</p>
      )}
      <ValidatedForm
        method="post"
        schema={grantCheck}
        message={(key) => t(key as KeyOf<typeof courseAdminMessages>)}
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="intent" value="grant" />
        <div className="min-w-64 flex-1">
          <TextField
            label={t('grantEmail')}
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="off"
            defaultValue={view.value('email')}
            error={view.error('email')}
          />
        </div>
        <Button type="submit" variant="secondary">
          {t('grant')}
        </Button>
      </ValidatedForm>
    </Panel>
  );
}
