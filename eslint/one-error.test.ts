/** The one-error rule fires (decision 0044): a route or feature that throws `data(…)` or a Response fails `npm run lint`; an AppError, a redirect, a returned file do not. */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function oneErrorMessages(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(import.meta.dirname, '..', file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const thrown = (statement: string) =>
  `import { data, redirect } from 'react-router';\nexport function loader(found: boolean) {\n  if (!found) ${statement};\n  return data({ found }, { headers: {} }) ?? redirect('/');\n}\n`;

describe('throwing an HTTP answer', () => {
  it('is refused in a route, a feature and lib/, whether data(…), new Response(…) or Response.json(…)', async () => {
    expect(await oneErrorMessages('app/routes/example.tsx', thrown('throw data(null, { status: 404 })'))).toEqual([
      expect.stringContaining('Throw an AppError'),
    ]);
    expect(await oneErrorMessages('app/features/orders/example.server.ts', thrown("throw new Response('Not Found', { status: 404 })"))).toEqual([
      expect.stringContaining('Throw an AppError'),
    ]);
    expect(await oneErrorMessages('app/lib/example.server.ts', thrown('throw Response.json({}, { status: 400 })'))).toHaveLength(1);
    expect(await oneErrorMessages('server/example.ts', thrown("throw data('Forbidden', { status: 403 })"))).toHaveLength(1);
  });

  it('lets code throw an AppError or a redirect, and a resource route return its file', async () => {
    const appError =
      "import { AppError, notFound } from '#app/lib/app-error.ts';\nexport function f(a: boolean) {\n  if (a) throw notFound();\n  throw new AppError('forbidden');\n}\n";
    expect(await oneErrorMessages('app/routes/example.tsx', appError)).toEqual([]);
    expect(await oneErrorMessages('app/routes/example.tsx', thrown("throw redirect('/login')"))).toEqual([]);
    expect(await oneErrorMessages('app/routes/example.ts', "export const loader = () => new Response('feed', { status: 200 });\n")).toEqual([]);
  });

  it('is allowed only where an error or an outcome becomes the answer, and in tests', async () => {
    const code = thrown("throw data('Not Found', { status: 404 })");
    expect(await oneErrorMessages('app/lib/app-error.server.ts', code)).toEqual([]);
    expect(await oneErrorMessages('app/lib/respond.server.ts', code)).toEqual([]);
    expect(await oneErrorMessages('app/features/orders/example.server.test.ts', code)).toEqual([]);
  });
});
