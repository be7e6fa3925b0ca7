import { describe, expect, it } from 'vitest';
import { countWords, CREDIT_ROLES, readAuthors, validateMetadata, type MetadataInput } from './metadata.ts';

const limits = { abstractWordsMin: 5, abstractWordsMax: 10, keywordsMin: 3, keywordsMax: 5 };
const words = (n: number) => Array.from({ length: n }, (_, i) => `palavra${i}`).join(' ');
const valid = (): MetadataInput => ({
  titlePt: '  Design  e cidade ',
  titleEn: 'Design and the city',
  abstractPt: words(6),
  abstractEn: words(10),
  keywordsPt: 'design, cidade; política',
  keywordsEn: 'design, city, policy',
  authors: [
    {
      name: 'Marina Silva',
      email: 'Marina@Example.org',
      affiliation: 'Universidade X',
      country: 'Brasil',
      orcid: 'https://orcid.org/0000000218250097',
      credit: ['writing-original-draft', 'conceptualization'],
    },
  ],
  funding: '',
  dataAvailability: 'Os dados estão no repositório X.',
});

describe('a manuscript’s metadata', () => {
  it('accepts what the journal asks, tidied', () => {
    const result = validateMetadata(valid(), limits);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.titlePt).toBe('Design e cidade');
    expect(result.data.keywordsPt).toEqual(['design', 'cidade', 'política']);
    expect(result.data.authors[0]).toMatchObject({
      email: 'marina@example.org',
      orcid: '0000-0002-1825-0097',
      credit: ['conceptualization', 'writing-original-draft'],
    });
  });

  it('refuses abstracts outside the journal’s word limits', () => {
    const result = validateMetadata({ ...valid(), abstractPt: words(4), abstractEn: words(11) }, limits);
    expect(result).toEqual({ ok: false, errors: { abstractPt: 'abstractTooShort', abstractEn: 'abstractTooLong' } });
  });

  it('asks for 3 to 5 keywords, each once', () => {
    expect(validateMetadata({ ...valid(), keywordsPt: 'a, b' }, limits)).toMatchObject({ errors: { keywordsPt: 'keywordsTooFew' } });
    expect(validateMetadata({ ...valid(), keywordsPt: 'a, b, c, d, e, f' }, limits)).toMatchObject({ errors: { keywordsPt: 'keywordsTooMany' } });
    expect(validateMetadata({ ...valid(), keywordsEn: 'City, city, town' }, limits)).toMatchObject({ errors: { keywordsEn: 'keywordsDuplicate' } });
    expect(validateMetadata({ ...valid(), keywordsEn: ' , ' }, limits)).toMatchObject({ errors: { keywordsEn: 'required' } });
  });

  it('checks each author: name, e-mail, affiliation, the ORCID iD’s check digit, CRediT roles from the official list', () => {
    const bad = valid();
    bad.authors = [
      { name: '', email: 'not-an-address', affiliation: '', country: '', orcid: '0000-0002-1825-0098', credit: [] },
      { name: 'B', email: 'b@example.org', affiliation: 'Y', country: '', orcid: '', credit: ['typing'] },
      { name: 'C', email: 'B@example.org', affiliation: 'Y', country: '', orcid: '', credit: ['software'] },
    ];
    expect(validateMetadata(bad, limits)).toEqual({
      ok: false,
      errors: {
        'authors.0.name': 'required',
        'authors.0.email': 'emailInvalid',
        'authors.0.affiliation': 'required',
        'authors.0.orcid': 'orcidInvalid',
        'authors.0.credit': 'creditRequired',
        'authors.1.credit': 'creditInvalid',
        'authors.2.email': 'emailDuplicate',
      },
    });
    expect(validateMetadata({ ...valid(), authors: [] }, limits)).toMatchObject({ errors: { authors: 'authorsRequired' } });
  });

  it('asks for both titles', () => {
    expect(validateMetadata({ ...valid(), titleEn: ' ' }, limits)).toMatchObject({ errors: { titleEn: 'required' } });
  });

  it('knows CRediT’s fourteen roles', () => {
    expect(CREDIT_ROLES).toHaveLength(14);
  });

  it('counts words as journals do', () => {
    expect(countWords(' Um  texto — curto,\n com seis palavras ')).toBe(6);
  });

  it('reads numbered author rows and every ticked role', () => {
    const form = new FormData();
    form.append('authors.1.name', 'Second');
    form.append('authors.0.name', 'First');
    form.append('authors.0.credit', 'software');
    form.append('authors.0.credit', 'resources');
    expect(readAuthors(form).map((a) => [a.name, a.credit])).toEqual([
      ['First', ['software', 'resources']],
      ['Second', []],
    ]);
  });
});
