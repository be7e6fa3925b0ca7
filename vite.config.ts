import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { localeMessages } from './scripts/locale-messages.ts';
import { serverOnlyGuard } from './scripts/server-only-guard.ts';

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
    rolldownOptions: {
      output: {
        // Fewer, larger chunks compress better: React, React DOM and React Router in one; the site's
        // chrome (the header, footer, cookie banner and the ui they use) that every page loads in another.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/, priority: 20 },
            // Only what the root and the site layout use: a module two admin pages share stays out of every other page.
            {
              name: 'chrome',
              test: /app[\\/](ui[\\/](link|button|field|alert|form|image|hydrated|nonce|progress-bar|language-switch|color-mode-switch|color-mode)\.tsx?$|i18n[\\/](messages|locales|format|shell-messages)\.ts$|lib[\\/](chunk-reload|service-worker)\.ts$|features[\\/](shell|consent|newsletter)[\\/]components[\\/])/,
              minShareCount: 2,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  plugins: [tailwindcss(), localeMessages(), reactRouter(), serverOnlyGuard()],
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
});
