import { describe, expect, it } from 'vitest';
import { normalizeAccessibility, primaryAccessibility, type AccessibilityMetadata } from '#app/features/scholarly/api.ts';
import { accessibilityHtml, accessibilitySummary, type AccessibilitySummaryView } from './accessibility-summary.server.ts';
import { defaultAccessibility } from './epub/accessibility.ts';

/** Each section's statements, by id. */
const statements = (view: AccessibilitySummaryView) => Object.fromEntries(view.sections.map((s) => [s.id, s.statements.map((x) => x.text)]));

const full: AccessibilityMetadata = {
  accessModes: ['textual', 'visual'],
  accessModesSufficient: ['textual', 'textual,visual'],
  features: [
    'tableOfContents',
    'index',
    'structuralNavigation',
    'pageNavigation',
    'readingOrder',
    'displayTransformability',
    'alternativeText',
    'longDescription',
    'MathML',
    'describedMath',
  ],
  hazards: ['none'],
  summary: 'Meets WCAG 2.2 AA; figures have extended descriptions.',
  conformsTo: 'EPUB Accessibility 1.1 - WCAG 2.2 Level AA',
  certifiedBy: 'Fundação Dorina Nowill',
  certifierCredential: 'Selo de Acessibilidade',
  certifierReport: 'https://certifier.example/report/42',
  exemptions: [],
  fixedLayout: false,
};

describe('the work page’s accessibility statements (W3C display guide 2.0)', () => {
  it('say everything full metadata states, in plain words, in both languages', () => {
    const en = accessibilitySummary(full, 'en');
    expect(en.title).toBe('Accessibility');
    expect(en.sections.map((s) => s.heading)).toEqual([
      'Ways of reading',
      'Conformance',
      'Navigation',
      'Rich content',
      'Hazards',
      'Accessibility summary (from the publisher)',
    ]);
    expect(statements(en)).toEqual({
      'ways-of-reading': [
        'Appearance can be modified: type size, spacing and colours.',
        'Readable in read aloud or dynamic braille (with a screen reader).',
        'Has alternative text for images.',
        'No information about prerecorded audio is available.',
      ],
      conformance: [
        'This publication meets accepted accessibility standards.',
        'It claims to meet EPUB Accessibility 1.1 - WCAG 2.2 Level AA.',
        'Certified by Fundação Dorina Nowill.',
        'The certifier’s credential: Selo de Acessibilidade.',
        'The certifier’s report',
      ],
      navigation: [
        'Table of contents with links.',
        'Index with links.',
        'Headings and other structures to move through the content.',
        'Page list to go to the pages of the printed edition.',
      ],
      'rich-content': [
        'Math formulas in accessible format (MathML).',
        'Text descriptions of math are provided.',
        'Information-rich images are described by extended descriptions.',
      ],
      hazards: ['No hazards: nothing flashes, simulates motion or plays sounds.'],
      summary: ['Meets WCAG 2.2 AA; figures have extended descriptions.'],
    });
    expect(en.sections.find((s) => s.id === 'conformance')!.statements.at(-1)).toEqual({
      text: 'The certifier’s report',
      href: 'https://certifier.example/report/42',
    });
    // The publisher's summary, in the page's language (one kept before its language was read is English), needs no other.
    expect(en.sections.find((s) => s.id === 'summary')!.statements).toEqual([{ text: 'Meets WCAG 2.2 AA; figures have extended descriptions.' }]);
    const pt = accessibilitySummary(full, 'pt');
    expect(pt.sections.map((s) => s.heading)).toEqual([
      'Formas de leitura',
      'Conformidade',
      'Navegação',
      'Conteúdo especial',
      'Riscos',
      'Resumo de acessibilidade (da editora)',
    ]);
    expect(statements(pt)['ways-of-reading']![1]).toBe('Pode ser lido em voz alta ou em braille dinâmico (com leitor de tela).');
    expect(statements(pt).conformance).toContain('Verificada por Fundação Dorina Nowill.');
    expect(statements(pt).hazards).toEqual(['Sem riscos: nada pisca, simula movimento ou toca sons.']);
    // On a Portuguese page: the file's English summary in its language, and one in Portuguese made from the statements, said to be so.
    expect(pt.sections.find((s) => s.id === 'summary')!.statements).toEqual([
      { text: 'Meets WCAG 2.2 AA; figures have extended descriptions.', lang: 'en' },
      {
        text: 'Em português, gerado a partir dos metadados do arquivo: A aparência pode ser ajustada: tamanho da letra, espaçamento e cores. Pode ser lido em voz alta ou em braille dinâmico (com leitor de tela). Sumário com links. Índice remissivo com links. Títulos e outras estruturas para navegar pelo conteúdo. Lista de páginas para ir às páginas da edição impressa. Sem riscos: nada pisca, simula movimento ou toca sons.',
      },
    ]);
  });

  it('a summary in Portuguese shows as it is on a Portuguese page, and with one in English beside it on an English page', () => {
    const portuguese = { ...full, summary: 'Atende ao WCAG 2.2 AA.', summaryLang: 'pt-BR' };
    expect(accessibilitySummary(portuguese, 'pt').sections.find((s) => s.id === 'summary')!.statements).toEqual([{ text: 'Atende ao WCAG 2.2 AA.' }]);
    const en = accessibilitySummary(portuguese, 'en').sections.find((s) => s.id === 'summary')!.statements;
    expect(en[0]).toEqual({ text: 'Atende ao WCAG 2.2 AA.', lang: 'pt-BR' });
    expect(en[1]!.text).toMatch(
      /^In English, generated from the file’s metadata: Appearance can be modified: type size, spacing and colours\. Readable in read aloud/,
    );
    expect(en[1]!.lang).toBeUndefined();
  });

  it('put the file’s own terms behind the toggle, and only those it states', () => {
    const technical = accessibilitySummary(full, 'pt').technical!;
    expect(technical.summary).toBe('Termos técnicos (metadados do arquivo)');
    expect(technical.statements.map((s) => s.text.split(': ')[0])).toEqual([
      'schema:accessMode',
      'schema:accessModeSufficient',
      'schema:accessibilityFeature',
      'schema:accessibilityHazard',
      'dcterms:conformsTo',
      'a11y:certifiedBy',
      'a11y:certifierCredential',
      'a11y:certifierReport',
    ]);
    expect(technical.statements[1]).toEqual({ text: 'schema:accessModeSufficient: textual, textual,visual', lang: 'en' });
  });

  it('say "no information" for a work no file describes, and show no technical terms', () => {
    for (const locale of ['pt', 'en'] as const) {
      const view = accessibilitySummary(null, locale);
      expect(view.technical).toBeNull();
      expect(view.sections.map((s) => s.id)).toEqual(['ways-of-reading', 'conformance', 'navigation', 'rich-content', 'hazards', 'summary']);
    }
    const en = statements(accessibilitySummary(null, 'en'));
    expect(en['ways-of-reading']).toEqual([
      'No information about appearance modifiability is available.',
      'No information about nonvisual reading is available.',
      'No information about prerecorded audio is available.',
    ]);
    for (const id of ['conformance', 'navigation', 'rich-content', 'hazards', 'summary']) expect(en[id]).toEqual(['No information is available.']);
    const pt = statements(accessibilitySummary(null, 'pt'));
    expect(pt.conformance).toEqual(['Não há informação.']);
    expect(pt['ways-of-reading']![1]).toBe('Não há informação sobre a leitura não visual.');
    expect(accessibilitySummary(null, 'pt').source).toBe('Nenhum arquivo desta obra declara sua acessibilidade.');
  });

  it('says "no information" for a PDF uploaded before it was read', () => {
    expect(accessibilitySummary(full, 'en', { pdf: true }).sections.at(-1)).toEqual({
      id: 'pdf',
      heading: 'PDF',
      statements: [{ text: 'No information about the accessibility of the PDF file is available.' }],
    });
    expect(accessibilitySummary(full, 'en').sections.some((s) => s.id === 'pdf')).toBe(false);
  });

  it('says what a PDF states of itself: tagged or not, and its language, in both languages', () => {
    expect(accessibilitySummary(full, 'en', { pdf: { tagged: true, lang: 'pt-BR' } }).sections.at(-1)!.statements).toEqual([
      { text: 'The PDF is tagged: a screen reader follows its headings, paragraphs, lists and tables in reading order.' },
      { text: 'The PDF declares its language (pt-BR), so that a screen reader’s voice pronounces it well.' },
    ]);
    expect(accessibilitySummary(null, 'pt', { pdf: { tagged: false, lang: null } }).sections.at(-1)!.statements).toEqual([
      { text: 'O PDF não tem marcação de estrutura: um leitor de tela pode não seguir sua ordem de leitura nem reconhecer títulos e tabelas.' },
      { text: 'O PDF não declara seu idioma.' },
    ]);
  });

  it('an article’s or paper’s page: its full text (HTML) speaks, its PDF beside it, in both languages', () => {
    const pdf = { tagged: true, lang: 'pt-BR', images: false };
    const { metadata, source } = primaryAccessibility({ fullText: '<section><h2>Introdução</h2><p>Texto.</p></section>', pdf });
    const pt = accessibilitySummary(metadata, 'pt', { pdf, source });
    expect(pt.source).toBe('Do texto completo publicado nesta página (HTML), e do seu PDF.');
    expect(statements(pt)).toMatchObject({
      'ways-of-reading': [
        'A aparência pode ser ajustada: tamanho da letra, espaçamento e cores.',
        'Pode ser lido em voz alta ou em braille dinâmico (com leitor de tela).',
        'Não há informação sobre áudio gravado.',
      ],
      conformance: ['Não há informação.'],
      navigation: ['Títulos e outras estruturas para navegar pelo conteúdo.'],
      'rich-content': ['Não há informação.'],
      hazards: ['Sem riscos: nada pisca, simula movimento ou toca sons.'],
      summary: [
        'Em português, gerado a partir dos metadados do arquivo: A aparência pode ser ajustada: tamanho da letra, espaçamento e cores. Pode ser lido em voz alta ou em braille dinâmico (com leitor de tela). Títulos e outras estruturas para navegar pelo conteúdo. Sem riscos: nada pisca, simula movimento ou toca sons.',
      ],
      pdf: [
        'O PDF tem marcação de estrutura: um leitor de tela segue seus títulos, parágrafos, listas e tabelas na ordem de leitura.',
        'O PDF declara seu idioma (pt-BR), para que a voz do leitor de tela o pronuncie bem.',
      ],
    });
    const en = accessibilitySummary(metadata, 'en', { pdf, source });
    expect(en.source).toBe('Of the full text published on this page (HTML), and of its PDF.');
    expect(statements(en).hazards).toEqual(['No hazards: nothing flashes, simulates motion or plays sounds.']);
  });

  it('a PDF-only work: what its PDF stated, a fixed layout, readable without sight when text alone is enough', () => {
    const pdf = { tagged: true, lang: 'en', images: true, figuresDescribed: true };
    const { metadata, source } = primaryAccessibility({ pdf });
    const en = accessibilitySummary(metadata, 'en', { pdf, source });
    expect(en.source).toBe('Of the PDF, as its own file states.');
    expect(statements(en)['ways-of-reading']).toEqual([
      'Appearance cannot be modified (fixed layout).',
      'Readable in read aloud or dynamic braille (with a screen reader).',
      'Has alternative text for images.',
      'No information about prerecorded audio is available.',
    ]);
    expect(statements(en).hazards).toEqual(['No information is available.']);
    expect(accessibilitySummary(metadata, 'pt', { pdf, source }).source).toBe('Do PDF, como o próprio arquivo declara.');
  });

  it('name a hazard present, and what is not known', () => {
    const flashing = { ...full, hazards: ['flashing', 'noSoundHazard', 'unknownMotionSimulationHazard'] };
    expect(statements(accessibilitySummary(flashing, 'en')).hazards).toEqual([
      'Flashing content.',
      'Motion simulation hazards not known.',
      'No sound hazards.',
    ]);
    expect(statements(accessibilitySummary(flashing, 'pt')).hazards).toEqual(['Conteúdo que pisca.', 'Não se sabe se há simulação de movimento.', 'Sem sons.']);
    expect(statements(accessibilitySummary({ ...full, hazards: ['unknown'] }, 'en')).hazards).toEqual(['The presence of hazards is unknown.']);
  });

  it('state an EAA exemption under legal considerations', () => {
    const exempt = { ...full, conformsTo: null, certifiedBy: null, certifierCredential: null, certifierReport: null, exemptions: ['eaa-microenterprise'] };
    const en = accessibilitySummary(exempt, 'en');
    expect(en.sections.find((s) => s.id === 'legal')).toEqual({
      id: 'legal',
      heading: 'Legal considerations',
      statements: [
        { text: 'This publication claims an accessibility exemption in some jurisdictions.' },
        { text: 'Under the European Accessibility Act (EAA), the publisher claims the micro-enterprise exemption.' },
      ],
    });
    expect(statements(en).conformance).toEqual(['No information is available.']);
    expect(statements(accessibilitySummary(exempt, 'pt')).legal).toEqual([
      'Esta publicação declara uma isenção de acessibilidade válida em algumas jurisdições.',
      'Pela Lei Europeia de Acessibilidade (EAA), a editora declara a isenção de microempresa.',
    ]);
    expect(accessibilitySummary(exempt, 'en').technical!.statements).toContainEqual({ text: 'a11y:exemption: eaa-microenterprise', lang: 'en' });
    // No exemption: no legal section.
    expect(accessibilitySummary(full, 'en').sections.some((s) => s.id === 'legal')).toBe(false);
  });

  it('grade conformance by its WCAG level and name who certified it', () => {
    const level = (conformsTo: string) => statements(accessibilitySummary({ ...full, conformsTo }, 'en')).conformance![0];
    expect(level('EPUB Accessibility 1.1 - WCAG 2.1 Level A')).toBe('This publication meets minimum accessibility standards.');
    expect(level('EPUB Accessibility 1.1 - WCAG 2.2 Level AAA')).toBe('This publication exceeds accepted accessibility standards.');
    expect(level('http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aa')).toBe('This publication meets accepted accessibility standards.');
    // A statement naming no level is repeated as it is, with no grade.
    expect(
      statements(
        accessibilitySummary({ ...full, conformsTo: 'ISO 14289-1', certifiedBy: 'Editora Ipê', certifierCredential: null, certifierReport: null }, 'pt'),
      ).conformance,
    ).toEqual(['Declara atender a ISO 14289-1.', 'Verificada por Editora Ipê.']);
  });

  it('tell a fixed layout and an image-only book apart from what can be read without sight', () => {
    const fixed = { ...full, fixedLayout: true, accessModes: ['visual'], accessModesSufficient: ['visual'], features: ['displayTransformability'] };
    expect(statements(accessibilitySummary(fixed, 'en'))['ways-of-reading']).toEqual([
      'Appearance cannot be modified (fixed layout).',
      'Not fully readable in read aloud or dynamic braille.',
      'No information about prerecorded audio is available.',
    ]);
    const audio = { ...full, accessModes: ['auditory', 'textual'], features: ['synchronizedAudioText'] };
    expect(statements(accessibilitySummary(audio, 'en'))['ways-of-reading']).toContain('Prerecorded audio synchronized with text.');
  });

  it('read what our own EPUBs state, and what was kept before certifier and exemptions were read', () => {
    const ours = statements(accessibilitySummary(defaultAccessibility({ images: true, pages: true, certifiedBy: 'Editora Ipê' }), 'en'));
    expect(ours['ways-of-reading']!.slice(0, 3)).toEqual([
      'Appearance can be modified: type size, spacing and colours.',
      'Readable in read aloud or dynamic braille (with a screen reader).',
      'Has alternative text for images.',
    ]);
    expect(ours.conformance).toContain('Certified by Editora Ipê.');
    const kept = normalizeAccessibility({
      accessModes: ['textual'],
      accessModesSufficient: ['textual'],
      features: ['tableOfContents'],
      hazards: ['none'],
      summary: 'x',
      conformsTo: null,
    });
    expect(kept).toMatchObject({ certifiedBy: null, exemptions: [], fixedLayout: false });
    expect(normalizeAccessibility({ title: 'not metadata' })).toBeNull();
  });
});

describe('the accessibility section as the work page draws it', () => {
  it('escapes every text, links only the report, and puts the terms behind a <details>', () => {
    const html = accessibilityHtml(accessibilitySummary({ ...full, summary: 'Figures <img src=x onerror=alert(1)> & more', summaryLang: 'pt-BR' }, 'en'));
    expect(html).toContain('<h2 id="accessibility-title" class="text-base font-semibold">Accessibility</h2>');
    expect(html).toContain('<li lang="pt-BR">Figures &lt;img src=x onerror=alert(1)&gt; &amp; more</li>');
    expect(html).not.toContain('<img');
    expect(html).toContain('<a href="https://certifier.example/report/42" class="text-brand underline">The certifier’s report</a>');
    expect(html).toMatch(
      /<details class="mt-4"><summary[^>]*>Technical terms \(the file’s metadata\)<\/summary><ul[^>]*><li lang="en">schema:accessMode: textual, visual<\/li>/,
    );
    expect(accessibilityHtml(accessibilitySummary(null, 'pt'))).not.toContain('<details');
    // Where to ask for a version one can read, in the page's language.
    expect(html).toContain(
      '<a href="/en/accessibility#request-accessible-version" class="text-brand underline">Need another format? Ask for an accessible version.</a>',
    );
    expect(accessibilityHtml(accessibilitySummary(null, 'pt'))).toContain('<a href="/accessibility#request-accessible-version"');
  });
});
