import { describe, expect, it } from 'vitest';
import { CEILINGS, checkCeilings, queriesOf } from './query-budget.ts';

describe('the database queries of each main page, against its ceiling', () => {
  it("reads a render's query count from its Server-Timing header, and refuses an answer without one", () => {
    expect(queriesOf('db;desc="13 queries", app;dur=4.2')).toBe(13);
    expect(() => queriesOf(null)).toThrow(/no query count/);
    expect(() => queriesOf('app;dur=4.2')).toThrow(/no query count/);
  });

  it('passes pages at their ceilings, anonymous and signed in', async () => {
    const results = await checkCeilings(CEILINGS, async (page, who) => ({
      status: who === 'anonymous' && CEILINGS[page]!.private ? 302 : 200,
      queries: CEILINGS[page]![who],
    }));
    expect(results).toHaveLength(Object.keys(CEILINGS).length * 2);
    expect(results.filter((r) => r.over || r.wrongStatus)).toEqual([]);
  });

  it('refuses the count of a page that did not answer as itself (a chapter that moved: 404)', async () => {
    const results = await checkCeilings(CEILINGS, async (page, who) => ({
      status: page.includes('/read/') ? 404 : who === 'anonymous' && CEILINGS[page]!.private ? 302 : 200,
      queries: 1,
    }));
    expect(results.filter((r) => r.wrongStatus).map((r) => [r.page, r.who, r.status])).toEqual([
      ['/book/the-waste-land/read/wasteland-content', 'anonymous', 404],
      ['/book/the-waste-land/read/wasteland-content', 'signedIn', 404],
    ]);
  });

  it('fails the page that makes one query more than its ceiling (a planted query in the account page)', async () => {
    const results = await checkCeilings(CEILINGS, async (page, who) => ({
      status: 200,
      queries: CEILINGS[page]![who] + (page === '/account' && who === 'signedIn' ? 1 : 0),
    }));
    expect(results.filter((r) => r.over).map((r) => [r.page, r.who, r.queries])).toEqual([['/account', 'signedIn', CEILINGS['/account']!.signedIn + 1]]);
  });

  it('covers the main pages the issue names', () => {
    expect(Object.keys(CEILINGS)).toEqual([
      '/',
      '/catalog',
      '/book/design-de-servicos-na-pratica',
      '/book/the-waste-land/read/wasteland-content',
      '/account',
      '/orders',
      '/account/library',
      '/groups/:group',
    ]);
  });
});
