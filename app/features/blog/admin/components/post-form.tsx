/**
 * A blog post's form: the text in Markdown with a live preview (the server renders it, with the
 * same allowlist as saving), an image inserted into the text, the story's authors, categories
 * and cover, and when it appears. Without JavaScript, "Show the preview" and "Upload and insert
 * the image" are posts that draw the form again; nothing is saved until "Save".
 */
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { localizePath, type Locale } from '#app/i18n/locales.ts';
import { useLocale, useT, type KeyOf } from '#app/i18n/messages.ts';
import { formKey, RadioChoice, useAnswerFocus, useFormView } from '#app/ui/admin/form-kit.tsx';
import { Button } from '#app/ui/button.tsx';
import { CheckboxField, FileField, Group, TextArea, TextField } from '#app/ui/field.tsx';
import { ValidatedForm } from '#app/ui/form.tsx';
import { Image } from '#app/ui/image.tsx';
import { idList } from '#app/lib/form-values.ts';
import { blogAdminMessages } from '../messages.ts';
import { BODY_MAX, EXCERPT_MAX, TITLE_MAX } from '../limits.ts';
import { POST_FORM, type BlogFormState } from '../outcome.ts';
import type { PostEditor } from '../posts-admin.server.ts';
import { useBusy } from '#app/ui/use-busy.ts';

const postCheck = () => import('../post.schema.ts').then((m) => m.checkBlogPost);
const PREVIEW_DELAY_MS = 600;

/** Asks the server for the preview of what is typed, a moment after the last keystroke. */
function useLivePreview(initial: string) {
  const fetcher = useFetcher<{ html: string }>();
  const locale = useLocale();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const update = (markdown: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void fetcher.submit({ body: markdown }, { method: 'post', action: localizePath('/admin/blog/preview', locale) });
    }, PREVIEW_DELAY_MS);
  };
  return { html: fetcher.data?.html ?? initial, update };
}

export function PostForm({ editor, state, storyParam }: { editor: PostEditor; state?: BlogFormState; storyParam?: number }) {
  const t = useT(blogAdminMessages);
  const ref = useRef<HTMLFormElement>(null);
  const view = useFormView(blogAdminMessages, editor.values, state, POST_FORM);
  useAnswerFocus(ref, state, POST_FORM);
  const busy = useBusy();
  const { post, story } = editor;
  const answered = state?.form === POST_FORM ? state : undefined;
  const preview = useLivePreview(answered?.preview ?? editor.previewHtml);
  const [typed, setTyped] = useState(false);
  const chosen = new Set(idList(view.value('categories')));
  const language = (post?.locale ?? view.value('locale')) as Locale | '';
  const action = storyParam ? `?story=${storyParam}` : undefined;
  return (
    <ValidatedForm
      ref={ref}
      key={formKey(post?.version ?? 'new', state, POST_FORM)}
      method="post"
      action={action}
      encType="multipart/form-data"
      schema={postCheck}
      message={(key) => t(key as KeyOf<typeof blogAdminMessages>)}
      className="grid gap-6"
      aria-label={post ? t('editPost', { title: post.title }) : t('newPost')}
    >
      {/* Enter in a field saves. */}
      <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden="true" className="sr-only">
        {t('save')}
      </button>
      {post || storyParam ? (
        <input type="hidden" name="locale" value={language} />
      ) : (
        <RadioChoice view={view} name="locale" legend={t('language')} options={(['pt', 'en'] as const).map((l) => ({ value: l, label: t(`locale.${l}`) }))} />
      )}
      <Group legend={t('title')}>
        <TextField
          label={t('title')}
          name="title"
          required
          maxLength={TITLE_MAX}
          defaultValue={view.value('title')}
          error={view.error('title')}
          lang={language || undefined}
        />
        <TextField
          label={t('slug')}
          name="slug"
          maxLength={80}
          optionalLabel={t('optional')}
          hint={t('slugHint')}
          autoComplete="off"
          spellCheck={false}
          defaultValue={view.value('slug')}
          error={view.error('slug')}
        />
        <TextArea
          label={t('excerpt')}
          name="excerpt"
          required
          rows={2}
          maxLength={EXCERPT_MAX}
          hint={t('excerptHint')}
          defaultValue={view.value('excerpt')}
          error={view.error('excerpt')}
          lang={language || undefined}
        />
      </Group>
      <div className="grid gap-6 lg:grid-cols-2">
        <TextArea
          label={t('body')}
          name="body"
          required
          rows={22}
          maxLength={BODY_MAX}
          hint={`${t('bodyHint')} ${t('previewLive')}`}
          defaultValue={view.value('body')}
          error={view.error('body')}
          lang={language || undefined}
          className="font-mono text-sm"
          onChange={(event) => {
            setTyped(true);
            preview.update(event.currentTarget.value);
          }}
        />
        <section aria-labelledby="post-preview-title" className="min-w-0 rounded-lg border border-line bg-page p-4">
          <h2 id="post-preview-title" className="font-semibold">
            {t('preview')}
          </h2>
          {preview.html ? (
            // Allowlisted by the server (features/fulltext/convert.server.ts) before it gets here.
            <div className="prose-text blog-body mt-3" lang={language || undefined} dangerouslySetInnerHTML={{ __html: preview.html }} />
          ) : (
            <p className="mt-3 text-muted">{typed ? '…' : t('previewEmpty')}</p>
          )}
          <Button type="submit" name="intent" value="preview" variant="secondary" formNoValidate className="mt-4" busy={busy('preview')}>
            {t('previewButton')}
          </Button>
        </section>
      </div>
      <Group legend={t('image')}>
        <FileField label={t('image')} name="image" accept="image/jpeg,image/png,image/webp" hint={t('imageHint')} error={view.error('image')} />
        <TextField label={t('imageAlt')} name="imageAlt" maxLength={200} hint={t('imageAltHint')} defaultValue="" error={view.error('imageAlt')} />
        <div>
          <Button type="submit" name="intent" value="image" variant="secondary" formNoValidate busy={busy('image')}>
            {t('insertImage')}
          </Button>
        </div>
      </Group>
      <Group legend={t('tags')}>
        <TextField
          label={t('tags')}
          name="tags"
          maxLength={500}
          optionalLabel={t('optional')}
          hint={t('tagsHint')}
          defaultValue={view.value('tags')}
          error={view.error('tags')}
        />
        <TextField
          label={t('authors')}
          name="authors"
          maxLength={1000}
          optionalLabel={t('optional')}
          hint={t('authorsHint')}
          defaultValue={view.value('authors')}
          error={view.error('authors')}
        />
        <fieldset>
          <legend className="font-medium">{t('categories')}</legend>
          <p className="text-sm text-muted">{t('categoriesHint')}</p>
          <div className="mt-1 flex flex-wrap gap-x-6">
            {editor.categories.map((category) => (
              <label key={category.id} className="flex min-h-11 items-center gap-2">
                <input type="checkbox" name="categories" value={category.id} defaultChecked={chosen.has(category.id)} className="size-5" />
                {category.name}
              </label>
            ))}
          </div>
          {view.error('categories') ? <p className="text-sm font-medium text-danger">{view.error('categories')}</p> : null}
        </fieldset>
      </Group>
      <Group legend={t('cover')}>
        {story?.cover ? (
          <figure className="max-w-sm">
            <Image src={story.cover.src} alt={t('currentCover')} width={story.cover.width} height={story.cover.height} sizes="24rem" className="rounded-md" />
            <figcaption className="text-sm text-muted">{t('currentCover')}</figcaption>
          </figure>
        ) : null}
        <FileField label={t('cover')} name="cover" accept="image/jpeg,image/png,image/webp" hint={t('coverHint')} error={view.error('cover')} />
        {story?.cover ? <CheckboxField label={t('removeCover')} name="removeCover" defaultChecked={false} /> : null}
        <TextField
          label={t('coverAlt')}
          name="coverAlt"
          maxLength={300}
          optionalLabel={t('optional')}
          defaultValue={view.value('coverAlt')}
          error={view.error('coverAlt')}
          lang={language || undefined}
        />
      </Group>
      <Group legend={t('publication')}>
        <RadioChoice
          view={view}
          name="status"
          legend={t('status')}
          options={(['draft', 'published'] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <TextField
          label={t('publishedAt')}
          name="publishedAt"
          type="datetime-local"
          step={1}
          optionalLabel={t('optional')}
          hint={t('publishedAtHint')}
          defaultValue={view.value('publishedAt')}
          error={view.error('publishedAt')}
        />
      </Group>
      <div>
        <Button type="submit" name="intent" value="save" busy={busy('save')}>
          {t('save')}
        </Button>
      </div>
    </ValidatedForm>
  );
}
