import { describe, expect, it } from 'vitest';
import { DESK_MAX_PAGE, deskSearch, parseDeskFilters } from './desk-filters.ts';

describe('the desk’s filters in its address', () => {
  it('reads a scope, a queue, a search and a page, and ignores what is not one', () => {
    expect(parseDeskFilters(new URLSearchParams('scope=journal:3&queue=reviews-overdue&q=  cuidado   urbano &page=2'))).toEqual({
      scope: { kind: 'journal', id: 3 },
      queue: 'reviews-overdue',
      q: 'cuidado urbano',
      page: 2,
    });
    expect(parseDeskFilters(new URLSearchParams('scope=course:3&queue=everything&page=-1'))).toEqual({ scope: null, queue: null, q: '', page: 1 });
    expect(parseDeskFilters(new URLSearchParams('page=99999')).page).toBe(DESK_MAX_PAGE);
    // The unpaid submissions, listed apart from the queues.
    expect(parseDeskFilters(new URLSearchParams('queue=awaiting-fee')).queue).toBe('awaiting-fee');
    expect(parseDeskFilters(new URLSearchParams(`q=${'a'.repeat(500)}`)).q).toHaveLength(100);
  });

  it('writes them back, the first page and empty ones left out', () => {
    expect(deskSearch({ scope: { kind: 'open-call', id: 4 }, queue: 'new', q: 'a b', page: 1 })).toBe('?scope=open-call%3A4&queue=new&q=a+b');
    expect(deskSearch({ page: 3 })).toBe('?page=3');
    expect(deskSearch({})).toBe('');
    const filters = parseDeskFilters(new URLSearchParams(deskSearch({ scope: { kind: 'journal', id: 7 }, queue: 'accepted', page: 4 }).slice(1)));
    expect(filters).toEqual({ scope: { kind: 'journal', id: 7 }, queue: 'accepted', q: '', page: 4 });
  });
});
