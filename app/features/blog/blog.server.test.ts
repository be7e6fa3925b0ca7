import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, blogSlugRedirects, blogStories, publications } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { PUBLISHER_TIME_ZONE } from '#app/lib/publisher-time.ts';
import { feedPosts, findPost, listCategories, listPosts, refreshPostSearch, sitemapPosts } from './blog.server.ts';
import { seedBlog } from './seed/seed-blog.server.ts';
import { DEMO_STORIES } from './seed/posts.ts';

let database: TestDatabase;
const now = new Date('2026-11-26T12:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(publications).values({
    type: 'book',
    slug: 'jornadas-blueprints-ecossistemas',
    status: 'published',
    titlePt: 'Jornadas, blueprints e ecossistemas',
    contributors: [{ given: 'Camila', family: 'Nogueira', role: 'author' }],
  });
  await seedBlog(database.db);
});
afterAll(() => database.dispose());

describe('the demo blog', () => {
  it('is seeded once: seven stories, six of them in both languages', async () => {
    await seedBlog(database.db);
    expect(await database.db.$count(blogStories)).toBe(7);
    expect(await database.db.$count(blogPosts)).toBe(13);
    expect(DEMO_STORIES.filter((s) => s.en)).toHaveLength(6);
  });
});

describe('lists', () => {
  it('show every story once, newest first, in the page’s language when it has a version there', async () => {
    const pt = (await listPosts(database.db, 'pt', {}, 1, now))!;
    expect(pt.total).toBe(7);
    expect(pt.posts.every((p) => p.locale === 'pt')).toBe(true);
    expect(pt.posts.map((p) => p.publishedAt)).toEqual([...pt.posts.map((p) => p.publishedAt)].sort().reverse());
    const en = (await listPosts(database.db, 'en', {}, 1, now))!;
    expect(en.total).toBe(7);
    // The one story only in Portuguese stands in, in Portuguese.
    expect(en.posts.filter((p) => p.locale === 'pt').map((p) => p.slug)).toEqual(['como-funciona-a-avaliacao-por-pares-na-ipe']);
    // The date is written in the page's language, the Portuguese stand-in's too.
    expect(pt.posts[0]!.publishedLabel).toMatch(/^\d{1,2} de [a-zç]+ de \d{4}$/);
    expect(en.posts.map((p) => p.publishedLabel)).toEqual(
      en.posts.map((p) => new Date(p.publishedAt).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: PUBLISHER_TIME_ZONE })),
    );
  });

  it('page by nine, and a page past the end shows the last one', async () => {
    const last = (await listPosts(database.db, 'pt', {}, 99, now))!;
    expect(last).toMatchObject({ page: 1, pages: 1 });
  });

  it('filter by category (its slug in each language) and by tag; an unknown category is not found', async () => {
    const pt = (await listPosts(database.db, 'pt', { category: 'acesso-aberto' }, 1, now))!;
    expect(pt.posts.map((p) => p.slug).sort()).toEqual(['acesso-aberto-diamante', 'metadados-que-fazem-um-livro-ser-encontrado']);
    const en = (await listPosts(database.db, 'en', { category: 'open-access' }, 1, now))!;
    expect(en.posts.map((p) => p.slug).sort()).toEqual(['diamond-open-access', 'metadata-that-gets-a-book-found']);
    expect(await listPosts(database.db, 'pt', { category: 'open-access' }, 1, now)).toBeNull();
    const tagged = (await listPosts(database.db, 'pt', { tag: 'blueprint de serviço' }, 1, now))!;
    expect(tagged.posts.map((p) => p.slug)).toEqual(['blueprint-de-servico-no-setor-publico']);
  });

  it('search with each language’s stemming and without accents', async () => {
    const pt = (await listPosts(database.db, 'pt', { q: 'consentimentos pesquisas' }, 1, now))!;
    expect(pt.posts[0]?.slug).toBe('etica-na-pesquisa-com-pessoas-usuarias');
    const accents = (await listPosts(database.db, 'pt', { q: 'etica' }, 1, now))!;
    expect(accents.posts[0]?.slug).toBe('etica-na-pesquisa-com-pessoas-usuarias');
    const en = (await listPosts(database.db, 'en', { q: 'blueprints' }, 1, now))!;
    expect(en.posts[0]?.slug).toBe('service-blueprints-in-the-public-sector');
    expect((await listPosts(database.db, 'en', { q: 'zzzzqqq' }, 1, now))!.total).toBe(0);
  });

  it('count each category’s stories in the page’s language', async () => {
    const categories = await listCategories(database.db, 'en', now);
    expect(categories.find((c) => c.slug === 'academic-publishing')).toMatchObject({ name: 'Academic publishing', posts: 4 });
  });
});

describe('a post', () => {
  it('opens with its translation, its categories, related posts and the books of its author', async () => {
    const found = await findPost(database.db, 'pt', 'mapas-de-jornada-sem-estereotipos', now);
    expect(found.kind).toBe('post');
    if (found.kind !== 'post') return;
    expect(found.post.translation).toEqual({ locale: 'en', slug: 'journey-maps-without-stereotypes', title: 'Journey maps without stereotypes' });
    expect(found.post.categories).toEqual([{ slug: 'design-de-servicos', name: 'Design de serviços' }]);
    expect(found.post.html).toContain('<h2>');
    expect(found.post.related.length).toBeGreaterThan(0);
    expect(found.post.related.every((p) => p.storyId !== found.post.storyId)).toBe(true);
    expect(found.post.books.map((b) => b.slug)).toEqual(['jornadas-blueprints-ecossistemas']);
  });

  it('under the other language’s address goes to its translation, or says it has none', async () => {
    expect(await findPost(database.db, 'en', 'mapas-de-jornada-sem-estereotipos', now)).toEqual({
      kind: 'redirect',
      to: '/en/blog/journey-maps-without-stereotypes',
    });
    expect(await findPost(database.db, 'pt', 'journey-maps-without-stereotypes', now)).toEqual({
      kind: 'redirect',
      to: '/blog/mapas-de-jornada-sem-estereotipos',
    });
    expect(await findPost(database.db, 'en', 'como-funciona-a-avaliacao-por-pares-na-ipe', now)).toMatchObject({
      kind: 'other-language',
      post: { locale: 'pt' },
    });
    await expect(findPost(database.db, 'en', 'no-such-post', now)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('a former address redirects to the current one', async () => {
    const [post] = await database.db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, 'acesso-aberto-diamante'));
    await database.db.insert(blogSlugRedirects).values({ locale: 'pt', slug: 'diamante', postId: post!.id });
    expect(await findPost(database.db, 'pt', 'diamante', now)).toEqual({ kind: 'redirect', to: '/blog/acesso-aberto-diamante' });
  });

  it('a draft is not found, a scheduled one only once its time has come', async () => {
    const [story] = await database.db.insert(blogStories).values({}).returning({ id: blogStories.id });
    const at = new Date('2026-12-01T09:00:00Z');
    const [post] = await database.db
      .insert(blogPosts)
      .values({ storyId: story!.id, locale: 'pt', slug: 'agendado', title: 'Agendado', body: 'Texto', status: 'published', publishedAt: at })
      .returning({ id: blogPosts.id });
    await refreshPostSearch(database.db, post!.id);
    await expect(findPost(database.db, 'pt', 'agendado', now)).rejects.toMatchObject({ code: 'not-found' });
    expect((await listPosts(database.db, 'pt', {}, 1, now))!.total).toBe(7);
    expect((await findPost(database.db, 'pt', 'agendado', new Date(at.getTime() + 1000))).kind).toBe('post');
    await database.db.update(blogPosts).set({ status: 'draft' }).where(eq(blogPosts.id, post!.id));
    await expect(findPost(database.db, 'pt', 'agendado', new Date(at.getTime() + 1000))).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('feeds and the sitemap', () => {
  it('a feed holds only its language’s posts; the sitemap names each translation', async () => {
    const feed = await feedPosts(database.db, 'en', now);
    expect(feed).toHaveLength(6);
    expect(feed.every((p) => p.locale === 'en')).toBe(true);
    const entries = await sitemapPosts(database.db, now);
    expect(entries.find((e) => e.path === '/blog/da-tese-ao-livro')).toMatchObject({
      addresses: { pt: '/blog/da-tese-ao-livro', en: '/en/blog/from-thesis-to-book' },
    });
    expect(entries.find((e) => e.path === '/blog/como-funciona-a-avaliacao-por-pares-na-ipe')?.addresses).toEqual({
      pt: '/blog/como-funciona-a-avaliacao-por-pares-na-ipe',
    });
  });
});
