import { describe, expect, it } from 'vitest';
import {
  captionNumbers,
  citationsIn,
  FICTION,
  firstUnsorted,
  matchCitations,
  parseReference,
  proseWords,
  referencesAfter,
  sourceParts,
  wrongAnnouncements,
  yearsAfter,
} from './content-audit.ts';

describe('a reference list entry', () => {
  it('gives its first author and year, in ABNT and in APA', () => {
    expect(parseReference('SILVA, Ana. *Título*. São Paulo: Editora, 2020.')).toMatchObject({ author: 'SILVA', year: '2020' });
    expect(parseReference('BRASIL. Lei nº 13.146, de 6 de julho de 2015. *Diário Oficial da União*, Brasília, 7 jul. 2015.')).toMatchObject({
      author: 'BRASIL',
      year: '2015',
    });
    expect(parseReference('CETIC.BR. *TIC Domicílios 2022*. São Paulo: CGI.br, 2023.')).toMatchObject({ author: 'CETIC.BR', year: '2023' });
    expect(parseReference('Escobar, A. (2018). *Designs for the pluriverse*. Duke University Press.')).toMatchObject({ author: 'Escobar', year: '2018' });
    expect(parseReference('Silva, A. (2020a). *Um*. Editora.')).toMatchObject({ year: '2020a' });
    // Two corporate authors: the first is the one cited.
    expect(parseReference('IFLA; UNESCO. *Manifesto*. Haia, 2022.')).toMatchObject({ author: 'IFLA', year: '2022' });
  });
});

describe('citations in a text', () => {
  it('are read in parentheses and in the sentence, with several authors and works', () => {
    const text =
      'Como mostra Shostack (1984), e outros (BITNER; OSTROM; MORGAN, 2008, p. 70; KALBACH, 2016). Stickdorn et al. (2018) e Del Gaudio (2016; 2017) concordam (cf. Escobar & Mignolo, 2010).';
    expect(citationsIn(text).map((c) => `${c.name} ${c.year}`)).toEqual(
      expect.arrayContaining(['Shostack 1984', 'BITNER 2008', 'KALBACH 2016', 'Stickdorn 2018', 'Gaudio 2016', 'Gaudio 2017', 'Escobar 2010']),
    );
  });

  it('leave out a parenthesis that only dates something', () => {
    expect(citationsIn('A lei (2015) e o censo (de 2022) mudaram (ver página 3).')).toEqual([]);
  });

  it('match the reference list both ways: an entry never cited, a citation with no entry', () => {
    const references = ['GAUDIO, Chiara del. *Design*. 2016.', 'SHOSTACK, G. Lynn. Designing services. 1984.', 'KALBACH, Jim. *Mapping*. 2016.'];
    expect(matchCitations('Del Gaudio (2016) e Shostack (1984), e ainda (LIMA, 2019).', references)).toEqual({
      uncited: ['KALBACH, Jim. *Mapping*. 2016.'],
      unreferenced: ['LIMA (2019)'],
    });
    // The year counts: the same author in another year is another work.
    expect(matchCitations('(KALBACH, 2015)', ['KALBACH, Jim. *Mapping*. 2016.']).uncited).toHaveLength(1);
  });
});

describe('the list', () => {
  it('is sorted by first author, then year', () => {
    expect(firstUnsorted(['ÁVILA, A. X. 2001.', 'BRASIL. Lei. 2015.', 'BRASIL. Decreto. 2018.', 'SILVA, A. Y. 2020.'])).toBeNull();
    expect(firstUnsorted(['SILVA, A. Y. 2020.', 'COSTA, B. Z. 2019.'])).toEqual(['SILVA, A. Y. 2020.', 'COSTA, B. Z. 2019.']);
  });

  it('names works dated after the work that cites them', () => {
    expect(referencesAfter(['A, B. X. 2019.', 'C, D. Y. 2025.'], 2024)).toEqual(['C, D. Y. 2025.']);
  });
});

describe('the body', () => {
  const source = `# Título

## Resumo

Um resumo que não conta.

**Palavras-chave:** a; b; c.

## Introdução

Um parágrafo de oito palavras aqui e agora.[^1]

Tabela 1.1. Uma legenda que não conta.

| a | b |
|---|---|
| 1 | 2 |

> Uma citação em bloco de sete palavras.

- um item de quatro

![Alt](f.svg "Figura 1.1. Legenda")

[^1]: Uma nota que não conta nada.

## Referências

- SILVA, A. *X*. 2020.
`;

  it('counts running prose only: paragraphs, quotes and items, not headings, tables, captions, notes or references', () => {
    const { body, notes, references, abstracts } = sourceParts(source);
    expect(proseWords(body)).toBe(8 + 7 + 4);
    expect(notes).toEqual(['Uma nota que não conta nada.']);
    expect(references).toEqual(['SILVA, A. *X*. 2020.']);
    expect(abstracts.resumo).toBe('Um resumo que não conta.');
  });

  it('finds years later than the work, but not a target', () => {
    expect(yearsAfter('O plano vale até 2030. A pesquisa de 2025 mostrou.', 2024)).toHaveLength(1);
  });

  it('holds an announcement of parts to the headings that follow', () => {
    expect(wrongAnnouncements('## Resultados\n\nApresentamos os resultados em quatro subseções.\n\n### A\n\n### B\n\n## Discussão')).toEqual([
      '"em quatro subseções" but 2 follow',
    ]);
    expect(wrongAnnouncements('## Resultados\n\nEm duas subseções.\n\n### A\n\n### B\n\n## Discussão')).toEqual([]);
  });

  it('reads the numbers of captions, figures included', () => {
    expect(captionNumbers('Tabela 2.1. X\n\n![a](f.svg "Figura 2.3. Y")\n\nQuadro 4. Z')).toEqual([
      { kind: 'tabela', numbers: [2, 1] },
      { kind: 'figura', numbers: [2, 3] },
      { kind: 'quadro', numbers: [4] },
    ]);
  });
});

describe('what the audit must not misread', () => {
  it('reads given names, particles, possessives and a place before the authors', () => {
    const references = [
      'HIRATA, Helena; KERGOAT, Danièle. X. 2007.',
      'Roozenbeek, J., & van der Linden, S. (2019). Y.',
      'Freire, P. (1970). Z.',
      'SILVA, A.; SOUZA, B. W. 2010.',
      'hooks, b. (1994). T.',
    ];
    const text =
      'Helena Hirata e Danièle Kergoat (2007) mostram; Roozenbeek e van der Linden (2019) testam; Freire’s (1970) pedagogy; No Brasil, Silva e Souza (2010) notam (hooks, 1994).';
    expect(matchCitations(text, references)).toEqual({ uncited: [], unreferenced: [] });
  });

  it('does not take a surname for a statement of fiction, nor a paragraph about a table for its caption', () => {
    expect(FICTION.test('Baker e Inventado (2014)')).toBe(false);
    expect(FICTION.test('dados fictícios')).toBe(true);
    expect(proseWords('Table 3.1 summarises the four cases below.')).toBe(7);
  });

  it('sorts one author’s works alone before those written with others', () => {
    expect(firstUnsorted(['WILIAM, Dylan. *Embedded*. 2011.', 'WILIAM, Dylan; THOMPSON, Marnie. Integrating. 2007.'])).toBeNull();
    expect(firstUnsorted(['WILIAM, Dylan; THOMPSON, Marnie. Integrating. 2007.', 'WILIAM, Dylan. *Embedded*. 2011.'])).not.toBeNull();
  });

  it('takes an introduction’s outline for the sections at its level', () => {
    expect(wrongAnnouncements('## Introdução\n\nO artigo está organizado em três seções.\n\n## Método\n\n## Resultados\n\n## Discussão')).toEqual([]);
  });
});
