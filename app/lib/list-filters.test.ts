import { describe, expect, it } from 'vitest';
import { containsPattern, dayParam, filterQuery, numberQuery, pageParam, searchParam } from './list-filters.ts';

const params = (query: string) => new URLSearchParams(query);

describe('admin list filters', () => {
  it('reads the search box, the page and calendar days, refusing what they are not', () => {
    expect(searchParam(params(`q=${encodeURIComponent('  Ana  ')}`))).toBe('Ana');
    expect(searchParam(params(`q=${'x'.repeat(150)}`))).toHaveLength(100);
    expect([
      pageParam(params('page=3')),
      pageParam(params('page=0')),
      pageParam(params('page=-2')),
      pageParam(params('page=abc')),
      pageParam(params('page=9999999')),
    ]).toEqual([3, 1, 1, 1, 100_000]);
    expect([
      dayParam(params('from=2025-03-01'), 'from'),
      dayParam(params('from=2025-02-30'), 'from'),
      dayParam(params('from=1/3/2025'), 'from'),
      dayParam(params(''), 'from'),
    ]).toEqual(['2025-03-01', '', '', '']);
  });

  it('takes digits, with or without #, as a number', () => {
    expect([numberQuery('#123'), numberQuery(' 123 '), numberQuery('# 7'), numberQuery('12a'), numberQuery('99999999999999999'), numberQuery('')]).toEqual([
      123,
      123,
      7,
      null,
      null,
      null,
    ]);
  });

  it('makes a "contains" pattern in which % and _ are text', () => {
    expect(containsPattern('Bruno_Lima 100%')).toBe('%bruno\\_lima 100\\%%');
    expect(containsPattern('a\\b')).toBe('%a\\\\b%');
  });

  it('writes the filters back in order, without empty ones or page 1', () => {
    expect(filterQuery({ q: 'rede', status: '', call: 'none', page: 1 })).toBe('?q=rede&call=none');
    expect(filterQuery({ q: 'a b&c', page: 3 })).toBe('?q=a+b%26c&page=3');
    expect(filterQuery({ q: '', page: 1 })).toBe('');
  });
});
