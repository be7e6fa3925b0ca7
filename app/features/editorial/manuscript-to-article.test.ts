import { describe, expect, it } from 'vitest';
import { articleRecordOf, splitName } from './manuscript-to-article.ts';

describe('an accepted manuscript’s record, carried into its article', () => {
  it('splits names as Portuguese names are: particles go with the family name', () => {
    expect(splitName('Maria da Silva')).toEqual({ given: 'Maria', family: 'da Silva' });
    expect(splitName('Bruno Cézar Almeida')).toEqual({ given: 'Bruno Cézar', family: 'Almeida' });
    expect(splitName('Ana Maria dos Santos')).toEqual({ given: 'Ana Maria', family: 'dos Santos' });
    expect(splitName('  Owen   Pritchard ')).toEqual({ given: 'Owen', family: 'Pritchard' });
    expect(splitName('Xuxa')).toEqual({ given: 'Xuxa', family: '' });
    // A particle never takes the whole given name.
    expect(splitName('De Souza')).toEqual({ given: 'De', family: 'Souza' });
  });

  it('carries titles, abstracts, keywords, authors with affiliation, ORCID iD and CRediT roles, and funding', () => {
    const record = articleRecordOf(
      {
        titlePt: 'Título',
        titleEn: 'Title',
        abstractPt: 'Resumo.',
        abstractEn: 'Abstract.',
        keywordsPt: ['a', 'b', 'c'],
        keywordsEn: ['x', 'y', 'z'],
        authors: [
          {
            name: 'Tatiana Rezende',
            email: 't@ex.example',
            affiliation: 'Instituto',
            country: 'BR',
            orcid: '0000-0002-1825-0097',
            credit: ['conceptualization'],
          },
          { name: 'Caio do Prado', email: 'c@ex.example', affiliation: '', country: 'BR', orcid: '', credit: [] },
        ],
        funding: ' Fundação X, processo 1 ',
        dataAvailability: '',
      },
      'pt',
    );
    expect(record).toEqual({
      titlePt: 'Título',
      titleEn: 'Title',
      abstractPt: 'Resumo.',
      abstractEn: 'Abstract.',
      keywordsPt: ['a', 'b', 'c'],
      keywordsEn: ['x', 'y', 'z'],
      language: 'pt',
      contributors: [
        { given: 'Tatiana', family: 'Rezende', role: 'author', orcid: '0000-0002-1825-0097', affiliation: 'Instituto', credit: ['conceptualization'] },
        { given: 'Caio', family: 'do Prado', role: 'author' },
      ],
      funding: [{ funder: 'Fundação X, processo 1' }],
    });
    // The e-mails stay in the editorial record: an article page never shows them.
    expect(JSON.stringify(record)).not.toContain('@ex.example');
  });
});
