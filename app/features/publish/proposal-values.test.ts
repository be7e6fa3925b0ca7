import { describe, expect, it } from 'vitest';
import { AUTHORS_MAX, CHAPTERS_MAX, countCharacters, SAMPLE_ACCEPT, splitKeywords } from './proposal-limits.ts';
import { applyListIntent, emptyAuthor, emptyChapter, emptyProposalValues, formMessageKey, proposalFieldNames, type ProposalValues } from './proposal-values.ts';

const withChapters = (...titles: string[]): ProposalValues =>
  emptyProposalValues({ chapters: titles.map((title) => ({ ...emptyChapter(), title })), authors: [{ ...emptyAuthor(), name: 'Ana' }] });

describe('the list buttons (no JavaScript needed)', () => {
  it('add an empty author or chapter at the end, up to the maximum', () => {
    const values = withChapters('Um');
    expect(applyListIntent(values, 'add-chapter')!.chapters.map((c) => c.title)).toEqual(['Um', '']);
    expect(applyListIntent(values, 'add-author')!.authors).toEqual([{ ...emptyAuthor(), name: 'Ana' }, emptyAuthor()]);
    const full = withChapters(...Array.from({ length: CHAPTERS_MAX }, (_, i) => `C${i}`));
    expect(applyListIntent(full, 'add-chapter')).toBeNull();
    const authors = emptyProposalValues({ authors: Array.from({ length: AUTHORS_MAX }, emptyAuthor) });
    expect(applyListIntent(authors, 'add-author')).toBeNull();
  });

  it('remove one, but never the last', () => {
    const values = withChapters('Um', 'Dois', 'Três');
    expect(applyListIntent(values, 'remove-chapter:1')!.chapters.map((c) => c.title)).toEqual(['Um', 'Três']);
    expect(applyListIntent(withChapters('Só'), 'remove-chapter:0')).toBeNull();
    expect(applyListIntent(values, 'remove-chapter:3')).toBeNull();
    expect(values.chapters).toHaveLength(3); // the values given are not changed
  });

  it('move one up or down, not past either end', () => {
    const values = withChapters('Um', 'Dois', 'Três');
    expect(applyListIntent(values, 'move-chapter-up:2')!.chapters.map((c) => c.title)).toEqual(['Um', 'Três', 'Dois']);
    expect(applyListIntent(values, 'move-chapter-down:0')!.chapters.map((c) => c.title)).toEqual(['Dois', 'Um', 'Três']);
    expect(applyListIntent(values, 'move-chapter-up:0')).toBeNull();
    expect(applyListIntent(values, 'move-chapter-down:2')).toBeNull();
    const two = emptyProposalValues({
      authors: [
        { ...emptyAuthor(), name: 'Ana' },
        { ...emptyAuthor(), name: 'Bia' },
      ],
    });
    expect(applyListIntent(two, 'move-author-down:0')!.authors.map((a) => a.name)).toEqual(['Bia', 'Ana']);
  });

  it('anything else is not a list intent', () => {
    const values = withChapters('Um', 'Dois');
    for (const intent of [
      '',
      'submit',
      'save',
      'add-chapter:1',
      'remove-chapter',
      'remove-chapter:-1',
      'remove-chapter:1e3',
      'move-chapter:1',
      'move-chapter-left:1',
      'remove-book:0',
      'remove-chapter:99999',
    ]) {
      expect(applyListIntent(values, intent), intent).toBeNull();
    }
  });
});

describe('the form’s fields', () => {
  it('a blank form has one author and one chapter; init fills fields', () => {
    const values = emptyProposalValues({ type: 'collection', openCall: 'colecao' });
    expect(values.authors).toHaveLength(1);
    expect(values.chapters).toHaveLength(1);
    expect(values).toMatchObject({ type: 'collection', openCall: 'colecao', title: '' });
  });

  it('field names in the order the form shows them', () => {
    const names = proposalFieldNames({ authors: [emptyAuthor(), emptyAuthor()], chapters: [emptyChapter()] });
    expect(names.slice(0, 5)).toEqual(['type', 'openCall', 'title', 'authors', 'authors.0.name']);
    expect(names).toContain('authors.1.bio');
    expect(names.indexOf('authors.1.bio')).toBeLessThan(names.indexOf('description'));
    expect(names.indexOf('chapters.0.keywords')).toBeLessThan(names.indexOf('needsIllustrations'));
    expect(names.at(-1)).toBe('otherInformation');
  });

  it('the top message: all required fields, or check the marked ones', () => {
    expect(formMessageKey({ title: 'required', keywords: 'keywordsTooMany' })).toBe('fillAllRequired');
    expect(formMessageKey({ keywords: 'keywordsTooMany' })).toBe('checkFields');
  });
});

describe('text helpers the browser shares', () => {
  it('splitKeywords', () => {
    expect(splitKeywords('')).toEqual([]);
    expect(splitKeywords(' a , b;c\n d  e ,, ')).toEqual(['a', 'b', 'c', 'd e']);
  });

  it('countCharacters counts a new line once', () => {
    expect(countCharacters('ab\r\ncd')).toBe(5);
    expect(countCharacters('ab\ncd')).toBe(5);
    expect(countCharacters('')).toBe(0);
  });

  it('the sample input accepts PDF, DOCX and ODT', () => {
    expect(SAMPLE_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.pdf', '.docx', '.odt', 'application/pdf']));
  });
});
