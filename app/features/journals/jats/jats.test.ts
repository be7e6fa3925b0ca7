import { describe, expect, it } from 'vitest';
import { validateJats } from '#app/test/jats-schema.ts';
import { htmlToJats } from './body.ts';
import { articleJats, articleType, type JatsInput } from './jats.ts';
import { FULL_TEXT, SAMPLE } from './test-fixtures.ts';
import { convertFullText, jatsTranslationText } from '#app/features/fulltext/api.server.ts';
import { jatsToArticle } from '#app/features/scholarly/api.server.ts';
import { elementCitation, parseReference, referenceDoi } from './references.ts';

describe('references', () => {
  it('reads an ABNT journal article, a chapter, a book with et al. and an APA article', () => {
    const journal = parseReference(
      'VARGO, Stephen L.; LUSCH, Robert F. Evolving to a new dominant logic for marketing. Journal of Marketing , v. 68, n. 1, p. 1–17, 2004.',
      'VARGO, Stephen L.; LUSCH, Robert F. Evolving to a new dominant logic for marketing. <em>Journal of Marketing</em>, v. 68, n. 1, p. 1–17, 2004.',
    );
    expect(journal).toMatchObject({
      type: 'journal',
      authors: [
        { family: 'Vargo', given: 'Stephen L.' },
        { family: 'Lusch', given: 'Robert F.' },
      ],
      articleTitle: 'Evolving to a new dominant logic for marketing',
      source: 'Journal of Marketing',
      year: '2004',
      volume: '68',
      issue: '1',
      fpage: '1',
      lpage: '17',
    });
    const chapter = parseReference(
      'MAGER, Birgit. Service design as an emerging field. In: MIETTINEN, Satu (ed.). Designing services . Helsinki: University of Art and Design, 2009. p. 28–43.',
      'MAGER, Birgit. Service design as an emerging field. In: MIETTINEN, Satu (ed.). <em>Designing services</em>. Helsinki: University of Art and Design, 2009. p. 28–43.',
    );
    expect(chapter).toMatchObject({
      type: 'book',
      chapterTitle: 'Service design as an emerging field',
      source: 'Designing services',
      publisherLoc: 'Helsinki',
    });
    const etal = parseReference(
      'PAGE, Matthew J. et al. The PRISMA 2020 statement. BMJ , v. 372, 2021. DOI: 10.1136/bmj.n71.',
      'PAGE, Matthew J. et al. The PRISMA 2020 statement. <em>BMJ</em>, v. 372, 2021. DOI: 10.1136/bmj.n71.',
    );
    expect(etal).toMatchObject({
      authors: [{ family: 'Page', given: 'Matthew J.' }],
      etal: true,
      doi: '10.1136/bmj.n71',
      articleTitle: 'The PRISMA 2020 statement',
    });
    const apa = parseReference(
      'Braun, V., & Clarke, V. (2006). Using thematic analysis in psychology. Qualitative Research in Psychology, 3(2), 77–101. https://doi.org/10.1191/1478088706qp063oa',
    );
    expect(apa).toMatchObject({ year: '2006', volume: '3', issue: '2', fpage: '77', lpage: '101', doi: '10.1191/1478088706qp063oa' });
    expect(apa.authors.map((a) => a.family)).toEqual(['Braun', 'Clarke']);
    expect(elementCitation(etal)).toContain('<pub-id pub-id-type="doi">10.1136/bmj.n71</pub-id>');
    expect(referenceDoi('no DOI here')).toBeNull();
  });
});

describe('body', () => {
  it('nests the headings as sections and turns blocks, notes and references into JATS', () => {
    const body = htmlToJats(FULL_TEXT);
    expect(body.body).toMatch(/^<p>Um parágrafo antes das seções\.<\/p><sec id="sec1"><title>Introdução<\/title>/);
    expect(body.body).toContain(
      '<sec id="sec2"><title>Contexto</title><p>Sub-seção.</p><disp-quote><p>Uma citação longa</p><p>em dois parágrafos.</p></disp-quote>',
    );
    expect(body.body).toContain('<xref ref-type="fn" rid="fn1">1</xref>');
    expect(body.body).toContain('<ext-link ext-link-type="uri" xlink:href="https://example.org/x">o sítio</ext-link>');
    expect(body.body).toContain('<list list-type="bullet"><list-item><p>um</p></list-item>');
    expect(body.body).toContain('<table-wrap id="t1"><label>Tabela 1</label><caption><title>Casos por região.</title></caption>');
    // th only in the header (SciELO).
    expect(body.body).toContain('<tbody><tr><td>Sul</td><td>3</td></tr></tbody>');
    expect(body.body).not.toContain('id="ft-1"');
    expect(body).toMatchObject({ tables: 1, figures: 1 });
    const alt = /<alt-text>([^<]*)<\/alt-text>/.exec(body.body)![1]!;
    expect(alt.length).toBeLessThanOrEqual(120);
    expect(body.body).toMatch(/<long-desc>Mapa do Brasil[^<]*<\/long-desc><graphic xlink:href="\/uploads\/articles\/1\/mapa.png"\/>/);
    expect(body.footnotes).toEqual(['<fn fn-type="other" id="fn1"><label>1</label><p>A nota.</p></fn>']);
    expect(body.referenceItems).toEqual(['MORELLI, Nicola. Designing product/service systems. <em>Design Issues</em>, v. 18, n. 3, p. 3–17, 2002.']);
    expect(body.body).not.toContain('Referências');
  });
});

describe('articleJats', () => {
  it('writes the whole record, valid against the JATS 1.3 DTD and SciELO PS 1.10', () => {
    const xml = articleJats(SAMPLE);
    expect(xml).toContain('article-type="research-article" dtd-version="1.3" specific-use="sps-1.10" xml:lang="pt"');
    expect(xml).toContain(
      '<article-title>Serviços &amp; cidades</article-title><trans-title-group xml:lang="en"><trans-title>Services &amp; cities</trans-title>',
    );
    expect(xml).toContain('<abstract><p>Primeiro parágrafo.</p><p>Segundo parágrafo.</p></abstract><trans-abstract xml:lang="en">');
    expect(xml).toContain('<kwd-group xml:lang="en"><title>Keywords</title><kwd>design</kwd><kwd>city</kwd></kwd-group>');
    // journal-id is the journal's acronym, and its short title is not its full title repeated.
    expect(xml).toContain(
      '<journal-id journal-id-type="publisher-id">rids</journal-id>\n<journal-title-group><journal-title>Revista Ipê de Design e Sociedade</journal-title><abbrev-journal-title abbrev-type="publisher">RIDS</abbrev-journal-title></journal-title-group>',
    );
    expect(xml).toContain('<contrib-id contrib-id-type="orcid">0000-0002-9569-5364</contrib-id>');
    expect(xml).toContain('vocab-term-identifier="https://credit.niso.org/contributor-roles/conceptualization/"');
    // Two authors of one affiliation share it.
    expect(xml.match(/<aff /g)).toHaveLength(1);
    expect(xml).toContain('<country country="BR">Brasil</country>');
    expect(xml).toContain('<history><date date-type="received"><day>01</day><month>09</month><year>2023</year></date><date date-type="accepted">');
    expect(xml).toContain('<ali:license_ref>https://creativecommons.org/licenses/by/4.0/</ali:license_ref>');
    expect(xml).toContain('<funding-group><award-group><funding-source>CNPq</funding-source><award-id>402345/2023-1</award-id></award-group></funding-group>');
    expect(xml).toContain('<sec sec-type="data-availability">');
    expect(xml).toContain('<counts><fig-count count="1"/><table-count count="1"/><ref-count count="1"/><page-count count="8"/></counts>');
    expect(xml).toContain('<mixed-citation>MORELLI, Nicola. Designing product/service systems. <italic>Design Issues</italic>, v. 18');
    // The call of a note the text does not have stays as its number.
    expect(xml).toContain('Fim.<sup>9</sup>');
    const result = validateJats({ sample: xml });
    expect(result.messages).toBe('ok\n');
    expect(result.valid).toBe(true);
  });

  it("gives every country its ISO code, whatever the language it is named in; a country no code answers stays in the affiliation's text only", () => {
    const authors = [
      ['Cuba', 'Universidad de La Habana Antiga'],
      ['côte d’ivoire', 'Université Lagunaire'],
      ['Alemanha', 'Hochschule Nordwald'],
      ['Atlântida', 'Academia Submersa'],
    ] as const;
    const xml = articleJats({
      ...SAMPLE,
      contributors: authors.map(([country, affiliation], i) => ({ given: 'Pessoa', family: `Autora ${i}`, role: 'author' as const, affiliation, country })),
    });
    expect(xml).toContain('<country country="CU">Cuba</country>');
    expect(xml).toContain('<country country="CI">côte d’ivoire</country>');
    expect(xml).toContain('<country country="DE">Alemanha</country>');
    expect(xml).not.toContain('>Atlântida</country>');
    expect(xml).toContain('<institution content-type="original">Academia Submersa, Atlântida</institution>');
    expect(validateJats({ countries: xml }).messages).toBe('ok\n');
  });

  it('refuses a document that breaks a SciELO rule, and one the DTD does not allow', () => {
    const xml = articleJats(SAMPLE);
    // SciELO asks for a publisher's abbreviated title.
    const noAbbrev = validateJats({ broken: xml.replace(/<abbrev-journal-title[^>]*>[^<]*<\/abbrev-journal-title>/, '') });
    expect(noAbbrev.valid).toBe(false);
    expect(noAbbrev.messages).toContain('has_journal-title_and_abbrev-journal-title');
    const wrongVersion = validateJats({ broken: xml.replace('specific-use="sps-1.10"', 'specific-use="sps-1.9"') });
    expect(wrongVersion.valid).toBe(false);
    expect(wrongVersion.messages).toContain('article_specific-use-values');
    const dtd = validateJats({ broken: xml.replace('<volume>1</volume>', '<volume>1</volume><tome>2</tome>') });
    expect(dtd.valid).toBe(false);
    expect(dtd.messages).toContain('DTD');
  });

  it('gives a paper without pages an elocation-id and a volume with an ISBN in place of ISSNs', () => {
    const xml = articleJats({
      ...SAMPLE,
      kind: 'paper',
      firstPage: null,
      lastPage: null,
      periodical: { id: 'anais', title: 'Anais', abbrevTitle: 'Anais', isbn: '9786500000000' },
      conference: { name: 'Simpósio', startsOn: '2024-10-01', place: 'Porto Aurora' },
    });
    expect(xml).toContain('<elocation-id>paper-7</elocation-id>');
    expect(xml).toContain('<isbn>9786500000000</isbn>');
    expect(xml).toContain('<conference><conf-date>2024-10-01</conf-date><conf-name>Simpósio</conf-name><conf-loc>Porto Aurora</conf-loc></conference>');
    expect(xml).not.toContain('<page-count');
    expect(validateJats({ paper: xml }, { waive: ['dtd-issn', 'issn_pub_type_epub_or_ppub'] }).messages).toBe('ok\n');
    // Waiving the ISSN waives nothing else.
    expect(validateJats({ paper: xml.replace('<isbn>', '<fpage>1</fpage><isbn>') }, { waive: ['dtd-issn', 'issn_pub_type_epub_or_ppub'] }).valid).toBe(false);
  });

  it('reads the article type from the section', () => {
    expect(articleType('Resenhas')).toBe('book-review');
    expect(articleType('Artigos de revisão')).toBe('review-article');
    expect(articleType('Editorial')).toBe('editorial');
    expect(articleType(null)).toBe('research-article');
  });
});

describe('jatsToArticle', () => {
  it('reads back what articleJats wrote: texts, people with ORCID, CRediT and country, pages, funding, data, references', () => {
    const read = jatsToArticle(articleJats(SAMPLE))!;
    expect(read).toEqual({
      language: 'pt',
      doi: SAMPLE.doi,
      texts: SAMPLE.texts,
      contributors: SAMPLE.contributors,
      firstPage: 9,
      lastPage: 16,
      receivedOn: '2023-09-01',
      acceptedOn: '2024-02-10',
      funding: SAMPLE.funding,
      dataAvailability: SAMPLE.dataAvailability,
      references: ['MORELLI, Nicola. Designing product/service systems. Design Issues, v. 18, n. 3, p. 3–17, 2002.'],
      translation: null,
    });
    expect(jatsToArticle('<html/>')).toBeNull();
  });
});

describe('the body read back (JATS in)', () => {
  const read = (xml: string) => {
    const result = convertFullText('article.xml', new TextEncoder().encode(xml));
    if (!result.ok) throw new Error(result.error);
    return result;
  };

  it('gives back the full text as ours hold it: notes and their calls, labels and captions, the figure’s image, the references as printed', () => {
    const { html, missingImages } = read(articleJats(SAMPLE));
    expect(html).toContain(
      '<h2>Introdução</h2><p>Texto com <em>ênfase</em>, <strong>força</strong> e uma nota.<sup><a href="#fn-1" id="fnref-1">1</a></sup> Veja',
    );
    // A call without its note stays its number.
    expect(html).toContain('<p>Fim.<sup>9</sup></p>');
    expect(html).toContain('<blockquote><p>Uma citação longa</p><p>em dois parágrafos.</p></blockquote>');
    expect(html).toContain('<ul><li>um</li><li>dois</li></ul><ol><li>primeiro</li></ol>');
    expect(html).toContain(
      '<table><caption>Tabela 1. Casos por região.</caption><thead><tr><th>Região</th><th>n</th></tr></thead><tbody><tr><td>Sul</td><td>3</td></tr></tbody></table>',
    );
    // The figure's image is one of our uploads: kept, with its whole description as the alt text.
    const alt = 'Mapa do Brasil com as regiões coloridas segundo o número de casos, '.repeat(3).trim();
    expect(html).toContain(
      `<figure><img src="/_ipx/w_1280,f_webp/uploads/articles/1/mapa.png" alt="${alt}" loading="lazy" decoding="async"><figcaption>Figura 1. Casos por região.</figcaption></figure>`,
    );
    expect(missingImages).toBeUndefined();
    // Notes and references as our texts print them: the page links calls, citations and DOIs to them.
    expect(html).toContain('<section id="notes"><h2>Notas</h2><ol><li id="fn-1">A nota.</li></ol></section>');
    expect(
      html.endsWith(
        '<section id="references"><h2>Referências</h2><ul><li>MORELLI, Nicola. Designing product/service systems. <em>Design Issues</em>, v. 18, n. 3, p. 3–17, 2002.</li></ul></section>',
      ),
    ).toBe(true);
    // Exported and read again, it is the same text.
    expect(read(articleJats({ ...SAMPLE, fullText: html })).html).toBe(html);
  });

  it('says which figures’ images a bare XML cannot bring, and reads a reference without mixed-citation from its parts', () => {
    const xml = articleJats(SAMPLE)
      .replace(/<graphic xlink:href="[^"]+"\/>/, '<graphic xlink:href="2965-0143-rds-1-1-9-gf01.jpg"/>')
      .replace(/<mixed-citation>[\s\S]*?<\/mixed-citation>/, '');
    const { html, missingImages } = read(xml);
    expect(missingImages).toBe(1);
    expect(html).toContain('<figure><figcaption>Figura 1. Casos por região.</figcaption></figure>');
    expect(html).toMatch(
      /<section id="references"><h2>Referências<\/h2><ul><li>Morelli, Nicola\. Designing product\/service systems\. Design Issues\. [^<]*2002[^<]*<\/li><\/ul><\/section>$/,
    );
  });
});

describe('a translated full text', () => {
  const translated: JatsInput = {
    ...SAMPLE,
    translation: {
      lang: 'en',
      doi: '10.99999/ipe.rds.2024.007.en',
      fullText:
        '<h2>Introduction</h2><p>Services shape cities.<sup><a href="#fn-1" id="fnref-1">1</a></sup></p><section id="notes"><h2>Notes</h2><ol><li id="fn-1">A note.</li></ol></section>',
    },
  };

  it('stands in a sub-article with its DOI and English texts, its ids apart from the article’s; the English texts leave the article-meta', () => {
    const xml = articleJats(translated);
    const [main, sub] = xml.split('<sub-article');
    expect(main).not.toContain('<trans-title-group xml:lang="en">');
    expect(main).not.toContain('<trans-abstract xml:lang="en">');
    expect(main).not.toContain('<kwd-group xml:lang="en">');
    expect(main).toContain('<kwd-group xml:lang="pt">');
    expect(sub).toMatch(
      /^ article-type="translation" xml:lang="en" id="s1"><front-stub><article-id pub-id-type="doi">10\.99999\/ipe\.rds\.2024\.007\.en<\/article-id>/,
    );
    expect(sub).toContain('<title-group><article-title>Services &amp; cities</article-title></title-group><abstract><p>An abstract.</p></abstract>');
    expect(sub).toContain('<kwd-group xml:lang="en"><title>Keywords</title><kwd>design</kwd><kwd>city</kwd></kwd-group>');
    expect(sub).toContain('<sec id="s1-sec1"><title>Introduction</title>');
    expect(sub).toMatch(/<xref ref-type="fn" rid="s1-fn1">1<\/xref>/);
    expect(sub).toMatch(/<back><fn-group><title>Notes<\/title><fn fn-type="other" id="s1-fn1">/);
    // Read back: its language and DOI, its texts beside the article's.
    const read = jatsToArticle(xml)!;
    expect(read.translation).toEqual({ lang: 'en', doi: '10.99999/ipe.rds.2024.007.en' });
    expect(read.texts).toEqual(SAMPLE.texts);
    // Its body, notes and the article's references in its language: the translated full text.
    expect(jatsTranslationText(xml)).toBe(
      '<section><h2>Introduction</h2><p>Services shape cities.<sup><a href="#fn-1" id="fnref-1">1</a></sup></p></section><section id="notes"><h2>Notes</h2><ol><li id="fn-1">A note.</li></ol></section>' +
        '<section id="references"><h2>References</h2><ul><li>MORELLI, Nicola. Designing product/service systems. <em>Design Issues</em>, v. 18, n. 3, p. 3–17, 2002.</li></ul></section>',
    );
    expect(jatsTranslationText(articleJats(SAMPLE))).toBeNull();
  });
});
