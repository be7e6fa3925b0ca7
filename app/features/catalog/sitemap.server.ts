/**
 * sitemap.xml and robots.txt: every public page in both languages, with hreflang alternates and
 * the date its content last changed. Drafts (works, issues) never appear.
 */
import { and, eq } from 'drizzle-orm';
import { localeInfo, locales, localizePath, type Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { articles, chapters, courses, formats, journalIssues, journals, publications } from '#app/lib/db/schema.ts';
import { CATALOG_SECTIONS, type CatalogSection } from './catalog-filters.ts';
import { escapeXml } from '#app/lib/xml.ts';
import { utcDay } from '#app/lib/utc-days.ts';

/**
 * A page by its locale-neutral path ('/book/x'), and when its content last changed (YYYY-MM-DD).
 * A page whose address differs by language (a blog post) gives its own address per language
 * in `addresses` (full paths, only the languages it exists in) and `path` is unused.
 */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
  addresses?: Partial<Record<Locale, string>>;
}

/** Public pages with no dynamic segment (app/routes.ts; a test keeps the two in step). */
export const staticSitemapPaths = [
  '/',
  '/about-us',
  '/privacy',
  '/accessibility',
  '/roadmap',
  '/faq',
  '/fundamentals',
  '/contact',
  '/librarians',
  '/newsletter',
  '/catalog',
  '/publish',
  '/publish/open-calls',
  '/blog',
];

/** Pages without a dynamic segment that are not for search engines: accounts, admin, tools, redirects. */
export function excludedFromSitemap(path: string): boolean {
  const excluded = [
    '/safelistcss',
    '/login',
    '/login/two-factor',
    '/register',
    '/recover',
    '/logout',
    '/done',
    '/publish/submit',
    '/accessible-version/request',
  ];
  return (
    excluded.includes(path) ||
    ['/admin', '/account', '/cart', '/checkout', '/orders', '/editorial', '/review'].some((p) => path === p || path.startsWith(`${p}/`))
  );
}

/** The journal pages that exist once per journal (the current issue is the latest issue's page). */
const journalSubpages = ['', '/about', '/archive', '/guidelines', '/submission'];

const day = (date: Date) => utcDay(date);
/** The newest of some YYYY-MM-DD dates (an array: a big catalog has too many for spread arguments). */
const latest = (dates: (string | null | undefined)[]): string | undefined =>
  dates.filter((d): d is string => !!d).reduce<string | undefined>((max, d) => (!max || d > max ? d : max), undefined);

/** Groups rows by a key, keeping their order (one pass, so a big catalog stays linear). */
function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const isPublished = eq(publications.status, 'published');
  // Joins rather than lists of ids: a catalog of any size stays within the query parameter limit.
  const [works, formatRows, journalRows, issueRows, articleRows, paperRows, courseRows] = await Promise.all([
    db
      .select({ id: publications.id, type: publications.type, slug: publications.slug, updatedAt: publications.updatedAt })
      .from(publications)
      .where(isPublished)
      .orderBy(publications.type, publications.slug),
    db
      .select({ slug: formats.slug, kind: formats.kind, updatedAt: formats.updatedAt, publicationId: formats.publicationId })
      .from(formats)
      .innerJoin(publications, eq(publications.id, formats.publicationId))
      .where(isPublished)
      .orderBy(formats.slug),
    // A journal's pages exist once its journal details do.
    db
      .select({ id: journals.publicationId })
      .from(journals)
      .innerJoin(publications, eq(publications.id, journals.publicationId))
      .where(and(isPublished, eq(publications.type, 'journal'))),
    db
      .select({ id: journalIssues.id, journalId: journalIssues.journalId, publishedOn: journalIssues.publishedOn })
      .from(journalIssues)
      .innerJoin(publications, eq(publications.id, journalIssues.journalId))
      .where(and(isPublished, eq(journalIssues.status, 'published')))
      .orderBy(journalIssues.journalId, journalIssues.volume, journalIssues.number),
    db
      .select({ id: articles.id, issueId: articles.issueId })
      .from(articles)
      .innerJoin(journalIssues, eq(journalIssues.id, articles.issueId))
      .innerJoin(publications, eq(publications.id, journalIssues.journalId))
      .where(and(isPublished, eq(journalIssues.status, 'published')))
      .orderBy(articles.issueId, articles.position, articles.id),
    db
      .select({ id: chapters.id, publicationId: chapters.publicationId })
      .from(chapters)
      .innerJoin(publications, eq(publications.id, chapters.publicationId))
      .where(and(isPublished, eq(publications.type, 'proceedings')))
      .orderBy(chapters.publicationId, chapters.position, chapters.id),
    db.select({ slug: courses.slug, updatedAt: courses.updatedAt }).from(courses).where(eq(courses.status, 'published')).orderBy(courses.slug),
  ]);

  const changedOn = new Map(works.map((w) => [w.id, day(w.updatedAt)]));
  const changed = (id: number) => changedOn.get(id)!;
  const newest = (filter: (w: (typeof works)[number]) => boolean) => latest(works.filter(filter).map((w) => changed(w.id)));
  const ebookWorks = new Set(formatRows.filter((f) => f.kind === 'ebook').map((f) => f.publicationId));
  const issuesByJournal = groupBy(issueRows, (i) => i.journalId);
  const articlesByIssue = groupBy(articleRows, (a) => a.issueId);
  const papersByWork = groupBy(paperRows, (p) => p.publicationId);
  const journalIds = new Set(journalRows.map((j) => j.id));

  const entries: SitemapEntry[] = staticSitemapPaths.map((path) =>
    path === '/catalog'
      ? { path, lastmod: newest(() => true) }
      : // The collection's page is in Portuguese only; its English address says so and is noindex.
        path === '/fundamentals'
        ? { path, addresses: { pt: path } }
        : { path },
  );
  const sectionLastmod: Record<CatalogSection, string | undefined> = {
    books: newest((w) => w.type === 'book'),
    ebooks: newest((w) => w.type === 'book' && ebookWorks.has(w.id)),
    journals: newest((w) => w.type === 'journal'),
    proceedings: newest((w) => w.type === 'proceedings'),
  };
  for (const section of CATALOG_SECTIONS) entries.push({ path: `/catalog/${section}`, lastmod: sectionLastmod[section] });

  for (const work of works) if (work.type === 'book') entries.push({ path: `/book/${work.slug}`, lastmod: changed(work.id) });
  for (const format of formatRows) {
    entries.push({ path: `/product/${format.slug}`, lastmod: latest([day(format.updatedAt), changed(format.publicationId)]) });
  }

  for (const work of works) {
    if (work.type !== 'journal' || !journalIds.has(work.id)) continue;
    const issues = issuesByJournal.get(work.id) ?? [];
    const lastmod = latest([changed(work.id), ...issues.map((i) => i.publishedOn)]);
    for (const sub of journalSubpages) entries.push({ path: `/journal/${work.slug}${sub}`, lastmod });
    for (const issue of issues) {
      const issueLastmod = latest([changed(work.id), issue.publishedOn]);
      entries.push({ path: `/journal/${work.slug}/issue/${issue.id}`, lastmod: issueLastmod });
      for (const article of articlesByIssue.get(issue.id) ?? []) entries.push({ path: `/journal/${work.slug}/article/${article.id}`, lastmod: issueLastmod });
    }
  }

  for (const work of works) {
    if (work.type !== 'proceedings') continue;
    entries.push({ path: `/proceedings/${work.slug}`, lastmod: changed(work.id) });
    for (const paper of papersByWork.get(work.id) ?? []) entries.push({ path: `/proceedings/${work.slug}/paper/${paper.id}`, lastmod: changed(work.id) });
  }

  if (courseRows.length) entries.push({ path: '/course', lastmod: latest(courseRows.map((course) => day(course.updatedAt))) });
  for (const course of courseRows) entries.push({ path: `/course/${course.slug}`, lastmod: day(course.updatedAt) });
  return entries;
}

/** The protocol's limit per file; each entry gives two URLs (pt and en). */
export const SITEMAP_MAX_URLS = 50_000;

function urlset(entries: SitemapEntry[], appUrl: string): string {
  const url = (fullPath: string) => escapeXml(appUrl + encodeURI(fullPath));
  const urls = entries.flatMap((entry) => {
    const addresses: Partial<Record<Locale, string>> = entry.addresses ?? Object.fromEntries(locales.map((l) => [l, localizePath(entry.path, l)]));
    const present = locales.filter((l) => addresses[l]);
    const alternates =
      present.map((l) => `<xhtml:link rel="alternate" hreflang="${localeInfo[l].iso}" href="${url(addresses[l]!)}"/>`).join('') +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(addresses[present[0]!]!)}"/>`;
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '';
    return present.map((l) => `<url><loc>${url(addresses[l]!)}</loc>${lastmod}${alternates}</url>`);
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

/**
 * The sitemap document for `?page=` (null: the first request). Up to the protocol's limit, one
 * urlset; beyond it, an index of pages (/sitemap.xml?page=1…). Null for a page that does not exist.
 */
export function renderSitemap(entries: SitemapEntry[], appUrl: string, page: string | null, maxUrls = SITEMAP_MAX_URLS): string | null {
  const perPage = Math.max(1, Math.floor(maxUrls / locales.length));
  const pages = Math.max(1, Math.ceil(entries.length / perPage));
  if (page === null) {
    if (pages === 1) return urlset(entries, appUrl);
    const lastmod = latest(entries.map((e) => e.lastmod));
    const items = Array.from(
      { length: pages },
      (_, i) => `<sitemap><loc>${escapeXml(`${appUrl}/sitemap.xml?page=${i + 1}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
  }
  if (!/^[1-9]\d{0,5}$/.test(page) || Number(page) > pages) return null;
  const start = (Number(page) - 1) * perPage;
  return urlset(entries.slice(start, start + perPage), appUrl);
}

/** robots.txt: the sitemap's absolute address needs the public origin, hence a route. */
export function robotsTxt(appUrl: string): string {
  const disallow = [
    '/admin',
    '/account',
    '/checkout',
    '/orders',
    '/cart',
    '/done',
    '/pay/',
    '/api/',
    '/cite/',
    '/newsletter/confirm/',
    '/newsletter/unsubscribe/',
    '/groups/',
    // Peer review: the desk, workspaces, reviews and invitation links are nobody's to index.
    '/editorial',
    '/review',
  ];
  const paths = [...disallow, ...disallow.map((p) => `/en${p}`).filter((p) => !p.startsWith('/en/cite/'))];
  return ['User-agent: *', 'Allow: /', ...paths.map((p) => `Disallow: ${p}`), '', `Sitemap: ${appUrl}/sitemap.xml`, ''].join('\n');
}
