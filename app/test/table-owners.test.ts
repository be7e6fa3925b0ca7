/**
 * Every table has one owner, which alone writes it (decision 0037), and the owner is where the
 * table is declared: a feature's `tables.server.ts` (or `<topic>-tables.server.ts`) makes the
 * feature its owner; lib/auth's tables are Better Auth's people, and lib/db's platform tables have
 * the lib/ module named below. The test reads the code by its syntax (TypeScript's parser): outside
 * the owner, a table may be read (`from`, joins, its columns, its type) and nothing else. It fails
 * on an insert, update or delete through Drizzle, on SQL that writes the table (by its SQL name or
 * with the table interpolated: sql`insert into ${t}`), and on a table held in a variable, passed
 * to a helper or handed on in any other way, since what holds it may write it. Others ask the
 * owner's public module.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** The platform's own tables in lib/db/platform-tables.server.ts, each written by one lib/ module. */
export const platformTableOwners: Record<string, string> = {
  jobs: 'lib/jobs',
  rateLimits: 'lib/rate-limit.server.ts',
  appMeta: 'lib/db',
  auditLog: 'lib/audit.server.ts',
};

/** Modules that hold the whole schema to give it to a library that writes for its owners: Drizzle's client, Better Auth's adapter. */
const wholeSchemaHolders = new Set(['app/lib/db/client.server.ts', 'app/lib/db/client.server.ts', 'app/lib/auth/auth.server.ts']);

export interface Table {
  sql: string;
  /** The module that declares it, relative to the checkout. */
  file: string;
  /** Its owner: `features/<name>` or a lib/ folder or module; undefined when declared where no owner is. */
  owner: string | undefined;
}

const tablesModule = /(?:^|\/)(?:[\w-]+-)?tables\.server\.ts$/;

/** The owner a table declared in `file` (relative to the checkout) has by its place. */
export function ownerByPlace(file: string, name: string): string | undefined {
  const feature = /^app\/(features\/[\w-]+)\/(?:[\w-]+-)?tables\.server\.ts$/.exec(file);
  if (feature) return feature[1];
  if (file === 'app/lib/auth/tables.server.ts') return 'lib/auth';
  if (file === 'app/lib/db/platform-tables.server.ts') return platformTableOwners[name];
  return undefined;
}

/** Every `pgTable(…)` the code declares, with its owner. */
export function declaredTables(files: string[], read: (file: string) => string) {
  const tables = new Map<string, Table>();
  for (const file of files) {
    const text = read(file);
    for (const m of text.matchAll(/export const (\w+) = pgTable\(\s*'([a-z_]+)'/g)) tables.set(m[1]!, { sql: m[2]!, file, owner: ownerByPlace(file, m[1]!) });
  }
  return tables;
}

/** A specifier that names the schema's index or a tables module. */
const schemaSpecifier = /(?:\/db\/schema|(?:^|\/)(?:[\w-]+-)?tables\.server)(?:\.ts)?$/;

/** Calls that read a table given as an argument. */
const readingMethods = new Set([
  'from',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoinLateral',
]);
const readingFunctions = new Set(['getTableColumns', 'getTableName', 'getTableConfig', 'is']);
const writingMethods = new Set(['insert', 'update', 'delete']);
const sqlWrite = /\b(insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into|copy)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_]+)"?/gi;

/** How a module uses a table it does not own that is not a read: `writes` or `hands on` (variable, helper, …). */
export interface TableUse {
  table: string;
  how: string;
  line: number;
}

/** What a module does with tables beyond reading them, found by its syntax. */
export function tableUses(file: string, text: string, tables: Map<string, Table>): TableUse[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const uses: TableUse[] = [];
  const bySql = new Map([...tables].map(([name, table]) => [table.sql, name]));
  const local = new Map<string, string>();
  const namespaces = new Set<string>();
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !schemaSpecifier.test(statement.moduleSpecifier.text)) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly || !clause.namedBindings) continue;
    if (ts.isNamespaceImport(clause.namedBindings)) namespaces.add(clause.namedBindings.name.text);
    else
      for (const element of clause.namedBindings.elements) {
        const name = (element.propertyName ?? element.name).text;
        if (!element.isTypeOnly && tables.has(name)) local.set(element.name.text, name);
      }
  }

  /** The table a node stands for: an imported table's name, or `schema.table` through a namespace. */
  const tableOf = (node: ts.Node): string | undefined => {
    if (ts.isIdentifier(node)) {
      const parent = node.parent;
      // Not a table where the name is a property's, a declaration's or an import's.
      if (ts.isPropertyAccessExpression(parent) && parent.name === node) return undefined;
      if (
        (ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent) || ts.isPropertySignature(parent) || ts.isMethodDeclaration(parent)) &&
        parent.name === node
      )
        return undefined;
      if (ts.isImportSpecifier(parent) || ts.isImportClause(parent) || ts.isNamespaceImport(parent)) return undefined;
      if (ts.isVariableDeclaration(parent) && parent.name === node) return undefined;
      if (ts.isParameter(parent) || ts.isBindingElement(parent) || ts.isQualifiedName(parent)) return undefined;
      return local.get(node.text);
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && namespaces.has(node.expression.text) && tables.has(node.name.text))
      return node.name.text;
    return undefined;
  };

  /** What the code around a table reference does with it: undefined when it reads it. */
  const useOf = (node: ts.Expression): string | undefined => {
    let at: ts.Node = node;
    while (ts.isParenthesizedExpression(at.parent) || ts.isAsExpression(at.parent) || ts.isNonNullExpression(at.parent) || ts.isSatisfiesExpression(at.parent))
      at = at.parent;
    const parent = at.parent;
    if (ts.isPropertyAccessExpression(parent) && parent.expression === at) return undefined; // a column, or $inferSelect
    if (ts.isElementAccessExpression(parent) && parent.expression === at) return undefined;
    if (ts.isTypeQueryNode(parent) || ts.isExpressionWithTypeArguments(parent)) return undefined; // typeof table
    if (ts.isCallExpression(parent) && parent.arguments.includes(at as ts.Expression)) {
      const callee = parent.expression;
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : undefined;
      if (name && ts.isPropertyAccessExpression(callee) && readingMethods.has(name)) return undefined;
      if (name && ts.isIdentifier(callee) && readingFunctions.has(name)) return undefined;
      if (name && ts.isPropertyAccessExpression(callee) && writingMethods.has(name)) return `writes it (.${name})`;
      return `passes it to ${name ?? 'a function'}()`;
    }
    if (ts.isTemplateSpan(parent) && ts.isTemplateExpression(parent.parent)) {
      const template = parent.parent;
      const index = template.templateSpans.indexOf(parent);
      const before = index === 0 ? template.head.text : template.templateSpans[index - 1]!.literal.text;
      if (/\b(?:from|join)\s*$/i.test(before)) return undefined;
      const write = /\b(insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into|copy)\s*(?:only\s+)?$/i.exec(before);
      return write ? `writes it in SQL (${write[1]!.toLowerCase()} \${…})` : 'puts it in SQL other than from or join';
    }
    if (ts.isVariableDeclaration(parent)) return 'holds it in a variable';
    if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken) return 'holds it in a variable';
    if (ts.isConditionalExpression(parent) || ts.isBinaryExpression(parent)) return 'holds it in a variable';
    if (ts.isShorthandPropertyAssignment(parent) || ts.isPropertyAssignment(parent)) return 'puts it in an object';
    if (ts.isArrayLiteralExpression(parent)) return 'puts it in an array';
    if (ts.isReturnStatement(parent) || ts.isArrowFunction(parent)) return 'returns it';
    if (ts.isExportSpecifier(parent) || ts.isExportAssignment(parent)) return 'exports it';
    if (ts.isSpreadElement(parent) || ts.isSpreadAssignment(parent)) return 'spreads it';
    return `uses it in a ${ts.SyntaxKind[parent.kind]}`;
  };

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) return;
    const table = tableOf(node);
    if (table) {
      const how = useOf(node as ts.Expression);
      if (how) uses.push({ table, how, line: lineOf(node) });
      if (ts.isPropertyAccessExpression(node)) return;
    } else if (ts.isIdentifier(node) && namespaces.has(node.text)) {
      // The whole schema handed on: it holds every table.
      const parent = node.parent;
      const mere = ts.isPropertyAccessExpression(parent) && parent.expression === node;
      if (!mere && !ts.isNamespaceImport(parent) && !ts.isTypeQueryNode(parent) && !ts.isQualifiedName(parent) && !wholeSchemaHolders.has(file))
        uses.push({ table: '*', how: 'hands the whole schema on', line: lineOf(node) });
    }
    // SQL written out: in a string or a template's text.
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      for (const m of node.text.matchAll(sqlWrite)) {
        const name = bySql.get(m[2]!.toLowerCase());
        if (name) uses.push({ table: name, how: `writes it in SQL (${m[1]!.toLowerCase()} ${m[2]})`, line: lineOf(node) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/** The modules the owner rule reads: app/ and server/ without tests, their fixtures and the tables' declarations. */
function modules() {
  const files: string[] = [];
  for (const dir of ['app', 'server']) {
    for (const entry of fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
      // Tests and their fixtures set rows up directly, as a migration would.
      if (/\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$|test-support\.ts$|test-fixtures\.ts$/.test(entry)) files.push(`${dir}/${entry}`);
    }
  }
  return files;
}

const readFile = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Whether `file` is (inside) `owner`: a folder or a module of app/. */
const within = (file: string, owner: string) => file === `app/${owner}` || file.startsWith(`app/${owner}/`);

/** Modules that use a table they do not own beyond reading it, as "file:line writes table (owned by …)". */
export function writesOutsideOwner(files: string[], read: (file: string) => string, tables: Map<string, Table>) {
  const found: string[] = [];
  for (const file of files) {
    if (tablesModule.test(file) || file === 'app/lib/db/schema.ts') continue;
    for (const use of tableUses(file, read(file), tables)) {
      const owner = tables.get(use.table)?.owner;
      if (owner && within(file, owner)) continue;
      found.push(`${file}:${use.line} ${use.how}: ${use.table} (owned by ${owner ?? (use.table === '*' ? 'each table’s owner' : 'nobody')})`);
    }
  }
  return found;
}

describe('one owner per table', () => {
  const files = modules();
  const tables = declaredTables(files, readFile);

  it('declares every table in its owner: a feature’s tables module, lib/auth or lib/db', () => {
    expect(tables.size).toBeGreaterThan(70);
    expect([...tables].filter(([, table]) => !table.owner).map(([name, table]) => `${name} in ${table.file}`)).toEqual([]);
    // The lib/ owners named above exist, and each names a table lib/db declares.
    for (const [name, owner] of Object.entries(platformTableOwners)) {
      expect(tables.get(name)?.file).toBe('app/lib/db/platform-tables.server.ts');
      expect(fs.existsSync(path.join(root, 'app', owner))).toBe(true);
    }
  });

  it('gathers every tables module in the schema drizzle-kit reads', () => {
    const index = readFile('app/lib/db/schema.ts');
    for (const file of new Set([...tables.values()].map((table) => table.file))) {
      expect(index).toContain(`'${path.relative('app/lib/db', file).replace(/^(?!\.)/, './')}'`);
    }
  });

  it('finds no module writing or handing on a table it does not own', { timeout: 90_000 }, () => {
    expect(writesOutsideOwner(files, readFile, tables)).toEqual([]);
  });
});

describe('the owner rule’s probes: each way of writing another feature’s table is caught', () => {
  const tables = declaredTables(modules(), readFile);
  const probe = (text: string) => writesOutsideOwner(['app/features/orders/probe.server.ts'], () => text, tables);
  const schema = "import { sql } from 'drizzle-orm';\nimport { entitlements, orders } from '#app/lib/db/schema.ts';\n";

  it('catches a Drizzle insert, update or delete, through an alias or the schema’s namespace', () => {
    expect(probe(`${schema}await tx.insert(entitlements).values(row);\n`)).toEqual([
      'app/features/orders/probe.server.ts:3 writes it (.insert): entitlements (owned by features/reader)',
    ]);
    expect(probe("import { courseAccess as access } from '#app/lib/db/schema.ts';\nawait tx.update(access).set({});\n")).toHaveLength(1);
    expect(probe("import * as schema from '#app/lib/db/schema.ts';\nawait tx.delete(schema.readerNotes);\n")).toHaveLength(1);
    expect(probe("import { readerNotes } from '#app/features/reader/tables.server.ts';\nawait tx.delete(readerNotes);\n")).toHaveLength(1);
  });

  it('catches SQL that writes it, by its SQL name or with the table interpolated', () => {
    expect(probe('await tx.execute(sql`insert into entitlements (user_id) values (${id})`);\n')).toEqual([
      expect.stringContaining('writes it in SQL (insert into entitlements): entitlements'),
    ]);
    expect(probe("await client.query('delete from reader_notes where id = $1', [id]);\n")).toHaveLength(1);
    expect(probe(`${schema}await tx.execute(sql\`insert into \${entitlements} (user_id) values (\${id})\`);\n`)).toEqual([
      expect.stringContaining('writes it in SQL (insert into ${…}): entitlements'),
    ]);
    expect(probe(`${schema}await tx.execute(sql\`update \${entitlements} set revoked = true\`);\n`)).toHaveLength(1);
  });

  it('catches a table held in a variable, passed to a helper, or handed on in an object', () => {
    expect(probe(`${schema}const target = entitlements;\nawait tx.insert(target).values(row);\n`)).toEqual([
      expect.stringContaining(':3 holds it in a variable: entitlements'),
    ]);
    expect(probe(`${schema}const target = kind === 'a' ? orders : entitlements;\n`)).toEqual([expect.stringContaining('holds it in a variable: entitlements')]);
    expect(probe(`${schema}await writeRows(tx, entitlements, rows);\n`)).toEqual([expect.stringContaining('passes it to writeRows(): entitlements')]);
    expect(probe(`${schema}await save({ table: entitlements });\n`)).toEqual([expect.stringContaining('puts it in an object: entitlements')]);
    expect(probe("import * as schema from '#app/lib/db/schema.ts';\nawait writeAll(schema);\n")).toEqual([
      expect.stringContaining('hands the whole schema on'),
    ]);
    // What journals' generated PDFs did before the catalog recorded them (recordGeneratedPdf).
    const before =
      "import { articles, chapters } from '#app/lib/db/schema.ts';\n" +
      "const table = source.kind === 'article' ? articles : chapters;\n" +
      'await db.update(table).set({ pdfFile: key, pdfGenerated: true }).where(eq(table.id, source.id));\n';
    expect(writesOutsideOwner(['app/features/journals/generated-pdf.server.ts'], () => before, tables)).toEqual([
      'app/features/journals/generated-pdf.server.ts:2 holds it in a variable: articles (owned by features/catalog)',
      'app/features/journals/generated-pdf.server.ts:2 holds it in a variable: chapters (owned by features/catalog)',
    ]);
  });

  it('lets a module read any table and write its own', () => {
    expect(
      probe(
        `${schema}import { count, eq } from 'drizzle-orm';\n` +
          'type Row = typeof entitlements.$inferSelect;\n' +
          'await db.select({ n: count() }).from(entitlements).innerJoin(orders, eq(orders.userId, entitlements.userId));\n' +
          'await tx.execute(sql`select 1 from ${entitlements} where ${entitlements.userId} = ${id}`);\n' +
          'await tx.update(orders).set({ status: "paid" });\n' +
          'await tx.execute(sql`insert into orders (id) values (1)`);\n',
      ),
    ).toEqual([]);
    // Declared outside any owner (a stray schema file), a table is reported as nobody's.
    const stray = declaredTables(['app/lib/db/schema/editorial.ts'], () => "export const manuscripts = pgTable('manuscripts', {});\n");
    expect([...stray.values()][0]!.owner).toBeUndefined();
  });
});
