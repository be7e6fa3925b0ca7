/**
 * The blog's administration against the database: a post saved with its sanitised HTML and
 * search vector, the second language joining its story, a published post's former address, a
 * taken address refused, deletion (the story goes with its last version).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, blogSlugRedirects, blogStories, users } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { findPost, listPosts } from '../blog.server.ts';
import { listStoriesForAdmin, submitPostForm } from './posts-admin.server.ts';

let database: TestDatabase;
const actor = randomUUID();
const now = new Date('2026-11-26T12:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: actor, name: 'Editora', email: `${actor}@equipe.test`, emailVerified: true, role: 'admin' });
});
afterAll(() => database.dispose());

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const post = {
  locale: 'pt',
  title: 'Um texto',
  slug: 'um-texto',
  excerpt: 'Resumo.',
  body: '## Parte\n\nTexto <script>x()</script> com **ênfase**.',
  tags: 'Design, design',
  authors: 'Ana Souza',
  status: 'published',
  publishedAt: '',
};
const redirectedId = (outcome: { kind: string; to?: string }) => Number(/\/admin\/blog\/(\d+)/.exec(outcome.to ?? '')?.[1]);

describe('saving a post', () => {
  it('stores sanitised HTML, one tag per word, its reading time, and it is found by search', async () => {
    const outcome = await submitPostForm(database.db, actor, null, undefined, form(post), now);
    expect(outcome).toMatchObject({ kind: 'redirect', to: expect.stringMatching(/^\/admin\/blog\/\d+\?done=done\.created$/) });
    const [row] = await database.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.id, redirectedId(outcome as { kind: string; to: string })));
    expect(row).toMatchObject({ tags: ['design'], readingMinutes: 1, status: 'published' });
    expect(row!.html).toBe('<h2>Parte</h2>\n<p>Texto  com <strong>ênfase</strong>.</p>');
    expect((await listPosts(database.db, 'pt', { q: 'enfase' }, 1, new Date(now.getTime() + 1000)))!.posts.map((p) => p.slug)).toEqual(['um-texto']);
  });

  it('refuses what is missing, with the keys the form shows, and keeps what was typed', async () => {
    const outcome = await submitPostForm(database.db, actor, null, undefined, form({ ...post, title: ' ', locale: '' }), now);
    expect(outcome).toMatchObject({
      kind: 'state',
      status: 400,
      state: { errors: { title: 'titleRequired', locale: 'localeRequired' }, values: { excerpt: 'Resumo.' } },
    });
  });

  it('a second language joins the story; a third version in a language it has is refused', async () => {
    const [first] = await database.db.select().from(blogPosts).where(eq(blogPosts.slug, 'um-texto'));
    const english = await submitPostForm(database.db, actor, null, first!.storyId, form({ ...post, locale: 'en', title: 'A post', slug: 'a-post' }), now);
    expect(english.kind).toBe('redirect');
    const found = await findPost(database.db, 'en', 'a-post', new Date(now.getTime() + 1000));
    expect(found.kind === 'post' && found.post.translation).toMatchObject({ locale: 'pt', slug: 'um-texto' });
    const again = await submitPostForm(database.db, actor, null, first!.storyId, form({ ...post, locale: 'en', slug: 'another' }), now);
    expect(again).toMatchObject({ kind: 'state', state: { errors: { locale: 'localeTaken' } } });
  });

  it('a published post’s new address keeps the old one as a redirect; a taken address is refused', async () => {
    const [first] = await database.db.select().from(blogPosts).where(eq(blogPosts.slug, 'um-texto'));
    expect((await submitPostForm(database.db, actor, first!.id, undefined, form({ ...post, slug: 'um-texto-novo' }), now)).kind).toBe('redirect');
    expect(await database.db.select({ slug: blogSlugRedirects.slug }).from(blogSlugRedirects)).toEqual([{ slug: 'um-texto' }]);
    expect(await findPost(database.db, 'pt', 'um-texto', new Date(now.getTime() + 1000))).toEqual({ kind: 'redirect', to: '/blog/um-texto-novo' });
    await submitPostForm(database.db, actor, null, undefined, form({ ...post, title: 'Outro', slug: 'outro' }), now);
    const taken = await submitPostForm(database.db, actor, first!.id, undefined, form({ ...post, slug: 'outro' }), now);
    expect(taken).toMatchObject({ kind: 'state', state: { errors: { slug: 'slugTaken' } } });
  });

  it('a scheduled post shows as such in the list; deleting the last version removes the story', async () => {
    const outcome = await submitPostForm(
      database.db,
      actor,
      null,
      undefined,
      form({ ...post, title: 'Agendado', slug: 'agendado', publishedAt: '2026-12-24T09:00' }),
      now,
    );
    const id = redirectedId(outcome as { kind: string; to: string });
    const stories = await listStoriesForAdmin(database.db, now);
    expect(stories.find((s) => s.versions.pt?.id === id)?.versions.pt).toMatchObject({ state: 'scheduled', publishedAt: '2026-12-24T12:00:00.000Z' });
    const [row] = await database.db.select({ storyId: blogPosts.storyId }).from(blogPosts).where(eq(blogPosts.id, id));
    expect(await submitPostForm(database.db, actor, id, undefined, form({ intent: 'delete' }), now)).toEqual({
      kind: 'redirect',
      to: '/admin/blog?done=done.deleted',
    });
    expect(await database.db.select().from(blogStories).where(eq(blogStories.id, row!.storyId))).toEqual([]);
  });
});
