/** The demo blog (idempotent: categories by slug, stories by their Portuguese post's slug). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { blogCategories, blogPosts, blogStories, blogStoryCategories } from '#app/lib/db/schema.ts';
import { markdownToSafeHtml } from '#app/features/fulltext/api.server.ts';
import { contentKey } from '#app/lib/storage/file-storage.server.ts';
import { storage } from '#app/lib/storage/storage.server.ts';
import { refreshPostSearch } from '../blog.server.ts';
import { readingMinutes } from '../post-rules.ts';
import { BLOG_COVER_HEIGHT, BLOG_COVER_WIDTH, renderBlogCover } from './cover.server.ts';
import { DEMO_CATEGORIES, DEMO_STORIES, type DemoVersion } from './posts.ts';

export async function seedBlog(db: Db): Promise<void> {
  const categoryIds = new Map<string, number>();
  for (const [position, category] of DEMO_CATEGORIES.entries()) {
    const [row] = await db
      .insert(blogCategories)
      .values({ ...category, position })
      .onConflictDoUpdate({ target: blogCategories.slugPt, set: { ...category, position } })
      .returning({ id: blogCategories.id });
    categoryIds.set(category.slugPt, row!.id);
  }

  const files = storage();
  for (const story of DEMO_STORIES) {
    const [existing] = await db
      .select({ storyId: blogPosts.storyId })
      .from(blogPosts)
      .where(and(eq(blogPosts.locale, 'pt'), eq(blogPosts.slug, story.pt.slug)));
    if (existing) continue;
    const category = DEMO_CATEGORIES.find((c) => c.slugPt === story.categories[0])!;
    const image = await renderBlogCover({ slug: story.pt.slug, title: story.pt.title, label: category.namePt, color: story.color });
    // Named by its content, as the catalog's covers are: its address never shows other bytes.
    const cover = contentKey('blog', story.pt.slug, image, 'jpg');
    await files.put(cover, image);
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(blogStories)
        .values({ cover, coverWidth: BLOG_COVER_WIDTH, coverHeight: BLOG_COVER_HEIGHT, authors: story.authors })
        .returning({ id: blogStories.id });
      const storyId = created!.id;
      await tx.insert(blogStoryCategories).values(story.categories.map((slug) => ({ storyId, categoryId: categoryIds.get(slug)! })));
      const versions: ['pt' | 'en', DemoVersion][] = [['pt', story.pt]];
      if (story.en) versions.push(['en', story.en]);
      for (const [locale, version] of versions) {
        const [post] = await tx
          .insert(blogPosts)
          .values({
            storyId,
            locale,
            slug: version.slug,
            title: version.title,
            excerpt: version.excerpt,
            body: version.body,
            html: markdownToSafeHtml(version.body),
            coverAlt: version.coverAlt,
            tags: version.tags,
            readingMinutes: readingMinutes(version.body),
            status: 'published',
            publishedAt: new Date(story.publishedAt),
          })
          .returning({ id: blogPosts.id });
        await refreshPostSearch(tx, post!.id);
      }
    });
  }
}

export const blogSeeder = { name: 'blog', run: seedBlog };
