import { Form } from 'react-router';
import { localeInfo, type Locale } from '#app/i18n/locales.ts';
import { useT } from '#app/i18n/messages.ts';
import { Notice, PageHeader, Panel } from '#app/ui/admin/form-kit.tsx';
import { Button } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import { postPath } from '../../paths.ts';
import { blogAdminMessages } from '../messages.ts';
import type { BlogDone, BlogFormState } from '../outcome.ts';
import type { PostEditor } from '../posts-admin.server.ts';
import { PostForm } from './post-form.tsx';
import { StateText } from './post-list.tsx';

/** /admin/blog/new and /admin/blog/{id}: the post's state and its translation, the form, deleting it. */
export function PostEditorPage({
  editor,
  state,
  done,
  title,
  storyParam,
}: {
  editor: PostEditor;
  state?: BlogFormState;
  done: BlogDone | null;
  title: string;
  storyParam?: number;
}) {
  const t = useT(blogAdminMessages);
  const { post, translation } = editor;
  return (
    <div>
      <PageHeader back={{ to: '/admin/blog', label: t('backToPosts') }} title={title}>
        {post ? (
          <>
            <StateText version={post} />
            {post.state === 'published' ? (
              <>
                {' · '}
                <a href={postPath(post.locale as Locale, post.slug)} className="text-brand underline">
                  {t('view')}
                </a>
              </>
            ) : null}
          </>
        ) : null}
      </PageHeader>
      <div className="grid gap-6">
        <Notice catalog={blogAdminMessages} state={state} done={done} />
        {translation ? (
          <p>
            {t(`translation.${translation.locale as Locale}`)}:{' '}
            <Link to={`/admin/blog/${translation.id}`} className="text-brand underline" lang={localeInfo[translation.locale].lang}>
              {translation.title}
            </Link>
          </p>
        ) : post ? (
          <p>
            <Link to={`/admin/blog/new?story=${post.storyId}`} className="text-brand underline">
              {t(`addVersion.${post.locale === 'pt' ? 'en' : 'pt'}`)}
            </Link>
          </p>
        ) : null}
        {/* Drawn anew after each answer: the live preview starts from the answer's own. */}
        <PostForm key={state?.revision ?? 'loaded'} editor={editor} state={state} storyParam={storyParam} />
        {post ? (
          <Panel id="delete-post" title={t('deletePost')}>
            <p className="text-muted">{t('deleteHint')}</p>
            <Form noValidate method="post" className="mt-3">
              <Button type="submit" name="intent" value="delete" variant="danger">
                {t('deletePost')}
              </Button>
            </Form>
          </Panel>
        ) : null}
      </div>
    </div>
  );
}
