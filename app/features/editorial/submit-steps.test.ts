import { expect, it } from 'vitest';
import { checkDeclarationsStep, checkFilesStep, checkMetadataStep, checkTypeStep, firstIncomplete, metadataValues, wizardPath } from './submit-steps.ts';

it('checks the type and language against their lists', () => {
  expect(checkTypeStep({ articleType: 'article', language: 'es' })).toEqual({ ok: true, data: { articleType: 'article', language: 'es' } });
  expect(checkTypeStep({ articleType: 'poem', language: '' })).toEqual({ ok: false, errors: { articleType: 'choiceInvalid', language: 'choiceRequired' } });
});

it('asks in the browser for the two files unless kept, and refuses one over 20 MB', () => {
  expect(checkFilesStep({})).toEqual({ ok: false, errors: { manuscript: 'fileRequired', anonymised: 'fileRequired' } });
  expect(checkFilesStep({ manuscriptKept: '1', anonymisedSize: '1000', supplementarySize: String(21 * 1024 * 1024) })).toEqual({
    ok: false,
    errors: { supplementary: 'fileTooLarge' },
  });
  expect(checkFilesStep({ manuscriptKept: '1', anonymisedKept: '1' }).ok).toBe(true);
});

it('checks the metadata as typed with the limits the page carries, authors from their rows', () => {
  const values = {
    ...metadataValues(
      {
        titlePt: 'T',
        titleEn: 'T',
        abstractPt: 'um dois três',
        abstractEn: 'one two three',
        keywordsPt: ['a', 'b', 'c'],
        keywordsEn: ['a', 'b', 'c'],
        authors: [{ name: 'Ana', email: 'ana@x.org', affiliation: 'U', country: '', orcid: '', credit: ['software'] }],
      },
      { name: '', email: '' },
    ),
    limits: '3,10,3,5',
  };
  expect(checkMetadataStep(values).ok).toBe(true);
  expect(checkMetadataStep({ ...values, limits: '4,10,3,5' })).toEqual({
    ok: false,
    errors: { abstractPt: 'abstractTooShort', abstractEn: 'abstractTooShort' },
  });
  expect(checkMetadataStep({ ...values, 'authors.0.credit': '' })).toEqual({ ok: false, errors: { 'authors.0.credit': 'creditRequired' } });
  // A new draft starts with the author as its first author.
  expect(metadataValues({}, { name: 'Ana', email: 'ana@x.org' })).toMatchObject({ authorsRows: '1', 'authors.0.name': 'Ana', 'authors.0.email': 'ana@x.org' });
});

it('needs every declaration, and says which step is missing before the submit', () => {
  expect(checkDeclarationsStep({ original: 'on', ethics: 'on' })).toEqual({
    ok: false,
    errors: { notUnderReview: 'declarationRequired', conflictsConfirmed: 'declarationRequired' },
  });
  expect(checkDeclarationsStep({ original: 'on', notUnderReview: 'on', ethics: 'on', conflictsConfirmed: 'on', coverLetter: ' Olá ' })).toMatchObject({
    ok: true,
    data: { coverLetter: 'Olá', conflicts: '' },
  });
  expect(firstIncomplete({ type: true, files: false, metadata: true, declarations: false })).toBe('files');
  expect(firstIncomplete({ type: true, files: true, metadata: true, declarations: true })).toBeNull();
  expect(wizardPath('rds', 'fee', 'RDS-2026-0001')).toBe('/journal/rds/submit/fee?n=RDS-2026-0001');
  expect(wizardPath('rds')).toBe('/journal/rds/submit');
});
