import { useRef } from 'react';
import { Form } from 'react-router';
import { useT, type KeyOf } from '#app/i18n/messages.ts';
import { formKey, Notice, PageHeader, Panel, useAnswerFocus, useFormView } from '#app/ui/admin/form-kit.tsx';
import { Button } from '#app/ui/button.tsx';
import { CheckboxField, FileField, Group, TextArea, TextField } from '#app/ui/field.tsx';
import { ValidatedForm } from '#app/ui/form.tsx';
import { formatDuration } from '../../course-rules.ts';
import type { ClassEditor } from '../courses-admin.server.ts';
import { courseAdminMessages } from '../messages.ts';
import type { CourseFormState } from '../outcome.ts';

const classCheck = () => import('../course.schema.ts').then((m) => m.classSchema);

/** /admin/courses/{id}/classes/new and …/{classId}: a class, its video and captions. */
export function ClassEditorPage({ editor, state, title }: { editor: ClassEditor; state?: CourseFormState; title: string }) {
  const t = useT(courseAdminMessages);
  const ref = useRef<HTMLFormElement>(null);
  const view = useFormView(courseAdminMessages, editor.values, state, 'class');
  useAnswerFocus(ref, state, 'class');
  const { course, lesson } = editor;
  return (
    <div>
      <PageHeader back={{ to: `/admin/courses/${course.id}`, label: t('backToCourse') }} title={title}>
        {course.title}
      </PageHeader>
      <div className="grid gap-6">
        <Notice catalog={courseAdminMessages} state={state} />
        <ValidatedForm
          ref={ref}
          key={formKey(lesson?.version ?? 'new', state, 'class')}
          method="post"
          encType="multipart/form-data"
          schema={classCheck}
          message={(key) => t(key as KeyOf<typeof courseAdminMessages>)}
          className="grid gap-6"
          aria-label={t('classDetails')}
        >
          <Group legend={t('classDetails')}>
            <div className="grid gap-4 md:grid-cols-3">
              <TextField
                label={t('position')}
                name="position"
                inputMode="numeric"
                required
                maxLength={3}
                defaultValue={view.value('position')}
                error={view.error('position')}
              />
            </div>
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
                label={t('descriptionPt')}
                name="descriptionPt"
                lang="pt-BR"
                rows={3}
                maxLength={4000}
                optionalLabel={t('optional')}
                defaultValue={view.value('descriptionPt')}
                error={view.error('descriptionPt')}
              />
              <TextArea
                label={t('descriptionEn')}
                name="descriptionEn"
                lang="en"
                rows={3}
                maxLength={4000}
                optionalLabel={t('optional')}
                defaultValue={view.value('descriptionEn')}
                error={view.error('descriptionEn')}
              />
            </div>
            <CheckboxField label={t('previewClass')} name="preview" defaultChecked={view.value('preview') === 'on'} />
          </Group>
          <Group legend={t('media')}>
            {lesson ? <p className="text-muted">{t('currentVideo', { duration: formatDuration(lesson.durationSeconds) })}</p> : null}
            <FileField label={t('video')} name="video" accept="video/mp4,.mp4" hint={t('videoHint')} error={view.error('video')} />
            <FileField label={t('captionsPt')} name="captionsPt" accept="text/vtt,.vtt" hint={t('captionsHint')} error={view.error('captionsPt')} />
            <FileField label={t('captionsEn')} name="captionsEn" accept="text/vtt,.vtt" hint={t('captionsHint')} error={view.error('captionsEn')} />
          </Group>
          <div>
            <Button type="submit">{t('save')}</Button>
          </div>
        </ValidatedForm>
        {lesson ? (
          <Panel id="delete-class" title={t('deleteClass')}>
            <p className="text-muted">{t('deleteHint')}</p>
            <Form noValidate method="post" className="mt-3">
              <Button type="submit" name="intent" value="delete" variant="danger">
                {t('deleteClass')}
              </Button>
            </Form>
          </Panel>
        ) : null}
      </div>
    </div>
  );
}
