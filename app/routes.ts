/**
 * Every page is declared once here and exists twice: in Portuguese (no prefix) and in English
 * (under /en), with route ids ending ___pt and ___en. Both trees share layouts and guards.
 * Find a page's code: its path below → the route module → the feature it calls.
 */
import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { locales, type Locale } from './i18n/locales.ts';

type Page = { path: string; file: string; name: string };
const page = (path: string, file: string, name = file.replace(/\.tsx$/, '').replace(/\//g, '-')): Page => ({ path, file, name });

/** The default layout's pages, by locale-neutral path. */
const sitePages: Page[] = [
  page('about-us', 'about-us.tsx'),
  page('privacy', 'privacy.tsx'),
  page('accessibility', 'accessibility.tsx'),
  page('roadmap', 'roadmap.tsx'),
  page('faq', 'faq.tsx'),
  page('fundamentals', 'fundamentals.tsx'),
  page('contact', 'contact.tsx'),
  page('librarians', 'libraries/librarians.tsx'),
  page('newsletter', 'newsletter/subscribe.tsx'),
  page('newsletter/confirm/:token', 'newsletter/confirm.tsx'),
  page('newsletter/unsubscribe/:token', 'newsletter/unsubscribe.tsx'),
  // The reading groups' daily digest stops from its mail's link, signed in or not (the token is the key).
  page('groups/digest/stop/:token', 'groups/digest-stop.tsx'),
  page('safelistcss', 'style-guide.tsx'),
];

/** The catalog, a work's page and a format's store page. */
const catalogPages: Page[] = [
  page('catalog', 'catalog/catalog.tsx'),
  page('catalog/:section', 'catalog/catalog.tsx', 'catalog-section'),
  page('book/:slug?', 'catalog/book.tsx'),
  page('product/:slug?', 'catalog/product.tsx'),
  // The online reader: a chapter (none: the first, or where the reader stopped) and the notes export.
  page('book/:slug/read/notes.md', 'catalog/read-notes.ts', 'catalog-read-notes'),
  page('book/:slug/read/:chapter?', 'catalog/read.tsx'),
];

/** The store: the cart (the checkout's first step), the payment's return page, the test provider's page. */
const storePages: Page[] = [
  page('checkout', 'checkout/cart.tsx'),
  page('pay/test/:ref', 'checkout/test-payment.tsx'),
  page('course/:slug?', 'courses/course.tsx'),
  page('course/:slug/class/:position', 'courses/class.tsx'),
  page('certificate/:code', 'courses/certificate.tsx'),
  page('blog', 'blog/blog.tsx'),
  page('blog/category/:slug', 'blog/category.tsx'),
  page('blog/tag/:tag', 'blog/tag.tsx'),
  page('blog/:slug', 'blog/post.tsx'),
];

/** Journals (home, about, issues, articles, guidelines, submission) and proceedings. */
const journalPages: Page[] = [
  page('journal/:slug', 'journals/journal.tsx'),
  page('journal/:slug/about', 'journals/about.tsx'),
  page('journal/:slug/current', 'journals/current.tsx'),
  page('journal/:slug/archive', 'journals/archive.tsx'),
  page('journal/:slug/issue/:id', 'journals/issue.tsx'),
  page('journal/:slug/article/:id', 'journals/article.tsx'),
  page('journal/:slug/article/:id/pdf', 'journals/article-pdf.ts', 'journals-article-pdf'),
  // Its JATS 1.3 (SciELO PS 1.10), as indexes and archives read it.
  page('journal/:slug/article/:id/jats.xml', 'journals/article-jats.ts', 'journals-article-jats'),
  page('journal/:slug/feed.xml', 'journals/feed.ts', 'journals-feed'),
  page('journal/:slug/guidelines', 'journals/guidelines.tsx'),
  page('journal/:slug/submission', 'journals/submission.tsx'),
  page('proceedings/:slug', 'journals/proceedings.tsx'),
  page('proceedings/:slug/pdf', 'journals/proceedings-pdf.ts', 'journals-proceedings-pdf'),
  page('proceedings/:slug/paper/:id', 'journals/paper.tsx'),
  page('proceedings/:slug/paper/:id/pdf', 'journals/paper-pdf.ts', 'journals-paper-pdf'),
  page('proceedings/:slug/paper/:id/jats.xml', 'journals/paper-jats.ts', 'journals-paper-jats'),
];

/** Publishing with us: how it works, the open calls and the proposal form. */
const publishPages: Page[] = [
  page('publish', 'publish/publish.tsx', 'publish'),
  page('publish/open-calls', 'publish/open-calls.tsx'),
  // Signed out: an invitation to sign in and come back; signed in: the proposal form.
  page('publish/submit', 'publish/submit.tsx'),
];

/** Sign-in and sign-up: the `redirect` guard sends signed-in people on. */
const guestPages: Page[] = [page('login', 'account/login.tsx'), page('login/two-factor', 'account/two-factor.tsx'), page('register', 'account/register.tsx')];

/** Open to everyone (links from mails, sign out). */
const accountPages: Page[] = [
  page('recover', 'account/recover.tsx'),
  page('recover/:token', 'account/reset-password.tsx'),
  page('logout', 'account/logout.tsx'),
  // A reviewer's invitation from its mail: the token is the key (accepting may open an account).
  page('review/invitation/:token', 'review/invitation.tsx'),
];

/** The `auth` guard: signed-in people only. */
const signedInPages: Page[] = [
  page('account', 'account/account.tsx'),
  page('account/export', 'account/export.ts'),
  // My library: every work the person may read, where they stopped, and their files (signed links).
  page('account/library', 'account/library.tsx'),
  page('account/library/:slug/:file', 'account/library-file.ts', 'account-library-file'),
  // Anonymous reading records of the author's own books.
  page('account/reading/:publicationId', 'account/reading.tsx'),
  // One of the author's proposals: what was sent, its status, the editors' messages, withdrawing it.
  page('account/proposals/:id', 'account/proposal.tsx'),
  // A manuscript sent to one of our journals: the wizard's steps (each saves the draft), its fee and its number.
  page('journal/:slug/submit/:step?', 'journals/submit.tsx'),
  page('account/submissions', 'account/submissions.tsx'),
  // Accessible versions on request (LBI art. 68, Marrakesh): the request (from a work's page or the accessibility statement), the reader's requests, the answer's file (its reader only).
  page('accessible-version/request', 'accessible-versions/request.tsx'),
  page('account/accessible-versions', 'account/accessible-versions.tsx'),
  page('account/accessible-versions/:id/file', 'account/accessible-version-file.ts', 'account-accessible-version-file'),
  page('account/submissions/:number', 'account/submission.tsx'),
  page('account/submissions/:number/revise', 'account/revise.tsx'),
  page('account/submissions/:number/files/:fileId', 'account/submission-file.ts', 'submission-file'),
  // The reviewer's side of peer review: my reviews, one review (its reviewer only), its files by their safe names.
  page('review', 'review/reviews.tsx'),
  page('review/:id', 'review/review.tsx'),
  page('review/:id/files/:fileId', 'review/review-file.ts', 'review-file'),
  // The editors' desk (queues, search, CSV) and a submission's workspace (files, rounds, decisions, history): 404 without an editorial role for it.
  page('editorial', 'editorial/desk.tsx'),
  page('editorial/export.csv', 'editorial/desk-export.ts', 'editorial-desk-export'),
  page('editorial/figures', 'editorial/figures.tsx'),
  page('editorial/:number', 'editorial/workspace.tsx'),
  page('editorial/:number/files/:id', 'editorial/workspace-file.ts', 'editorial-workspace-file'),
  // The checkout past the cart: buying needs an account (sign in or sign up on the way, and come back).
  page('checkout/identification', 'checkout/identification.tsx'),
  page('checkout/shipping', 'checkout/shipping.tsx'),
  page('checkout/finishing', 'checkout/finishing.tsx'),
  page('done', 'checkout/done.tsx'),
  page('orders', 'orders/orders.tsx'),
  page('orders/:id', 'orders/order.tsx'),
  // Reading groups: mine and a new one, one group, an invitation, exports of shared annotations.
  page('account/groups', 'groups/groups.tsx'),
  page('account/groups/annotations.jsonld', 'groups/annotations.ts', 'groups-my-annotations-jsonld'),
  page('account/groups/annotations.md', 'groups/annotations.ts', 'groups-my-annotations-md'),
  page('groups/join/:code', 'groups/join.tsx'),
  page('groups/shared/:publicationId/:chapter', 'groups/shared.ts', 'groups-shared'),
  page('groups/:id', 'groups/group.tsx'),
  page('groups/:id/annotations.jsonld', 'groups/annotations.ts', 'groups-annotations-jsonld'),
  page('groups/:id/annotations.md', 'groups/annotations.ts', 'groups-annotations-md'),
];

/** The admin layout, behind the `adminAuth` guard; paths below /admin. */
const adminPages: Page[] = [
  page('users', 'admin/users.tsx'),
  page('users/enrol', 'admin/enrol.tsx'),
  page('analytics', 'admin/analytics.tsx'),
  page('analytics/export/:chart', 'admin/analytics-export.ts', 'analytics-export'),
  page('users/:id', 'admin/user.tsx'),
  // Catalog administration: works, formats, journals, issues, articles, proceedings.
  page('catalog', 'admin/catalog/works.tsx'),
  page('catalog/new', 'admin/catalog/work.tsx', 'catalog-new'),
  page('catalog/events', 'admin/catalog/events.tsx'),
  page('catalog/collections', 'admin/catalog/collections.tsx'),
  page('catalog/collections/:id', 'admin/catalog/collection.tsx'),
  page('catalog/import', 'admin/catalog/import.tsx'),
  page('catalog/:id', 'admin/catalog/work.tsx'),
  page('catalog/:id/formats/new', 'admin/catalog/format.tsx', 'catalog-format-new'),
  page('catalog/:id/formats/:formatId', 'admin/catalog/format.tsx'),
  page('catalog/:id/parts/new', 'admin/catalog/part.tsx', 'catalog-part-new'),
  page('catalog/:id/parts/:partId', 'admin/catalog/part.tsx'),
  page('catalog/:id/issues/new', 'admin/catalog/issue.tsx', 'catalog-issue-new'),
  page('catalog/:id/issues/:issueId', 'admin/catalog/issue.tsx'),
  // An issue's SciELO package: each article's JATS, PDF and images, and what breaks an SPS rule.
  page('catalog/:id/issues/:issueId/scielo.zip', 'admin/catalog/scielo-package.ts', 'catalog-issue-scielo'),
  page('catalog/:id/issues/:issueId/articles/new', 'admin/catalog/article.tsx', 'catalog-article-new'),
  page('catalog/:id/issues/:issueId/articles/:articleId', 'admin/catalog/article.tsx'),
  // Anonymous reading records: books read in the last 30 days, and one book's report.
  page('crossref', 'admin/crossref.tsx'),
  page('press', 'admin/press.tsx'),
  page('crossref/file/:kind', 'admin/crossref-file.ts', 'admin-crossref-file'),
  page('reading', 'admin/reading.tsx'),
  page('counter', 'admin/counter.tsx'),
  page('counter/export/:format', 'admin/counter-export.ts', 'admin-counter-export'),
  page('reading/:publicationId', 'admin/reading-book.tsx'),
  // The store: orders (the list, its CSV export, one order), coupons, shipping methods and rates.
  page('orders', 'admin/orders.tsx'),
  page('orders/export.csv', 'admin/orders-export.ts', 'admin-orders-export'),
  page('orders/:id', 'admin/order.tsx'),
  page('coupons', 'admin/coupons.tsx'),
  page('coupons/new', 'admin/coupon.tsx', 'coupons-new'),
  page('coupons/:id', 'admin/coupon.tsx'),
  page('shipping', 'admin/shipping.tsx'),
  // Publishing: book proposals (the list, its CSV export, one proposal, its sample file) and open calls.
  page('submissions', 'admin/submissions.tsx'),
  page('submissions/export.csv', 'admin/submissions-export.ts', 'admin-submissions-export'),
  page('submissions/:id', 'admin/submission.tsx'),
  page('submissions/:id/sample', 'admin/submission-sample.ts', 'admin-submission-sample'),
  page('open-calls', 'admin/open-calls.tsx'),
  page('open-calls/new', 'admin/open-call.tsx', 'open-calls-new'),
  page('open-calls/:id', 'admin/open-call.tsx'),
  // Courses: their classes (video, captions) and students.
  page('courses', 'admin/courses/courses.tsx'),
  page('courses/new', 'admin/courses/course.tsx', 'courses-new'),
  page('courses/:id', 'admin/courses/course.tsx'),
  page('courses/:id/classes/new', 'admin/courses/class.tsx', 'courses-class-new'),
  page('courses/:id/classes/:classId', 'admin/courses/class.tsx'),
  // Requests for accessible versions: the list by deadline and one request (answer, refusal, deletion).
  page('accessible-versions', 'admin/accessible-versions.tsx'),
  page('accessible-versions/:id', 'admin/accessible-version.tsx'),
  // The blog: stories, each post's form, its live preview.
  page('blog', 'admin/blog/posts.tsx'),
  page('blog/new', 'admin/blog/post.tsx', 'blog-new'),
  page('blog/preview', 'admin/blog/preview.ts', 'blog-preview'),
  page('blog/:id', 'admin/blog/post.tsx'),
];

function localized(locale: Locale): RouteConfigEntry[] {
  const id = (name: string) => `${name}___${locale}`;
  const entry = (p: Page) => route(p.path, `routes/${p.file}`, { id: id(p.name) });
  const siteLayout = (children: RouteConfigEntry[]) =>
    locale === 'pt'
      ? layout('routes/site-layout.tsx', { id: id('site') }, children)
      : // The English layout holds the /en prefix, so a Portuguese address leaves the English tree
        // at its first segment: React Router tries every route in turn for each request (three
        // or four times), and a pathless layout matches every address before its page does not.
        route('en', 'routes/site-layout.tsx', { id: id('site') }, children);
  return [
    siteLayout([
      index('routes/home.tsx', { id: id('home') }),
      ...sitePages.map(entry),
      ...catalogPages.map(entry),
      ...journalPages.map(entry),
      ...storePages.map(entry),
      ...publishPages.map(entry),
      ...accountPages.map(entry),
      layout('routes/guards/guest.tsx', { id: id('guest') }, guestPages.map(entry)),
      layout('routes/guards/signed-in.tsx', { id: id('signed-in') }, signedInPages.map(entry)),
      route('*', 'routes/not-found.tsx', { id: id('not-found') }),
    ]),
    route(locale === 'pt' ? 'admin' : 'en/admin', 'routes/admin/layout.tsx', { id: id('admin') }, [
      index('routes/admin/dashboard.tsx', { id: id('admin-dashboard') }),
      ...adminPages.map((p) => route(p.path, `routes/${p.file}`, { id: id(`admin-${p.name}`) })),
    ]),
  ];
}

export default [
  ...locales.flatMap(localized),
  // Resource routes, the same for both languages.
  route('language/:locale', 'routes/resources/language.ts', { id: 'language' }),
  route('consent', 'routes/resources/consent.ts', { id: 'consent' }),
  route('social/:provider', 'routes/resources/social.ts', { id: 'social' }),
  route('bot-check', 'routes/resources/bot-check.ts', { id: 'bot-check' }),
  route('download/:slug/:file', 'routes/resources/download.ts', { id: 'download' }),
  route('reader-assets/:edition/*', 'routes/resources/reader-asset.ts', { id: 'reader-asset' }),
  route('reading-events', 'routes/resources/reading-events.ts', { id: 'reading-events' }),
  route('page-view', 'routes/resources/page-view.ts', { id: 'page-view' }),
  // COUNTER usage reports for libraries (SUSHI API, Release 5.1).
  route('api/counter/r51/*', 'routes/api/counter.ts', { id: 'counter-sushi' }),
  // Payment providers' signed notifications.
  route('api/webhooks/:provider', 'routes/resources/payment-webhook.ts', { id: 'payment-webhook' }),
  // Metadata for search engines and scholarly indexes: sitemap, feed, citation exports.
  route('sitemap.xml', 'routes/resources/sitemap.ts', { id: 'sitemap' }),
  route('robots.txt', 'routes/resources/robots.ts', { id: 'robots' }),
  // Library discovery: OAI-PMH 2.0 harvesting.
  route('oai', 'routes/resources/oai.ts', { id: 'oai' }),
  // The book trade: ONIX for Books 3.0.
  route('onix.xml', 'routes/resources/onix.ts', { id: 'onix' }),
  // Libraries: MARC 21 records and KBART title lists.
  route('marc/:file', 'routes/libraries/marc.ts', { id: 'marc-set' }),
  route('book/:slug/marc.xml', 'routes/libraries/marc.ts', { id: 'marc-book-xml' }),
  route('book/:slug/marc.mrc', 'routes/libraries/marc.ts', { id: 'marc-book-mrc' }),
  route('proceedings/:slug/marc.xml', 'routes/libraries/marc.ts', { id: 'marc-proceedings-xml' }),
  route('proceedings/:slug/marc.mrc', 'routes/libraries/marc.ts', { id: 'marc-proceedings-mrc' }),
  route('kbart/:file', 'routes/libraries/kbart.ts', { id: 'kbart' }),
  route('feed.xml', 'routes/resources/feed.ts', { id: 'feed' }),
  route('en/feed.xml', 'routes/resources/feed.ts', { id: 'feed-en' }),
  route('blog/feed.xml', 'routes/resources/blog-feed.ts', { id: 'blog-feed' }),
  route('en/blog/feed.xml', 'routes/resources/blog-feed.ts', { id: 'blog-feed-en' }),
  route('blog/category/:slug/feed.xml', 'routes/resources/blog-feed.ts', { id: 'blog-category-feed' }),
  route('en/blog/category/:slug/feed.xml', 'routes/resources/blog-feed.ts', { id: 'blog-category-feed-en' }),
  // A class's media and progress, for those who may watch it; a certificate's PDF, for its holder.
  route('course/:slug/class/:position/video', 'routes/courses/class-video.ts', { id: 'class-video' }),
  route('course/:slug/class/:position/captions/:language', 'routes/courses/class-captions.ts', { id: 'class-captions' }),
  route('course/:slug/class/:position/progress', 'routes/courses/class-progress.ts', { id: 'class-progress' }),
  route('certificate/:code/pdf', 'routes/courses/certificate-pdf.ts', { id: 'certificate-pdf' }),
  route('cite/:kind/:id/:format', 'routes/resources/cite.ts', { id: 'cite' }),
] satisfies RouteConfig;
