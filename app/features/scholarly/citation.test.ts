import { describe, expect, it } from 'vitest';
import type { Contributor } from '#app/lib/db/schema.ts';
import { bibtexKey, citationText, escapeBibtex, formatAbnt, formatApa, initials, toBibtex, toRis } from './citation.ts';
import type { CitableWork } from './citation-types.ts';

const person = (given: string, family: string, role: Contributor['role'] = 'author'): Contributor => ({ given, family, role });
const site = 'https://editoraipe.com.br';
const accessed = new Date('2026-11-23T15:00:00Z');
const base = { publisher: 'Editora Ipê', place: 'São Paulo' } as const;

const oneAuthor: CitableWork = {
  ...base,
  kind: 'book',
  title: 'Design de serviços',
  subtitle: 'fundamentos e práticas',
  contributors: [person('Ana Maria', 'Souza')],
  year: 2024,
  date: '2024-05-08',
  edition: 2,
  doi: 'https://doi.org/10.99999/ipe.2024.01',
  isbn: '978-65-00000-00-0',
  url: `${site}/book/design-de-servicos`,
  pages: 240,
  language: 'pt',
};

const twoAuthorsTranslated: CitableWork = {
  ...base,
  kind: 'book',
  title: 'Teaching with projects?',
  contributors: [person('Carla', 'Dias'), person('Bruno', 'Lima'), person('Jean-Paul', 'Moreau', 'translator')],
  year: 2021,
  url: `${site}/en/book/teaching-with-projects`,
  language: 'en',
};

const threeAuthors: CitableWork = {
  ...base,
  kind: 'book',
  title: 'Memórias do território',
  contributors: [person('Íris', 'Ávila'), person('Otávio Luiz', 'Gonçalves'), person('Maria de Lourdes', 'Conceição')],
  url: `${site}/book/memorias-do-territorio`,
};

const organizers = [person('Ana', 'Souza', 'organizer'), person('Bruno', 'Lima', 'organizer')];

const edited: CitableWork = {
  ...base,
  kind: 'book',
  title: 'Educação e design',
  subtitle: 'experiências',
  contributors: organizers,
  year: 2023,
  doi: '10.99999/ipe.2023.02',
  url: `${site}/book/educacao-e-design`,
  language: 'pt',
};

const chapter: CitableWork = {
  ...base,
  kind: 'chapter',
  title: 'Oficinas na escola pública',
  contributors: [person('Carla', 'Dias')],
  year: 2023,
  doi: '10.99999/ipe.2023.02.c1',
  isbn: '978-65-00000-01-7',
  url: `${site}/book/educacao-e-design#chapter-7`,
  container: { title: 'Educação e design', subtitle: 'experiências', contributors: organizers },
  firstPage: 12,
  lastPage: 34,
  language: 'pt',
};

const article: CitableWork = {
  ...base,
  kind: 'article',
  title: 'Cidades que aprendem',
  subtitle: 'design participativo',
  contributors: [person('Bruno', 'Lima'), person('Carla', 'Dias')],
  year: 2025,
  date: '2025-06-30',
  doi: '10.99999/rds.v3n2.45',
  issn: '2965-0000',
  url: `${site}/journal/rds/article/12`,
  journal: { name: 'Revista Ipê de Design e Sociedade', volume: 3, number: 2 },
  firstPage: 45,
  lastPage: 67,
  language: 'pt',
};

const paper: CitableWork = {
  ...base,
  kind: 'paper',
  title: 'Jornadas do usuário no SUS',
  contributors: [person('Pedro', 'Costa')],
  year: 2025,
  url: `${site}/proceedings/simposio-2024/paper/31`,
  container: { title: 'Anais do Simpósio Ipê de Design de Serviços 2024', contributors: [person('Ana', 'Souza', 'editor')] },
  event: { name: 'Simpósio Ipê de Design de Serviços', year: 2024, place: 'Recife' },
  firstPage: 101,
  lastPage: 115,
  language: 'pt',
};

const abnt = (work: CitableWork, locale: 'pt' | 'en' = 'pt') => citationText(formatAbnt(work, locale, accessed));
const apa = (work: CitableWork) => citationText(formatApa(work));

describe('ABNT NBR 6023:2018', () => {
  it('book with one author: SURNAME, Name, bold title, edition, imprint, pages, ISBN, DOI, access date', () => {
    expect(formatAbnt(oneAuthor, 'pt', accessed)).toEqual([
      { text: 'SOUZA, Ana Maria. ' },
      { text: 'Design de serviços', strong: true },
      {
        text:
          ': fundamentos e práticas. 2. ed. São Paulo: Editora Ipê, 2024. 240 p. ISBN 978-65-00000-00-0. DOI: https://doi.org/10.99999/ipe.2024.01. ' +
          'Disponível em: https://editoraipe.com.br/book/design-de-servicos. Acesso em: 23 nov. 2026.',
      },
    ]);
  });

  it('book with two authors and a translator, in English; a title ending in "?" takes no extra stop', () => {
    expect(abnt(twoAuthorsTranslated, 'en')).toBe(
      'DIAS, Carla; LIMA, Bruno. Teaching with projects? Translation: Jean-Paul Moreau. São Paulo: Editora Ipê, 2021. ' +
        'Available at: https://editoraipe.com.br/en/book/teaching-with-projects. Accessed on: 23 Nov. 2026.',
    );
  });

  it('book with three authors, accents and no year', () => {
    expect(abnt(threeAuthors)).toBe(
      'ÁVILA, Íris; GONÇALVES, Otávio Luiz; CONCEIÇÃO, Maria de Lourdes. Memórias do território. São Paulo: Editora Ipê, [s. d.]. ' +
        'Disponível em: https://editoraipe.com.br/book/memorias-do-territorio. Acesso em: 23 nov. 2026.',
    );
  });

  it('edited volume: organizers marked (org.), editors (ed.)', () => {
    expect(abnt(edited)).toBe(
      'SOUZA, Ana; LIMA, Bruno (org.). Educação e design: experiências. São Paulo: Editora Ipê, 2023. DOI: https://doi.org/10.99999/ipe.2023.02. ' +
        'Disponível em: https://editoraipe.com.br/book/educacao-e-design. Acesso em: 23 nov. 2026.',
    );
    expect(abnt({ ...edited, contributors: [person('Ana', 'Souza', 'editor')] })).toMatch(/^SOUZA, Ana \(ed\.\)\. Educação/);
  });

  it('chapter: "In:" the book with its organizers, the book title in bold, pages', () => {
    const segments = formatAbnt(chapter, 'pt', accessed);
    expect(segments.filter((s) => s.strong)).toEqual([{ text: 'Educação e design', strong: true }]);
    expect(citationText(segments)).toBe(
      'DIAS, Carla. Oficinas na escola pública. In: SOUZA, Ana; LIMA, Bruno (org.). Educação e design: experiências. São Paulo: Editora Ipê, 2023. p. 12-34. ' +
        'DOI: https://doi.org/10.99999/ipe.2023.02.c1. Disponível em: https://editoraipe.com.br/book/educacao-e-design#chapter-7. Acesso em: 23 nov. 2026.',
    );
  });

  it('article: the journal in bold, place, volume, number, pages, year', () => {
    const segments = formatAbnt(article, 'pt', accessed);
    expect(segments.filter((s) => s.strong).map((s) => s.text)).toEqual(['Revista Ipê de Design e Sociedade']);
    expect(citationText(segments)).toBe(
      'LIMA, Bruno; DIAS, Carla. Cidades que aprendem: design participativo. Revista Ipê de Design e Sociedade, São Paulo, v. 3, n. 2, p. 45-67, 2025. ' +
        'DOI: https://doi.org/10.99999/rds.v3n2.45. Disponível em: https://editoraipe.com.br/journal/rds/article/12. Acesso em: 23 nov. 2026.',
    );
  });

  it('paper: "In:" the event in capitals, year and place, then the proceedings in bold', () => {
    expect(abnt(paper)).toBe(
      'COSTA, Pedro. Jornadas do usuário no SUS. In: SIMPÓSIO IPÊ DE DESIGN DE SERVIÇOS, 2024, Recife. Anais do Simpósio Ipê de Design de Serviços 2024. ' +
        'São Paulo: Editora Ipê, 2025. p. 101-115. Disponível em: https://editoraipe.com.br/proceedings/simposio-2024/paper/31. Acesso em: 23 nov. 2026.',
    );
  });

  it('missing optional fields: entry by title (first word in capitals, no bold), article without numbering', () => {
    const anonymous: CitableWork = { ...base, kind: 'book', title: 'Manual de estilo da Editora Ipê', contributors: [], url: `${site}/book/manual` };
    const segments = formatAbnt(anonymous, 'pt', accessed);
    expect(segments.some((s) => s.strong)).toBe(false);
    expect(citationText(segments)).toBe(
      'MANUAL de estilo da Editora Ipê. São Paulo: Editora Ipê, [s. d.]. Disponível em: https://editoraipe.com.br/book/manual. Acesso em: 23 nov. 2026.',
    );
    const bare: CitableWork = { ...article, subtitle: undefined, doi: undefined, journal: { name: 'Revista Ipê' }, firstPage: undefined, lastPage: undefined };
    expect(abnt(bare)).toBe(
      'LIMA, Bruno; DIAS, Carla. Cidades que aprendem. Revista Ipê, São Paulo, 2025. Disponível em: https://editoraipe.com.br/journal/rds/article/12. Acesso em: 23 nov. 2026.',
    );
  });

  it('the access date is the day in São Paulo', () => {
    expect(citationText(formatAbnt(oneAuthor, 'pt', new Date('2026-11-24T01:30:00Z')))).toMatch(/Acesso em: 23 nov\. 2026\.$/);
    expect(citationText(formatAbnt(oneAuthor, 'pt', new Date('2026-05-02T12:00:00Z')))).toMatch(/Acesso em: 2 maio 2026\.$/);
  });
});

describe('APA 7', () => {
  it('book with one author: initials, italic title, edition, DOI as a link', () => {
    expect(formatApa(oneAuthor)).toEqual([
      { text: 'Souza, A. M. (2024). ' },
      { text: 'Design de serviços: fundamentos e práticas', em: true },
      { text: ' (2nd ed.). Editora Ipê. https://doi.org/10.99999/ipe.2024.01' },
    ]);
  });

  it('book with two authors and a translator; no DOI: the URL', () => {
    expect(apa(twoAuthorsTranslated)).toBe(
      'Dias, C., & Lima, B. (2021). Teaching with projects? (J.-P. Moreau, Trans.). Editora Ipê. https://editoraipe.com.br/en/book/teaching-with-projects',
    );
  });

  it('book with three authors, accents, no date', () => {
    expect(apa(threeAuthors)).toBe(
      'Ávila, Í., Gonçalves, O. L., & Conceição, M. L. (n.d.). Memórias do território. Editora Ipê. https://editoraipe.com.br/book/memorias-do-territorio',
    );
  });

  it('lists up to 20 authors, then the first 19, an ellipsis and the last', () => {
    const many = (n: number): CitableWork => ({ ...threeAuthors, contributors: Array.from({ length: n }, (_, i) => person('Ana', `Autora${i + 1}`)) });
    expect(apa(many(20))).toMatch(/Autora19, A\., & Autora20, A\. \(n\.d\.\)/);
    expect(apa(many(21))).toMatch(/Autora19, A\., \. \. \. Autora21, A\. \(n\.d\.\)/);
    expect(apa(many(21))).not.toContain('Autora20');
  });

  it('edited volume: (Eds.)', () => {
    expect(apa(edited)).toBe('Souza, A., & Lima, B. (Eds.). (2023). Educação e design: experiências. Editora Ipê. https://doi.org/10.99999/ipe.2023.02');
    expect(apa({ ...edited, contributors: [person('Ana', 'Souza', 'editor')] })).toMatch(/^Souza, A\. \(Ed\.\)\. \(2023\)\. /);
  });

  it('chapter: In editors (Eds.), italic book title (pp. first–last)', () => {
    const segments = formatApa(chapter);
    expect(segments.filter((s) => s.em).map((s) => s.text)).toEqual(['Educação e design: experiências']);
    expect(citationText(segments)).toBe(
      'Dias, C. (2023). Oficinas na escola pública. In A. Souza & B. Lima (Eds.), Educação e design: experiências (pp. 12–34). Editora Ipê. https://doi.org/10.99999/ipe.2023.02.c1',
    );
  });

  it('article: italic journal and volume, issue in parentheses, page range', () => {
    const segments = formatApa(article);
    expect(segments.filter((s) => s.em).map((s) => s.text)).toEqual(['Revista Ipê de Design e Sociedade', '3']);
    expect(citationText(segments)).toBe(
      'Lima, B., & Dias, C. (2025). Cidades que aprendem: design participativo. Revista Ipê de Design e Sociedade, 3(2), 45–67. https://doi.org/10.99999/rds.v3n2.45',
    );
  });

  it('paper in published proceedings: like a chapter', () => {
    expect(apa(paper)).toBe(
      'Costa, P. (2025). Jornadas do usuário no SUS. In A. Souza (Ed.), Anais do Simpósio Ipê de Design de Serviços 2024 (pp. 101–115). Editora Ipê. https://editoraipe.com.br/proceedings/simposio-2024/paper/31',
    );
  });

  it('missing optional fields: the title takes the author position; a one-page chapter is (p. n)', () => {
    const anonymous: CitableWork = { ...base, kind: 'book', title: 'Manual de estilo', contributors: [], edition: 3, url: `${site}/book/manual` };
    expect(formatApa(anonymous)).toEqual([
      { text: 'Manual de estilo', em: true },
      { text: ' (3rd ed.). (n.d.). Editora Ipê. https://editoraipe.com.br/book/manual' },
    ]);
    expect(apa({ ...chapter, lastPage: 12, doi: undefined, container: { title: 'Educação e design', contributors: [] } })).toBe(
      'Dias, C. (2023). Oficinas na escola pública. In Educação e design (p. 12). Editora Ipê. https://editoraipe.com.br/book/educacao-e-design#chapter-7',
    );
    expect(apa({ ...article, journal: { name: 'Revista Ipê' }, firstPage: undefined, lastPage: undefined, subtitle: undefined })).toBe(
      'Lima, B., & Dias, C. (2025). Cidades que aprendem. Revista Ipê. https://doi.org/10.99999/rds.v3n2.45',
    );
  });

  it('initials: compound and hyphenated given names, particles left out', () => {
    expect(initials('Maria de Lourdes')).toBe('M. L.');
    expect(initials('Jean-Paul')).toBe('J.-P.');
    expect(initials('  ana  beatriz ')).toBe('A. B.');
  });
});

describe('BibTeX', () => {
  it('book with one author', () => {
    expect(toBibtex(oneAuthor)).toBe(
      [
        '@book{souza2024design,',
        '  author = {Souza, Ana Maria},',
        '  title = {Design de serviços: fundamentos e práticas},',
        '  edition = {2},',
        '  publisher = {Editora Ipê},',
        '  address = {São Paulo},',
        '  year = {2024},',
        '  isbn = {978-65-00000-00-0},',
        '  doi = {10.99999/ipe.2024.01},',
        '  url = {https://editoraipe.com.br/book/design-de-servicos},',
        '  language = {portuguese}',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('book with several authors joined by "and"; edited volume under editor', () => {
    expect(toBibtex(threeAuthors)).toContain('  author = {Ávila, Íris and Gonçalves, Otávio Luiz and Conceição, Maria de Lourdes},\n');
    expect(toBibtex(threeAuthors)).toMatch(/^@book\{avilandmemorias,\n/);
    expect(toBibtex(edited)).toMatch(
      /^@book\{souza2023educacao,\n {2}editor = \{Souza, Ana and Lima, Bruno\},\n {2}title = \{Educação e design: experiências\},\n/,
    );
  });

  it('chapter → @incollection with booktitle, editors and pages', () => {
    expect(toBibtex(chapter)).toBe(
      [
        '@incollection{dias2023oficinas,',
        '  author = {Dias, Carla},',
        '  title = {Oficinas na escola pública},',
        '  booktitle = {Educação e design: experiências},',
        '  editor = {Souza, Ana and Lima, Bruno},',
        '  pages = {12--34},',
        '  publisher = {Editora Ipê},',
        '  address = {São Paulo},',
        '  year = {2023},',
        '  isbn = {978-65-00000-01-7},',
        '  doi = {10.99999/ipe.2023.02.c1},',
        '  url = {https://editoraipe.com.br/book/educacao-e-design#chapter-7},',
        '  language = {portuguese}',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('article → @article with journal, volume, number and ISSN', () => {
    expect(toBibtex(article)).toBe(
      [
        '@article{lima2025cidades,',
        '  author = {Lima, Bruno and Dias, Carla},',
        '  title = {Cidades que aprendem: design participativo},',
        '  journal = {Revista Ipê de Design e Sociedade},',
        '  volume = {3},',
        '  number = {2},',
        '  pages = {45--67},',
        '  year = {2025},',
        '  issn = {2965-0000},',
        '  doi = {10.99999/rds.v3n2.45},',
        '  url = {https://editoraipe.com.br/journal/rds/article/12},',
        '  language = {portuguese}',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('paper → @inproceedings with the event', () => {
    expect(toBibtex(paper)).toBe(
      [
        '@inproceedings{costa2025jornadas,',
        '  author = {Costa, Pedro},',
        '  title = {Jornadas do usuário no SUS},',
        '  booktitle = {Anais do Simpósio Ipê de Design de Serviços 2024},',
        '  editor = {Souza, Ana},',
        '  eventtitle = {Simpósio Ipê de Design de Serviços},',
        '  pages = {101--115},',
        '  publisher = {Editora Ipê},',
        '  address = {São Paulo},',
        '  year = {2025},',
        '  url = {https://editoraipe.com.br/proceedings/simposio-2024/paper/31},',
        '  language = {portuguese}',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('escapes braces and LaTeX specials; the key stays ASCII and stable', () => {
    expect(escapeBibtex('Custos & benefícios: 100% {digital} $5 #1 a_b ~ ^ \\')).toBe(
      'Custos \\& benefícios: 100\\% \\{digital\\} \\$5 \\#1 a\\_b \\textasciitilde{} \\textasciicircum{} \\textbackslash{}',
    );
    const tricky: CitableWork = { ...oneAuthor, title: 'Ética & {dados}', subtitle: undefined, contributors: [person('João', 'Sant’Anna Júnior')] };
    expect(toBibtex(tricky)).toContain('  title = {Ética \\& \\{dados\\}},\n');
    expect(bibtexKey(tricky)).toBe('santanna2024etica');
    expect(bibtexKey(tricky)).toBe(bibtexKey({ ...tricky }));
  });
});

describe('RIS', () => {
  it('book: one tag a line, CRLF, ET and the number of pages', () => {
    expect(toRis(oneAuthor)).toBe(
      [
        'TY  - BOOK',
        'AU  - Souza, Ana Maria',
        'PY  - 2024',
        'DA  - 2024/05/08',
        'TI  - Design de serviços: fundamentos e práticas',
        'ET  - 2',
        'SP  - 240',
        'SN  - 978-65-00000-00-0',
        'DO  - 10.99999/ipe.2024.01',
        'UR  - https://editoraipe.com.br/book/design-de-servicos',
        'PB  - Editora Ipê',
        'CY  - São Paulo',
        'LA  - pt',
        'ER  - ',
        '',
      ].join('\r\n'),
    );
  });

  it('one AU per author; an edited book has ED only', () => {
    expect(toRis(threeAuthors).match(/^AU {2}- .*$/gm)).toEqual(['AU  - Ávila, Íris', 'AU  - Gonçalves, Otávio Luiz', 'AU  - Conceição, Maria de Lourdes']);
    expect(toRis(edited)).toContain('TY  - BOOK\r\nED  - Souza, Ana\r\nED  - Lima, Bruno\r\nPY  - 2023\r\n');
    expect(toRis(edited)).not.toContain('AU  -');
  });

  it('chapter: CHAP with the book in T2, its editors in ED, start and end pages', () => {
    expect(toRis(chapter)).toBe(
      [
        'TY  - CHAP',
        'AU  - Dias, Carla',
        'ED  - Souza, Ana',
        'ED  - Lima, Bruno',
        'PY  - 2023',
        'TI  - Oficinas na escola pública',
        'T2  - Educação e design: experiências',
        'SP  - 12',
        'EP  - 34',
        'SN  - 978-65-00000-01-7',
        'DO  - 10.99999/ipe.2023.02.c1',
        'UR  - https://editoraipe.com.br/book/educacao-e-design#chapter-7',
        'PB  - Editora Ipê',
        'CY  - São Paulo',
        'LA  - pt',
        'ER  - ',
        '',
      ].join('\r\n'),
    );
  });

  it('article: JOUR with JO, VL, IS and the ISSN', () => {
    expect(toRis(article)).toBe(
      [
        'TY  - JOUR',
        'AU  - Lima, Bruno',
        'AU  - Dias, Carla',
        'PY  - 2025',
        'DA  - 2025/06/30',
        'TI  - Cidades que aprendem: design participativo',
        'JO  - Revista Ipê de Design e Sociedade',
        'VL  - 3',
        'IS  - 2',
        'SP  - 45',
        'EP  - 67',
        'SN  - 2965-0000',
        'DO  - 10.99999/rds.v3n2.45',
        'UR  - https://editoraipe.com.br/journal/rds/article/12',
        'LA  - pt',
        'ER  - ',
        '',
      ].join('\r\n'),
    );
  });

  it('paper: CPAPER with the conference in T2 and the proceedings in C3', () => {
    const ris = toRis(paper);
    expect(ris.startsWith('TY  - CPAPER\r\nAU  - Costa, Pedro\r\nED  - Souza, Ana\r\n')).toBe(true);
    expect(ris).toContain('T2  - Simpósio Ipê de Design de Serviços\r\nC3  - Anais do Simpósio Ipê de Design de Serviços 2024\r\n');
    expect(ris.endsWith('ER  - \r\n')).toBe(true);
    expect(ris.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('missing optional fields are left out, and values stay on one line', () => {
    const bare: CitableWork = { ...base, kind: 'book', title: 'Manual\nde estilo', contributors: [], url: `${site}/book/manual` };
    expect(toRis(bare)).toBe(
      ['TY  - BOOK', 'TI  - Manual de estilo', `UR  - ${site}/book/manual`, 'PB  - Editora Ipê', 'CY  - São Paulo', 'ER  - ', ''].join('\r\n'),
    );
  });
});
