/**
 * Every table has one owner, which alone writes it (decision 0037). This test reads the schema and
 * the code: it fails when a table has no owner, or when a module outside the owner inserts,
 * updates or deletes its rows (through Drizzle or in SQL). Others ask the owner's public module.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** The owner of each table: a feature folder, or a building block of lib/ for the platform's own tables. */
export const tableOwners: Record<string, string[]> = {
  // Better Auth writes these through its adapter; our other writes go through lib/auth's users module.
  'lib/auth': ['users', 'sessions', 'accounts', 'verifications', 'twoFactors'],
  'features/account': ['signUpOrigins'],
  'features/analytics': ['analyticsSalts', 'pageViews', 'pageViewDays', 'pageViewMonths', 'pageViewSummarizedDays'],
  'features/blog': ['blogCategories', 'blogStories', 'blogStoryCategories', 'blogPosts', 'blogSlugRedirects'],
  'features/catalog': [
    'stockAlerts',
    'collections',
    'subjects',
    'events',
    'publications',
    'publicationSubjects',
    'publicationAuthors',
    'formats',
    'chapters',
    'journals',
    'journalIssues',
    'articles',
    'oaiRecords',
    'crossrefDeposits',
  ],

  'features/contact': ['contactMessages'],
  'features/courses': ['courses', 'courseBooks', 'courseAccess', 'courseClasses', 'classProgress', 'certificates'],
  'features/newsletter': ['newsletterSubscriptions'],
  'features/orders': [
    'carts',
    'cartItems',
    'cartCourses',
    'orders',
    'orderItems',
    'orderEvents',
    'payments',
    'paymentEvents',
    'coupons',
    'couponRedemptions',
    'shippingMethods',
    'shippingRates',
    'savedAddresses',
  ],
  'lib/jobs': ['jobs'],
  'lib/rate-limit.server.ts': ['rateLimits'],
  'lib/db': ['appMeta'],
  'lib/audit.server.ts': ['auditLog'],
  'features/publish': ['openCalls', 'proposals', 'proposalDrafts', 'proposalMessages'],
  'features/reader': ['readerEditions', 'readerChapters', 'entitlements', 'readerBookmarks', 'readerNotes', 'readingProgress'],
  'features/fulltext': ['textPassages', 'textParts'],
  'features/reading-groups': ['readingGroups', 'readingGroupWorks', 'readingGroupMembers', 'groupAnnotations', 'groupReplies', 'groupReports', 'groupDigests'],
  'features/reading-records': ['readingEvents', 'readingDaily', 'readingSummarizedDays', 'readingDownloads', 'counterCustomers'],
};

/** The tables the schema declares: variable name → SQL name. */
export function schemaTables() {
  const tables = new Map<string, string>();
  for (const file of fs.readdirSync(path.join(root, 'app'), { recursive: true, encoding: 'utf8' })) {
    if (!/tables\.server\.ts$/.test(file)) continue;
    const text = fs.readFileSync(path.join(root, 'app', file), 'utf8');
    for (const m of text.matchAll(/export const (\w+) = pgTable\(\s*'([a-z_]+)'/g)) tables.set(m[1]!, m[2]!);
  }
  return tables;
}

/** The tables a module writes, by the names it imports them under (aliases followed) and by SQL. */
export function tablesWritten(text: string, tables: Map<string, string>) {
  const local = new Map<string, string>();
  for (const m of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'[^']*\/db\/schema(?:\.ts|\/[\w-]+\.ts)'/g)) {
    for (const entry of m[1]!.split(',')) {
      const [name, alias] = entry
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/);
      if (name && tables.has(name)) local.set(alias ?? name, name);
    }
  }
  const namespace = /import\s+\*\s+as\s+(\w+)\s+from\s+'[^']*\/db\/schema(?:\.ts)?'/.exec(text)?.[1];
  const bySql = new Map([...tables].map(([name, sql]) => [sql, name]));
  const written = new Set<string>();
  for (const m of text.matchAll(/\.(?:insert|update|delete)\(\s*(?:(\w+)\.)?(\w+)\s*\)/g)) {
    const name = m[1] ? (m[1] === namespace && tables.has(m[2]!) ? m[2] : undefined) : local.get(m[2]!);
    if (name) written.add(name);
  }
  for (const m of text.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?/gi)) {
    const name = bySql.get(m[1]!.toLowerCase());
    if (name) written.add(name);
  }
  return written;
}

function modules() {
  const files: string[] = [];
  for (const dir of ['app', 'server']) {
    for (const entry of fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
      // Tests and their fixtures set rows up directly, as a migration would.
      if (/\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$|test-support\.ts$|test-fixtures\.ts$|tables\.server\.ts$/.test(entry)) files.push(path.join(dir, entry));
    }
  }
  return files;
}

/** Modules that write a table they do not own, as "file writes table (owned by …)". */
export function writesOutsideOwner(files: string[], read: (file: string) => string, tables = schemaTables()) {
  const ownerOf = new Map(Object.entries(tableOwners).flatMap(([owner, names]) => names.map((name) => [name, owner] as const)));
  const found: string[] = [];
  for (const file of files) {
    for (const table of tablesWritten(read(file), tables)) {
      const owner = ownerOf.get(table);
      if (!owner || !(file === `app/${owner}` || file.startsWith(`app/${owner}/`))) found.push(`${file} writes ${table} (owned by ${owner ?? 'nobody'})`);
    }
  }
  return found;
}

describe('one owner per table', () => {
  it('gives every table of the schema exactly one owner', () => {
    const owned = Object.values(tableOwners).flat();
    expect(owned.length).toBe(new Set(owned).size);
    expect([...schemaTables().keys()].filter((name) => !owned.includes(name))).toEqual([]);
    expect(owned.filter((name) => !schemaTables().has(name))).toEqual([]);
  });

  it('finds no module writing a table it does not own', () => {
    expect(writesOutsideOwner(modules(), (file) => fs.readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
  });

  it("catches a probe: an insert into another feature's table, by Drizzle (aliased too) or by SQL", () => {
    const probe = (text: string) => writesOutsideOwner(['app/features/orders/probe.server.ts'], () => text);
    expect(probe("import { entitlements } from '#app/lib/db/schema.ts';\nawait tx.insert(entitlements).values(row);\n")).toEqual([
      'app/features/orders/probe.server.ts writes entitlements (owned by features/reader)',
    ]);
    expect(probe("import { courseAccess as access } from '#app/lib/db/schema.ts';\nawait tx.update(access).set({});\n")).toHaveLength(1);
    expect(probe("import * as schema from '#app/lib/db/schema.ts';\nawait tx.delete(schema.readerNotes);\n")).toHaveLength(1);
    expect(probe('await tx.execute(sql`insert into entitlements (user_id) values (${id})`);\n')).toHaveLength(1);
    expect(probe("import { orders } from '#app/lib/db/schema.ts';\nawait tx.update(orders).set({});\n")).toEqual([]);
  });
});
