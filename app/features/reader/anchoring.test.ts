import { describe, expect, it } from 'vitest';
import { CONTEXT_CHARS, describeSelection, locateSelector } from './anchoring.ts';

const text = 'Call me Ishmael.\nSome years ago, never mind how long precisely, I thought I would sail about.\nCall me Ishmael, again.\n';

describe('describeSelection', () => {
  it('quotes the selection with up to 32 characters of context on each side', () => {
    const start = text.indexOf('never mind');
    const selector = describeSelection(text, start, start + 'never mind'.length);
    expect(selector.quote.exact).toBe('never mind');
    expect(selector.quote.prefix).toBe(text.slice(start - CONTEXT_CHARS, start));
    expect(selector.quote.suffix).toBe(text.slice(start + 10, start + 10 + CONTEXT_CHARS));
    expect(selector.position).toEqual({ start, end: start + 10 });
  });

  it('clips context at the ends of the text and orders reversed offsets', () => {
    const selector = describeSelection(text, 4, 0);
    expect(selector.quote).toEqual({ exact: 'Call', prefix: '', suffix: text.slice(4, 4 + CONTEXT_CHARS) });
    expect(selector.position).toEqual({ start: 0, end: 4 });
    expect(describeSelection('abc', 1, 99).position).toEqual({ start: 1, end: 3 });
  });
});

describe('locateSelector', () => {
  it('keeps the old position while the quote is still there', () => {
    const start = text.indexOf('sail');
    expect(locateSelector(describeSelection(text, start, start + 4), text)).toEqual({ start, end: start + 4 });
  });

  it('finds the quote again after text was inserted before it', () => {
    const start = text.indexOf('sail about');
    const selector = describeSelection(text, start, start + 10);
    const changed = `A new preface.\n${text}`;
    expect(locateSelector(selector, changed)).toEqual({ start: start + 15, end: start + 25 });
  });

  it('chooses among repeated quotes by their prefix and suffix', () => {
    const second = text.lastIndexOf('Call me Ishmael');
    const selector = describeSelection(text, second, second + 'Call me Ishmael'.length);
    // The first occurrence moved to where the second one was: position alone would pick it.
    const changed = `Intro.\n${text.replace('Some years ago', 'Years ago')}`;
    const expected = changed.lastIndexOf('Call me Ishmael');
    expect(locateSelector(selector, changed)).toEqual({ start: expected, end: expected + 'Call me Ishmael'.length });
  });

  it('prefers the nearest occurrence when the context does not decide', () => {
    const repeated = 'la la la la la la';
    const selector = { quote: { exact: 'la', prefix: '', suffix: '' }, position: { start: 10, end: 12 } };
    expect(locateSelector(selector, `xy${repeated}`)).toEqual({ start: 11, end: 13 });
  });

  it('answers null when the quote is gone, or empty', () => {
    const start = text.indexOf('Ishmael');
    const selector = describeSelection(text, start, start + 7);
    expect(locateSelector(selector, text.replaceAll('Ishmael', 'Queequeg'))).toBeNull();
    expect(locateSelector({ quote: { exact: '', prefix: '', suffix: '' }, position: { start: 0, end: 0 } }, text)).toBeNull();
  });
});
