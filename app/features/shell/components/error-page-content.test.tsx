import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { ErrorPageContent as ErrorPage } from './error-page-content.tsx';

function render(path: string, error: unknown): string {
  const Stub = createRoutesStub([{ path: '*', Component: () => <ErrorPage error={error} /> }]);
  return renderToString(<Stub initialEntries={[path]} />);
}

/** What React Router hands an error boundary for a thrown data(…, { status }). */
const routeError = (status: number, message: string) => ({ status, statusText: '', internal: false, data: message });

it('on 404 says the page could not be found, in the page language, with a link home', () => {
  const en = render('/en/missing', routeError(404, 'Not Found'));
  expect(en).toContain('This page could not be found');
  expect(en).toContain('href="/en"');
  const pt = render('/sumiu', routeError(404, 'Not Found'));
  expect(pt).toContain('Esta página não foi encontrada');
  expect(pt).toContain('href="/"');
});

it('shows the message of an error response', () => {
  const html = render('/en/x', routeError(503, 'The payment service is not answering. Please try again later.'));
  expect(html).toContain('Error 503');
  expect(html).toContain('The payment service is not answering.');
});

afterEach(() => {
  vi.unstubAllEnvs();
});

it('never shows a thrown exception’s message or stack outside development', () => {
  vi.stubEnv('DEV', false);
  const error = new Error('secret connection string postgres://user:pass@db');
  const html = render('/contact', error);
  expect(html).toContain('Algo deu errado');
  expect(html).not.toContain('secret');
  expect(html).not.toContain('at ');
});

it('shows the exception’s message in development, to the developer', () => {
  vi.stubEnv('DEV', true);
  expect(render('/contact', new Error('column "x" does not exist'))).toContain('column &quot;x&quot; does not exist');
});

it('on 429 says too many requests came and how long to wait, in the page language', () => {
  const en = render('/en/catalog', { status: 429, statusText: '', internal: false, data: { retryAfter: 250 } });
  expect(en).toContain('Too many requests in a short time');
  expect(en).toContain('Wait 5 minutes and try again.');
  const pt = render('/catalog', { status: 429, statusText: '', internal: false, data: { retryAfter: 30 } });
  expect(pt).toContain('Muitos pedidos em pouco tempo');
  expect(pt).toContain('Espere 1 minuto e tente de novo.');
});
