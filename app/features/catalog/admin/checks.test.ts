/**
 * The catalog forms' whole checks (the functions the actions and the browser both call): what
 * one field cannot say alone, rows, and the parts a type or kind adds.
 */
import { describe, expect, it } from 'vitest';
import { translator } from '#app/i18n/messages.ts';
import { checkEvent } from './event.schema.ts';
import { checkFormat } from './format.schema.ts';
import { checkIssue } from './issue.schema.ts';
import { checkArticle, checkPart } from './part.schema.ts';
import { adminCatalogMessages } from './messages.ts';
import { checkWork } from './work.schema.ts';

const book = { type: 'book', titlePt: 'Um livro', language: 'pt', edition: '1', license: 'none' };
const journal = {
  ...book,
  type: 'journal',
  issuesPerYear: '2',
  wordsMin: '3000',
  wordsMax: '8000',
  abstractWordsMin: '100',
  abstractWordsMax: '250',
  keywordsMin: '3',
  keywordsMax: '5',
  feeUsd: '0',
  feeBrl: '0',
  languageReviewBrl: '0',
  translationBrlPerWord: '0',
  feedbackDays: '60',
  reviewers: '2',
};

const errorsOf = (result: { ok: boolean; errors?: Record<string, string> }): Record<string, string> => (result.ok ? {} : (result.errors ?? {}));

describe('checkWork', () => {
  it('accepts a book with a title in one language, and skips empty contributor rows', () => {
    const result = checkWork({ ...book, contributorsRows: '2', 'contributors.0.family': 'Silva', 'contributors.0.role': 'author' });
    expect(result.ok && result.data.contributors).toEqual([expect.objectContaining({ family: 'Silva' })]);
  });

  it('asks for a title in some language, and for a known type', () => {
    expect(errorsOf(checkWork({ ...book, titlePt: '' }))).toEqual({ titlePt: 'titleRequired' });
    expect(errorsOf(checkWork({ ...book, type: 'pamphlet' }))).toEqual({ type: 'choiceInvalid' });
  });

  it('names the row field in error', () => {
    const result = checkWork({ ...book, contributorsRows: '1', 'contributors.0.given': 'Ana', 'contributors.0.role': 'author' });
    expect(errorsOf(result)).toEqual({ 'contributors.0.family': 'familyRequired' });
  });

  it("checks a journal's own fields only on a journal, minimums below maximums", () => {
    expect(checkWork({ ...book, wordsMin: '9', wordsMax: '1' }).ok).toBe(true);
    expect(errorsOf(checkWork({ ...journal, wordsMin: '9000' }))).toEqual({ wordsMax: 'maxBelowMin' });
    expect(checkWork(journal).ok).toBe(true);
  });
});

describe('checkFormat', () => {
  it('checks the fields of its kind', () => {
    expect(errorsOf(checkFormat({ kind: 'shelf' }))).toEqual({ kind: 'choiceInvalid' });
    // A printed copy counts its stock; an ebook has none to count.
    expect(errorsOf(checkFormat({ kind: 'print', stock: 'muitos' }))).toEqual({ stock: expect.any(String) });
    expect(checkFormat({ kind: 'ebook', stock: 'muitos' }).ok).toBe(true);
    expect(errorsOf(checkFormat({ kind: 'ebook', priceBrl: 'caro' }))).toEqual({ priceBrl: expect.any(String) });
  });
});

describe('abstracts', () => {
  it('take up to 5,000 characters; a longer one (13,500) is refused under its field, with the limit said in both languages', () => {
    expect(checkWork({ ...book, abstractPt: 'a'.repeat(5_000) }).ok).toBe(true);
    expect(errorsOf(checkWork({ ...book, abstractPt: 'a'.repeat(13_500) }))).toEqual({ abstractPt: 'abstractTooLong' });
    expect(errorsOf(checkWork({ ...book, abstractEn: 'a'.repeat(5_001) }))).toEqual({ abstractEn: 'abstractTooLong' });
    expect(errorsOf(checkPart({ titlePt: 'Capítulo', language: 'pt', abstractEn: 'a'.repeat(13_500) }))).toEqual({ abstractEn: 'abstractTooLong' });
    expect(translator(adminCatalogMessages, 'pt')('abstractTooLong')).toBe('O resumo pode ter no máximo 5.000 caracteres.');
    expect(translator(adminCatalogMessages, 'en')('abstractTooLong')).toBe('The abstract can have at most 5,000 characters.');
  });
});

describe('checkPart and checkArticle', () => {
  it('needs a title and a page range in order', () => {
    expect(errorsOf(checkPart({ titlePt: '', language: 'pt' }))).toMatchObject({ titlePt: 'titleRequired' });
    expect(errorsOf(checkPart({ titlePt: 'Capítulo', language: 'pt', firstPage: '20', lastPage: '10' }))).toEqual({ lastPage: 'lastPageBeforeFirst' });
    expect(errorsOf(checkPart({ titlePt: 'Capítulo', language: 'pt', lastPage: '10' }))).toEqual({ firstPage: 'firstPageRequired' });
  });

  it('references one per line and funders as "Funder; grant", both optional', () => {
    const result = checkPart({
      titlePt: 'Capítulo',
      references: ' Manzini, E. (2015).  Design. \r\n\n Shostack (1984). ',
      funding: 'CNPq; 123456/2024-0\nFapesp',
    });
    expect(result).toMatchObject({
      ok: true,
      data: { references: ['Manzini, E. (2015). Design.', 'Shostack (1984).'], funding: [{ funder: 'CNPq', award: '123456/2024-0' }, { funder: 'Fapesp' }] },
    });
    expect(checkPart({ titlePt: 'Capítulo' })).toMatchObject({ ok: true, data: { references: [], funding: [] } });
    expect(errorsOf(checkPart({ titlePt: 'Capítulo', funding: '; 123' }))).toEqual({ funding: 'fundingInvalid' });
    expect(errorsOf(checkPart({ titlePt: 'Capítulo', references: Array.from({ length: 501 }, (_, i) => `Ref ${i}`).join('\n') }))).toEqual({
      references: 'referencesTooMany',
    });
  });

  it('an article is a part with its own fields, checked together', () => {
    const result = checkArticle({ titlePt: '', language: 'pt' });
    expect(result.ok).toBe(false);
    expect(errorsOf(result)).toMatchObject({ titlePt: 'titleRequired' });
  });

  it('an article’s history (received, accepted) and data statement are optional; it is accepted on or after the day it was received', () => {
    const article = { titlePt: 'Cuidados', language: 'pt' };
    expect(checkArticle({ ...article, receivedOn: '2024-03-01', acceptedOn: '2024-06-10', dataAvailability: ' No repositório. ' })).toMatchObject({
      ok: true,
      data: { article: { receivedOn: '2024-03-01', acceptedOn: '2024-06-10', dataAvailability: 'No repositório.' } },
    });
    expect(checkArticle(article)).toMatchObject({ ok: true, data: { article: { receivedOn: null, acceptedOn: null, dataAvailability: null } } });
    expect(errorsOf(checkArticle({ ...article, receivedOn: '2024-06-10', acceptedOn: '2024-03-01' }))).toEqual({ acceptedOn: 'acceptedBeforeReceived' });
    expect(errorsOf(checkArticle({ ...article, receivedOn: '2024-02-30' }))).toEqual({ receivedOn: 'dateInvalid' });
    const t = translator(adminCatalogMessages, 'en');
    expect(t('acceptedBeforeReceived')).toBe('The acceptance date cannot be before the date received.');
  });

  it('a text in neither Portuguese nor English has its own title; one in Portuguese or English has no such texts', () => {
    expect(errorsOf(checkArticle({ titlePt: 'Cuidados', language: 'es' }))).toEqual({ titleOriginal: 'originalTitleRequired' });
    expect(checkArticle({ titlePt: 'Cuidados', language: 'es', titleOriginal: 'Cuidados', keywordsOriginal: 'cuidados, barrios' })).toMatchObject({
      ok: true,
      data: { part: { titleOriginal: 'Cuidados', keywordsOriginal: ['cuidados', 'barrios'] } },
    });
    expect(errorsOf(checkArticle({ titlePt: 'Cuidados', language: 'en', keywordsOriginal: 'cuidados' }))).toEqual({
      keywordsOriginal: 'originalNotForLanguage',
    });
    // A chapter's or paper's language comes from its work (the form's hidden field, the work's on the server).
    expect(errorsOf(checkPart({ titlePt: 'Cuidados', language: 'es' }))).toEqual({ titleOriginal: 'originalTitleRequired' });
  });
});

describe('checkEvent and checkIssue', () => {
  it('an event ends on or after its first day', () => {
    const event = { namePt: 'Congresso', nameEn: 'Congress', startsOn: '2026-05-10', endsOn: '2026-05-09', place: 'Recife' };
    expect(errorsOf(checkEvent(event))).toMatchObject({ endsOn: 'endsBeforeStart' });
  });

  it('an issue needs its volume and number', () => {
    expect(Object.keys(errorsOf(checkIssue({})))).toEqual(expect.arrayContaining(['volume', 'number']));
  });
});
