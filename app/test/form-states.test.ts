/**
 * One action outcome (decision 0044): what a form's action answers is `FormState` of
 * lib/form-outcome.ts, turned into the answer by `respond`. The test reads the code by its syntax
 * (TypeScript's parser) and fails on the two ways an answer shape of its own comes back:
 *
 * - an exported type named `…State` that is an object shape (an interface, an object type, a
 *   union or intersection of them) rather than `FormState<…>` (a state that is a word, such as a
 *   post's 'draft' | 'published', is not an answer and passes);
 * - an action (a route's `action`, a feature's exported `…Action`) that builds its answer with
 *   `data(…)`, itself or through a function of its module, instead of returning an Outcome for
 *   `respond`.
 *
 * The answers not converged yet are listed below, each with why; the list only shrinks: one that
 * converges fails the test until it leaves the list, and a new one fails it at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Actions that still answer with `data(…)`, as "file: function". Each is a page's answer or a JSON door, not yet a FormState. */
export const answersNotConverged = [
  // Adding to and changing the cart answer the product and course pages' fetchers and the cart step (CartActionResult).
  'app/features/orders/cart/cart-actions.server.ts: addToCartAction',
  'app/features/orders/cart/cart-actions.server.ts: changeCartAction',
  // JSON doors posted by scripts, not forms: cookie consent, a class's progress beacon.
  'app/routes/resources/consent.ts: action',
  'app/routes/courses/class-progress.ts: action',
  // One-click pages from a mail: the answer is the page saying whether the link still worked.
  'app/routes/groups/digest-stop.tsx: action',
  'app/routes/newsletter/confirm.tsx: action',
  'app/routes/newsletter/unsubscribe.tsx: action',
];

/** Exported `…State` types that are object shapes but not a form's answer, with why. */
export const statesThatAreNotAnswers = [
  // An open call read with where it stands (open, closing, closed): data for a page, not an action's answer.
  'app/features/publish/open-calls.server.ts: OpenCallWithState',
];

/** app/'s modules, without tests and their fixtures. */
function modules() {
  return fs
    .readdirSync(path.join(root, 'app'), { recursive: true, encoding: 'utf8' })
    .filter((entry) => /\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$|test-support\.ts$|test-fixtures\.ts$|\+types/.test(entry))
    .map((entry) => `app/${entry}`);
}

const exported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** Whether a type is an object shape of its own: an object type, or a union or intersection holding one. */
function isShape(type: ts.TypeNode): boolean {
  if (ts.isTypeLiteralNode(type) || ts.isMappedTypeNode(type)) return true;
  if (ts.isParenthesizedTypeNode(type)) return isShape(type.type);
  if (ts.isUnionTypeNode(type) || ts.isIntersectionTypeNode(type)) return type.types.some(isShape);
  return false;
}

/** The names FormState goes by in a module: itself, and what it is imported as from lib/form-outcome. */
function formStateNames(source: ts.SourceFile): Set<string> {
  const names = new Set(['FormState']);
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!/(^|\/)form-outcome(\.ts)?$/.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) if ((element.propertyName ?? element.name).text === 'FormState') names.add(element.name.text);
  }
  return names;
}

/** An action: a route's `action`, or a feature's exported function named `…Action`. */
function actionName(file: string, node: ts.Node): string | null {
  const name =
    ts.isFunctionDeclaration(node) && node.name
      ? node.name.text
      : ts.isVariableStatement(node)
        ? node.declarationList.declarations
            .map((d) => (ts.isIdentifier(d.name) && d.initializer && ts.isArrowFunction(d.initializer) ? d.name.text : ''))
            .find(Boolean)
        : undefined;
  if (!name || !exported(node)) return null;
  if (file.startsWith('app/routes/') && name === 'action') return name;
  if (file.startsWith('app/features/') && /Action$/.test(name)) return name;
  return null;
}

/** The names a function's body calls. */
function calledNames(node: ts.Node): Set<string> {
  const names = new Set<string>();
  const visit = (child: ts.Node) => {
    if (ts.isCallExpression(child) && ts.isIdentifier(child.expression)) names.add(child.expression.text);
    ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
  return names;
}

/** The module's own functions (declared, or arrows held in a const), by name. */
function localFunctions(source: ts.SourceFile): Map<string, ts.Node> {
  const functions = new Map<string, ts.Node>();
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) functions.set(statement.name.text, statement);
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.initializer && (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer)))
          functions.set(d.name.text, d);
  }
  return functions;
}

/** The module's functions that build an answer with `data(…)`, themselves or through another of its functions. */
function answeringWithData(source: ts.SourceFile): Set<string> {
  const functions = localFunctions(source);
  const calls = new Map([...functions].map(([name, node]) => [name, calledNames(node)]));
  const found = new Set([...calls].filter(([, names]) => names.has('data')).map(([name]) => name));
  let grew = true;
  while (grew) {
    grew = false;
    for (const [name, names] of calls) {
      if (found.has(name) || ![...names].some((called) => found.has(called))) continue;
      found.add(name);
      grew = true;
    }
  }
  return found;
}

/** Answer shapes of their own in these modules: "file: Name is a shape of its own" and "file: action answers with data(…)". */
export function answerShapes(files: string[], read: (file: string) => string) {
  const states: string[] = [];
  const actions: string[] = [];
  for (const file of files) {
    const text = read(file);
    if (file === 'app/lib/form-outcome.ts' || file === 'app/lib/respond.server.ts') continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const formState = formStateNames(source);
    const withData = answeringWithData(source);
    for (const statement of source.statements) {
      if ((ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && exported(statement) && /State$/.test(statement.name.text)) {
        const ownShape = ts.isInterfaceDeclaration(statement)
          ? true
          : !(ts.isTypeReferenceNode(statement.type) && formState.has(statement.type.typeName.getText(source))) && isShape(statement.type);
        if (ownShape) states.push(`${file}: ${statement.name.text}`);
      }
      const action = actionName(file, statement);
      if (action && withData.has(action)) actions.push(`${file}: ${action}`);
    }
  }
  return { states, actions };
}

const readFile = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('one answer shape for every action', () => {
  const found = answerShapes(modules(), readFile);

  it('finds no exported …State shape but FormState (and the listed data that is not an answer)', () => {
    expect(found.states).toEqual(statesThatAreNotAnswers);
  });

  it('finds no action building its answer with data(…) but the listed ones not converged yet', () => {
    expect(found.actions.sort()).toEqual([...answersNotConverged].sort());
  });
});

describe('the one-answer probes: a shape of its own is caught', () => {
  const probe = (text: string, file = 'app/features/orders/probe.server.ts') => answerShapes([file], () => text);

  it('catches an exported …State interface, object type, or union of them', () => {
    expect(probe('export interface PaymentState {\n  ok: boolean;\n}\n').states).toEqual(['app/features/orders/probe.server.ts: PaymentState']);
    expect(probe("export type RefundState = { status: 'done' } | { status: 'invalid'; errors: Record<string, string> };\n").states).toHaveLength(1);
    expect(probe("export type GiftState = Base & { step: 'sent' };\n").states).toHaveLength(1);
  });

  it('lets a …State be FormState, by its name or as imported, or a word', () => {
    const fine =
      "import { type FormState as Answer } from '#app/lib/form-outcome.ts';\n" +
      "export type GiftState = FormState<GiftKey, 'gift'>;\n" +
      "export type WrapState = Answer<GiftKey, 'wrap', { id: number }>;\n" +
      "export type ShipmentState = 'packed' | 'sent';\n";
    expect(probe(fine).states).toEqual([]);
  });

  it('catches a route action or a feature action that answers with data(…), and lets one return an outcome', () => {
    const route = "import { data } from 'react-router';\nexport async function action() {\n  return data({ error: 'invalid' }, { status: 400 });\n}\n";
    expect(probe(route, 'app/routes/orders/probe.tsx').actions).toEqual(['app/routes/orders/probe.tsx: action']);
    const feature = "export const refundAction = async () => {\n  if (late) return data({ late: true }, { status: 409 });\n  return done(FORM, 'sent');\n};\n";
    expect(probe(feature).actions).toEqual(['app/features/orders/probe.server.ts: refundAction']);
    const converged =
      "export async function refundAction(): Promise<Outcome<Key, 'refund'>> {\n  return refused('refund', {}, {}, 'late', {}, 409);\n}\n" +
      'export async function action() {\n  return respond(await refundAction(), locale);\n}\n';
    expect(probe(converged, 'app/routes/orders/probe.tsx').actions).toEqual([]);
    // Through a helper of its module, however deep.
    const helper =
      'const answer = (body: object, status = 200) => data(body, { status });\nfunction refuse() {\n  return answer({ late: true }, 409);\n}\n' +
      'export async function giftAction() {\n  return refuse();\n}\n';
    expect(probe(helper).actions).toEqual(['app/features/orders/probe.server.ts: giftAction']);
    expect(probe(converged).actions).toEqual([]);
  });
});
