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
        // chrome (ui, i18n, the shell, consent and newsletter) that every page loads in another.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/, priority: 20 },
            { name: 'chrome', test: /app[\\/](ui|i18n|lib[\\/](chunk-reload|service-worker)|features[\\/](shell|consent|newsletter))[\\/]/, minShareCount: 2, priority: 10 },
          ],
        },
      },
    },
  },
  plugins: [tailwindcss(), localeMessages(), reactRouter(), serverOnlyGuard()],
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
});
