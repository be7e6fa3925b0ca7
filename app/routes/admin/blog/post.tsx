import type { Route } from './+types/post';
import { PostEditorPage, blogAdminMessages, blogDone, POST_FORM } from '#app/features/blog/api.ts';
import { loadPostEditor, submitPostForm } from '#app/features/blog/api.server.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { refused } from '#app/lib/form-outcome.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { idParam, readPost, respond, SERIAL_MAX } from '#app/lib/respond.server.ts';
import { COVER_MAX_BYTES } from '#app/lib/uploads.server.ts';
import { notFound } from '#app/lib/app-error.ts';

// /admin/blog/new has no id; anything in :id that is not a post's number is a 404.
const postId = (params: { id?: string }) => ('id' in params && params.id !== undefined ? idParam(params.id, SERIAL_MAX) : null);
/** ?story=N: a new version of that story, in its missing language. */
const storyParam = (request: Request) => {
  const story = new URL(request.url).searchParams.get('story');
  return story === null ? undefined : idParam(story, SERIAL_MAX);
};

/** /admin/blog/new (?story=N for a story's other language) and /admin/blog/{id}: a post's form. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const locale = requestLocale(request);
  const story = storyParam(request);
  const editor = await loadPostEditor(db(), postId(params), { story }, locale, new Date());
  if (!editor) throw notFound();
  const t = translator(blogAdminMessages, locale);
  return { editor, story, title: editor.post ? t('editPost', { title: editor.post.title }) : t('newPost'), done: blogDone(request.url) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireAdmin(context, request);
  const locale = requestLocale(request);
  // A cover and an image for the text, each up to 5 MB.
  const formData = await readPost(request, { files: 2, fileBytes: COVER_MAX_BYTES });
  if (!formData) return respond(refused(POST_FORM, {}, {}, 'postTooLarge', {}, 413), locale);
  return respond(await submitPostForm(db(), user.id, postId(params), storyParam(request), formData, new Date()), locale);
}

export default function BlogPostAdminPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PostEditorPage editor={loaderData.editor} state={actionData} done={loaderData.done} title={loaderData.title} storyParam={loaderData.story} />;
}
