/**
 * The blog's administration: the list of stories with their versions, and one post's form (a new
 * story, a story's other-language version, or an existing post): save (sanitised HTML, reading
 * time, search vector, a redirect from a published post's former address), insert an image,
 * preview, delete.
 */
import { enqueueJob } from '#app/lib/jobs/jobs.server.ts';
import { PAGES_CHANGE_JOB } from '#app/lib/page-cache.server.ts';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { FieldConflict, NotFound, conflictFromDb } from '#app/lib/db/conflicts.ts';
import { blogCategories, blogPosts, blogSlugRedirects, blogStories, blogStoryCategories } from '#app/lib/db/schema.ts';
import { redirectTo, refused } from '#app/lib/form-outcome.ts';
import { POST_FORM, type BlogOutcome } from './outcome.ts';
import { readValues, type FormValues } from '#app/lib/form-values.ts';
import { markdownToSafeHtml } from '#app/features/fulltext/api.server.ts';
import { slugify } from '#app/lib/identifiers.ts';
import { localDateTimeInput } from '#app/lib/publisher-time.ts';
import { readCover, withUploads } from '#app/lib/uploads.server.ts';
import { refreshPostSearch } from '../blog.server.ts';
import { postState, readingMinutes, type PostState } from '../post-rules.ts';
import type { BlogAdminKey } from './messages.ts';
import { checkBlogPost } from './post.schema.ts';
import { recordAudit } from '#app/lib/audit.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/** The admin list holds at most this many stories (the newest changed first). */
const LIST_MAX = 300;

export interface VersionSummary {
  id: number;
  title: string;
  slug: string;
  state: PostState;
  publishedAt: string | null;
}

export async function listStoriesForAdmin(db: Db, now: Date) {
  const stories = await db
    .select({ id: blogStories.id, updatedAt: blogStories.updatedAt })
    .from(blogStories)
    .orderBy(desc(blogStories.updatedAt), desc(blogStories.id))
    .limit(LIST_MAX);
  const posts = stories.length
    ? await db
        .select({
          id: blogPosts.id,
          storyId: blogPosts.storyId,
          locale: blogPosts.locale,
          title: blogPosts.title,
          slug: blogPosts.slug,
          status: blogPosts.status,
          publishedAt: blogPosts.publishedAt,
          updatedAt: blogPosts.updatedAt,
        })
        .from(blogPosts)
        .where(
          inArray(
            blogPosts.storyId,
            stories.map((s) => s.id),
          ),
        )
    : [];
  return stories
    .map((story) => {
      const versions: Partial<Record<Locale, VersionSummary>> = {};
      let updated = story.updatedAt;
      for (const post of posts.filter((p) => p.storyId === story.id)) {
        versions[post.locale] = {
          id: post.id,
          title: post.title,
          slug: post.slug,
          state: postState(post, now),
          publishedAt: post.publishedAt?.toISOString() ?? null,
        };
        if (post.updatedAt > updated) updated = post.updatedAt;
      }
      return { id: story.id, versions, updatedAt: updated.toISOString() };
    })
    .filter((story) => story.versions.pt || story.versions.en)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

export type AdminStory = Awaited<ReturnType<typeof listStoriesForAdmin>>[number];

async function categoryChoices(db: Db, locale: Locale) {
  const rows = await db.select().from(blogCategories).orderBy(blogCategories.position, blogCategories.id);
  return rows.map((c) => ({ id: c.id, name: locale === 'pt' ? c.namePt : c.nameEn }));
}

/**
 * The form for a post: `id` an existing post; null a new one, in a new story or (`story`) as the
 * other-language version of an existing story. Null when what is asked for does not exist.
 */
export async function loadPostEditor(db: Db, id: number | null, request: { story?: number; locale?: Locale }, locale: Locale, now: Date) {
  const categories = await categoryChoices(db, locale);
  if (id === null) {
    if (request.story === undefined) {
      return {
        post: null,
        story: null,
        translation: null,
        categories,
        values: { locale: request.locale ?? '', status: 'draft' } as FormValues,
        previewHtml: '',
      };
    }
    const story = await storyOf(db, request.story);
    if (!story) return null;
    const [existing] = await db
      .select({ id: blogPosts.id, locale: blogPosts.locale, title: blogPosts.title })
      .from(blogPosts)
      .where(eq(blogPosts.storyId, story.id));
    if (!existing) return null;
    const missing: Locale = existing.locale === 'pt' ? 'en' : 'pt';
    const [taken] = await db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(eq(blogPosts.storyId, story.id), eq(blogPosts.locale, missing)));
    if (taken) return null;
    return {
      post: null,
      story,
      translation: existing,
      categories,
      values: { locale: missing, status: 'draft', authors: story.authors.join(', '), categories: story.categoryIds.join(',') } as FormValues,
      previewHtml: '',
    };
  }
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!post) return null;
  const story = (await storyOf(db, post.storyId))!;
  const [translation] = await db
    .select({ id: blogPosts.id, locale: blogPosts.locale, title: blogPosts.title })
    .from(blogPosts)
    .where(and(eq(blogPosts.storyId, post.storyId), ne(blogPosts.id, post.id)));
  return {
    post: {
      id: post.id,
      locale: post.locale,
      slug: post.slug,
      title: post.title,
      storyId: post.storyId,
      state: postState(post, now),
      publishedAt: post.publishedAt?.toISOString() ?? null,
      version: post.updatedAt.toISOString(),
    },
    story,
    translation: translation ?? null,
    categories,
    values: {
      locale: post.locale,
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      body: post.body,
      tags: post.tags.join(', '),
      coverAlt: post.coverAlt,
      authors: story.authors.join(', '),
      categories: story.categoryIds.join(','),
      status: post.status,
      publishedAt: post.publishedAt ? localDateTimeInput(post.publishedAt) : '',
    } as FormValues,
    previewHtml: post.html,
  };
}

export type PostEditor = NonNullable<Awaited<ReturnType<typeof loadPostEditor>>>;

async function storyOf(db: Db, storyId: number) {
  const [story] = await db.select().from(blogStories).where(eq(blogStories.id, storyId));
  if (!story) return null;
  const categories = await db.select({ id: blogStoryCategories.categoryId }).from(blogStoryCategories).where(eq(blogStoryCategories.storyId, storyId));
  return {
    id: story.id,
    authors: story.authors,
    categoryIds: categories.map((c) => c.id),
    cover: story.cover && story.coverWidth && story.coverHeight ? { src: `/${story.cover}`, width: story.coverWidth, height: story.coverHeight } : null,
  };
}

/** Markdown to the HTML the post shows (the live preview asks for it while the editor types). */
export const previewMarkdown = (markdown: string) => markdownToSafeHtml(markdown.slice(0, 100_000));

/** One post of the post page: save, insert an image, preview, delete. */
export async function submitPostForm(
  db: Db,
  actorId: string,
  id: number | null,
  story: number | undefined,
  formData: FormData,
  now: Date,
): Promise<BlogOutcome> {
  const intent = String(formData.get('intent') ?? 'save');
  const values = readValues(formData);
  if (intent === 'delete') {
    if (id === null) throw notFound();
    return deletePost(db, actorId, id);
  }
  if (intent === 'preview')
    return { kind: 'state', status: 200, state: { form: POST_FORM, values, errors: {}, revision: Date.now(), preview: previewMarkdown(values.body ?? '') } };
  if (intent === 'image') return insertImage(values, formData.get('image'));
  return savePost(db, actorId, id, story, values, formData.get('cover'), now);
}

/** Stores an image for the text and adds its Markdown at the end of the body (nothing else saved). */
async function insertImage(values: FormValues, entry: FormDataEntryValue | null): Promise<BlogOutcome> {
  const alt = (values.imageAlt ?? '').replace(/[[\]\n]/g, ' ').trim();
  const errors: Record<string, string> = {};
  if (!(entry instanceof File) || entry.size === 0) errors.image = 'imageRequired';
  if (!alt) errors.imageAlt = 'imageAltRequired';
  if (Object.keys(errors).length) return refused(POST_FORM, values, errors, 'fixErrors');
  const image = await readCover(entry, slugify(alt, 40) || 'imagem', 'blog/images');
  if (!image.ok || !image.cover) return refused(POST_FORM, values, { image: image.ok ? 'imageRequired' : image.error }, 'fixErrors');
  await withUploads([image.cover], async () => ({}));
  const body = `${(values.body ?? '').trimEnd()}\n\n![${alt}](/${image.cover.key})\n`;
  const { imageAlt: _alt, ...rest } = values;
  return {
    kind: 'state',
    status: 200,
    state: {
      form: POST_FORM,
      values: { ...rest, body },
      errors: {},
      message: 'done.imageInserted' as BlogAdminKey,
      focus: 'body',
      revision: Date.now(),
      preview: previewMarkdown(body),
    },
  };
}

async function savePost(
  db: Db,
  actorId: string,
  id: number | null,
  storyParam: number | undefined,
  values: FormValues,
  coverEntry: FormDataEntryValue | null,
  now: Date,
): Promise<BlogOutcome> {
  const parsed = checkBlogPost(values);
  if (!parsed.ok) return refused(POST_FORM, values, parsed.errors, 'fixErrors');
  const input = parsed.data;
  const slug = input.slug ?? slugify(input.title);
  if (!slug) return refused(POST_FORM, values, { slug: 'slugInvalid' }, 'fixErrors');
  const cover = await readCover(coverEntry, slug, 'blog');
  if (!cover.ok) return refused(POST_FORM, values, { cover: cover.error }, 'fixErrors');
  const removeCover = values.removeCover === 'on' && !cover.cover;
  const html = markdownToSafeHtml(input.body);
  const publishedAt = input.status === 'published' ? (input.publishedAt ?? now) : input.publishedAt;

  try {
    const saved = await withUploads([cover.cover], () =>
      db.transaction(async (tx) => {
        let storyId: number;
        let before: typeof blogPosts.$inferSelect | undefined;
        if (id !== null) {
          [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
          if (!before) throw new NotFound();
          storyId = before.storyId;
        } else if (storyParam !== undefined) {
          const [story] = await tx.select({ id: blogStories.id }).from(blogStories).where(eq(blogStories.id, storyParam));
          if (!story) throw new NotFound();
          storyId = story.id;
        } else {
          const [story] = await tx.insert(blogStories).values({}).returning({ id: blogStories.id });
          storyId = story!.id;
        }
        // A post's language is chosen once.
        const locale = before?.locale ?? input.locale;
        const [other] = await tx
          .select({ id: blogPosts.id })
          .from(blogPosts)
          .where(and(eq(blogPosts.storyId, storyId), eq(blogPosts.locale, locale), id === null ? undefined : ne(blogPosts.id, id)));
        if (other) throw new FieldConflict({ locale: 'localeTaken' });

        const [storyRow] = await tx.select().from(blogStories).where(eq(blogStories.id, storyId)).for('update');
        const replaced: (string | null)[] = [];
        const storyChanges: Partial<typeof blogStories.$inferInsert> = { authors: input.authors, updatedAt: now };
        if (cover.cover) {
          Object.assign(storyChanges, { cover: cover.cover.key, coverWidth: cover.cover.width, coverHeight: cover.cover.height });
          replaced.push(storyRow!.cover);
        } else if (removeCover) {
          Object.assign(storyChanges, { cover: null, coverWidth: null, coverHeight: null });
          replaced.push(storyRow!.cover);
        }
        await tx.update(blogStories).set(storyChanges).where(eq(blogStories.id, storyId));
        await tx.delete(blogStoryCategories).where(eq(blogStoryCategories.storyId, storyId));
        if (input.categoryIds.length) await tx.insert(blogStoryCategories).values(input.categoryIds.map((categoryId) => ({ storyId, categoryId })));

        const columns = {
          slug,
          title: input.title,
          excerpt: input.excerpt,
          body: input.body,
          html,
          coverAlt: input.coverAlt,
          tags: input.tags,
          readingMinutes: readingMinutes(input.body),
          status: input.status,
          publishedAt,
          updatedAt: now,
        };
        // The new address may have been another post's former one: it is this post's now.
        await tx.delete(blogSlugRedirects).where(and(eq(blogSlugRedirects.locale, locale), eq(blogSlugRedirects.slug, slug)));
        let postId: number;
        if (before) {
          await tx.update(blogPosts).set(columns).where(eq(blogPosts.id, before.id));
          postId = before.id;
          // A published post's old address keeps leading to it.
          if (before.slug !== slug && before.status === 'published') {
            await tx
              .insert(blogSlugRedirects)
              .values({ locale, slug: before.slug, postId })
              .onConflictDoUpdate({ target: [blogSlugRedirects.locale, blogSlugRedirects.slug], set: { postId } });
          }
        } else {
          const [created] = await tx
            .insert(blogPosts)
            .values({ ...columns, storyId, locale })
            .returning({ id: blogPosts.id });
          postId = created!.id;
        }
        await refreshPostSearch(tx, postId);
        // A post scheduled for later appears in the lists then: cached pages start over at that time.
        if (input.status === 'published' && publishedAt && publishedAt > now) await enqueueJob(tx, PAGES_CHANGE_JOB, {}, { runAt: publishedAt });
        await recordAudit(tx, {
          actorId,
          action: before ? 'blog.update' : 'blog.create',
          targetType: 'blog_post',
          targetId: String(postId),
          details: { slug, locale, status: input.status },
        });
        return { postId, created: !before, replaced };
      }),
    );
    return redirectTo(`/admin/blog/${saved.postId}?done=${saved.created ? 'done.created' : 'done.saved'}`);
  } catch (error) {
    if (error instanceof NotFound) throw notFound();
    return refused(
      POST_FORM,
      values,
      conflictFromDb(error, {
        blog_posts_locale_slug_idx: { slug: 'slugTaken' },
        blog_story_categories_category_id_blog_categories_id_fk: { categories: 'choiceInvalid' },
      }),
      'fixErrors',
    );
  }
}

/** Deletes one version; a story left with none goes too (its cover with it). */
async function deletePost(db: Db, actorId: string, id: number): Promise<BlogOutcome> {
  const removed = await db.transaction(async (tx) => {
    const [post] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ storyId: blogPosts.storyId, slug: blogPosts.slug });
    if (!post) return null;
    const [left] = await tx.select({ n: sql<number>`count(*)::int` }).from(blogPosts).where(eq(blogPosts.storyId, post.storyId));
    let cover: string | null = null;
    if (!left?.n)
      [{ cover = null } = { cover: null }] = await tx.delete(blogStories).where(eq(blogStories.id, post.storyId)).returning({ cover: blogStories.cover });
    await recordAudit(tx, { actorId, action: 'blog.delete', targetType: 'blog_post', targetId: String(id), details: { slug: post.slug } });
    return { cover };
  });
  if (!removed) throw notFound();
  if (removed.cover) await withUploads([], async () => ({ replaced: [removed.cover] }));
  return redirectTo('/admin/blog?done=done.deleted');
}
