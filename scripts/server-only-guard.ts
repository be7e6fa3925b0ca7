/**
 * A Vite plugin for the browser build: the build fails when a module that belongs on the server
 * reaches the client bundle — the database (Drizzle, the schema, pg, PGlite), Node's own modules,
 * `*.server.*` files, or packages that only run in Node — and when a chunk names a server secret.
 * React Router already refuses `*.server.*` route imports; this also catches what arrives through
 * a shared module (a status list that imported the schema for its enum, say). Decision 0018.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

/** Module ids (resolved paths) that must never be in the browser's bundle. */
export const SERVER_ONLY_MODULES: [pattern: RegExp, why: string][] = [
  [/[\\/]node_modules[\\/]drizzle-orm[\\/]/, 'Drizzle (the database layer)'],
  [/[\\/]app[\\/]lib[\\/]db[\\/]/, 'lib/db (the schema and the database client)'],
  [/\.server\.[jt]sx?$/, 'a *.server module'],
  // Vite swaps a Node built-in for an empty stand-in in the browser build.
  [/^\0?(node:|__vite-browser-external)/, 'a Node built-in'],
  [
    /[\\/]node_modules[\\/](pg|pg-pool|@electric-sql[\\/]pglite|nodemailer|sharp|pdfkit|pino|busboy|stripe|ipx|better-auth[\\/]dist[\\/](?!client))/,
    'a package that runs only on the server',
  ],
];

/** Names of secrets from .env.example: none may appear in a browser chunk. */
export const SERVER_ONLY_NAMES = [
  'DATABASE_URL',
  'BETTER_AUTH_SECRET',
  'SMTP_URL',
  'S3_SECRET_ACCESS_KEY',
  'STRIPE_SECRET_KEY',
  'MERCADOPAGO_ACCESS_TOKEN',
  'ADMIN_PASSWORD',
];

export function serverOnlyGuard(): Plugin {
  return {
    name: 'server-only-guard',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const problems: string[] = [];
      // Modules whose code is in a chunk (not those tree-shaken away to nothing).
      const shipped = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(chunk.modules)) if (module.renderedLength > 0) shipped.add(id);
      }
      for (const id of shipped) {
        const hit = SERVER_ONLY_MODULES.find(([pattern]) => pattern.test(id));
        if (!hit) continue;
        // Who brought it in: the importers are what to fix.
        const importers = this.getModuleInfo(id)?.importers.map((importer) => path.relative(process.cwd(), importer)) ?? [];
        problems.push(`${hit[1]}: ${path.relative(process.cwd(), id)}${importers.length ? ` (imported by ${importers.slice(0, 3).join(', ')})` : ''}`);
      }
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const name of SERVER_ONLY_NAMES) if (chunk.code.includes(name)) problems.push(`the server secret's name ${name} in ${chunk.fileName}`);
      }
      if (problems.length) this.error(`Server code in the browser bundle:\n- ${problems.join('\n- ')}`);
    },
  };
}
