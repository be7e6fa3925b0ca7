import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compileHints } from './scripts/compile-hints.ts';
import { localeMessages } from './scripts/locale-messages.ts';
import { serverOnlyGuard } from './scripts/server-only-guard.ts';

const CHROME = new RegExp(
  [
    String.raw`app[\\/]root\.tsx$`,
    String.raw`app[\\/]routes[\\/]site-layout\.tsx$`,
    String.raw`app[\\/]ui[\\/](link|button|honeypot|alert|form|image|hydrated|nonce|progress-bar|language-switch|color-mode-switch|color-mode|cover|app-style)\.tsx?$`,
    String.raw`app[\\/]i18n[\\/](messages|locales|format|shell-messages)\.ts$`,
    String.raw`app[\\/]lib[\\/](chunk-reload|service-worker|paths|localized|page-meta|license)\.ts$`,
    String.raw`app[\\/]features[\\/]scholarly[\\/]contributors\.ts$`,
    // The home page's English suggestion stays with the home page; the error page's content loads when a page fails;
    // the newsletter's confirm and unsubscribe pages (and the newsletter page's table they use) stay with their routes.
    String.raw`app[\\/]features[\\/](shell|consent|newsletter)[\\/]components[\\/](?!english-suggestion|error-page-content|confirm-page|unsubscribe-page)`,
    String.raw`app[\\/]features[\\/]shell[\\/]route-handle\.ts$`,
    String.raw`app[\\/]features[\\/]orders[\\/]cart[\\/](components[\\/]mini-cart\.tsx|mini-cart-messages\.ts)$`,
    String.raw`app[\\/]features[\\/]catalog[\\/](work-card-messages\.ts|feed-messages\.ts|components[\\/](feed-link|work-card)\.tsx)$`,
  ].join('|'),
);
const CHROME_CATALOGUES = String.raw`(i18n[\\/]shell-messages|features[\\/]newsletter[\\/]form-messages|features[\\/]catalog[\\/](work-card-messages|feed-messages)|features[\\/]orders[\\/]cart[\\/]mini-cart-messages)`;
const chromeMessages = (locale: 'pt' | 'en') => new RegExp(`app[\\\\/]${CHROME_CATALOGUES}\\.ts\\?messages=${locale}$`);

export default defineConfig({
  // The Express app in server/app.ts is the SSR entry, so the database, jobs and the React
  // Router handler share one module graph (one database client per process).
  environments: {
    ssr: {
      build: { target: 'node22', rollupOptions: { input: './server/app.ts' } },
      resolve: {
        // Dependencies are bundled into the server build: Node then resolves a handful of files
        // instead of thousands at start (a third of the start time was module resolution). In
        // development this also gives the request handler and the routes one copy of react-router.
        noExternal: process.env.NODE_ENV === 'development' ? ['@react-router/express'] : true,
        // These load files or native code next to themselves, or start worker threads.
        external: ['@electric-sql/pglite', 'sharp', 'ipx', 'pino', 'pino-pretty', 'pg', 'nodemailer', 'pdfkit'],
      },
    },
  },
  build: {
    target: 'es2022',
    // build/client/.vite/manifest.json (not served: a dot folder) tells scripts/js-budget.ts which
    // chunks each route loads, the language tables it fetches at once among them.
    manifest: true,
    // No preload helper for a lazy import's own imports: they are in \`framework\` and \`chrome\`,
    // which every page has loaded, and the helper with its file lists cost every page 106 bytes.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks compress better: React, React DOM and React Router in one; the site's
        // chrome (the header, footer, cookie banner and the ui they use) that every page loads in another.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/, priority: 20 },
            // What every page of the site layout runs: the root and the layout routes themselves, the
            // chrome they draw (header, footer, cookie banner, newsletter, mini-cart) and the ui and
            // catalogue helpers that most content pages share. One chunk instead of a dozen: gzip's
            // window then spans them all (about 5 KB less than apart). Admin pages load it too, for
            // the root and the ui (decision 0028).
            {
              name: 'chrome',
              test: CHROME,
              priority: 10,
            },
            // What every journal page draws (its header, an issue's contents, the call for papers) and
            // the scholarly formatting they share: one file instead of four.
            {
              name: 'journal',
              test: /app[\\/](features[\\/]journals[\\/]components[\\/](journal-header|cfp-banner|issue)\.tsx|features[\\/]scholarly[\\/]format\.ts)$/,
              priority: 10,
            },
            // What a work's page (a book, a volume of proceedings) shares with its siblings: how to cite it
            // (articles too), its way into the reader with the reading progress kept in the browser (the
            // reader too), its accessibility summary and its links for librarians. One file instead of three on
            // the book page.
            {
              name: 'work-page',
              test: /app[\\/]features[\\/](catalog[\\/]components[\\/]how-to-cite\.tsx|reader[\\/](components[\\/](read-online|accessibility-summary)\.tsx|local-store\.ts)|libraries[\\/]components[\\/]marc-links\.tsx)$/,
              priority: 10,
            },
            // The same pages' messages, one chunk per language (scripts/locale-messages.ts).
            { name: 'chrome-pt', test: chromeMessages('pt'), priority: 10 },
            { name: 'chrome-en', test: chromeMessages('en'), priority: 10 },
          ],
        },
      },
    },
  },
  plugins: [tailwindcss(), localeMessages(), reactRouter(), serverOnlyGuard(), compileHints(['framework', 'chrome'])],
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
});
