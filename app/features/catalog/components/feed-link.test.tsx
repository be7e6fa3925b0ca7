import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { expect, it } from 'vitest';
import { FeedLink } from './feed-link.tsx';

function render(path: string): string {
  const Stub = createRoutesStub([{ path: '*', Component: FeedLink }]);
  return renderToString(<Stub initialEntries={[path]} />);
}

it('points to the feed in the page language', () => {
  expect(render('/book/x')).toContain('<link rel="alternate" type="application/atom+xml" href="/feed.xml" title="Editora Ipê — Lançamentos"/>');
  expect(render('/en/book/x')).toContain('href="/en/feed.xml" title="Editora Ipê — New releases"');
});
