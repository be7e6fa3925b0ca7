/** For tests: one article with every part of the record, as JATS input (valid against the DTD and SciELO's Schematron). */
import type { JatsInput } from './jats.ts';

export const FULL_TEXT = [
  '<p>Um parágrafo antes das seções.</p>',
  '<h2>Introdução</h2><p id="ft-1">Texto com <em>ênfase</em>, <strong>força</strong> e uma nota.<sup><a href="#fn-1" id="fnref-1">1</a></sup> Veja <a href="https://example.org/x">o sítio</a>.</p>',
  '<h3>Contexto</h3><p>Sub-seção.</p><blockquote>Uma citação longa<p>em dois parágrafos.</p></blockquote>',
  '<ul><li>um</li><li>dois</li></ul><ol><li>primeiro</li></ol>',
  '<table><caption>Tabela 1. Casos por região.</caption><thead><tr><th>Região</th><th>n</th></tr></thead><tbody><tr><th>Sul</th><td>3</td></tr></tbody></table>',
  `<figure><img src="/uploads/articles/1/mapa.png" alt="${'Mapa do Brasil com as regiões coloridas segundo o número de casos, '.repeat(3)}"><figcaption>Figura 1. Casos por região.</figcaption></figure>`,
  '<h2>Conclusão</h2><h4>Um nível pulado</h4><p>Fim.<sup><a href="#fn-9">9</a></sup></p>',
  '<section id="notes"><h2>Notas</h2><ol><li id="fn-1">A nota. <a href="#fnref-1">↩</a></li></ol></section>',
  '<section id="references"><h2>Referências</h2><ul><li>MORELLI, Nicola. Designing product/service systems. <em>Design Issues</em>, v. 18, n. 3, p. 3–17, 2002.</li></ul></section>',
].join('\n');

export const SAMPLE: JatsInput = {
  kind: 'article',
  id: 7,
  periodical: { id: 'rids', title: 'Revista Ipê de Design e Sociedade', abbrevTitle: 'RIDS', issn: '2965-0143', eissn: '2965-0151' },
  publisher: 'Editora Ipê',
  language: 'pt',
  texts: [
    { lang: 'pt', title: 'Serviços & cidades', abstract: 'Primeiro parágrafo.\n\nSegundo parágrafo.', keywords: ['design', 'cidade'] },
    { lang: 'en', title: 'Services & cities', abstract: 'An abstract.', keywords: ['design', 'city'] },
  ],
  section: null,
  doi: '10.99999/ipe.rds.2024.007',
  contributors: [
    {
      given: 'Lucas',
      family: 'Andrade',
      role: 'author',
      orcid: '0000-0002-9569-5364',
      affiliation: 'Escola de Design',
      credit: ['conceptualization', 'visualization'],
      country: 'Brasil',
    },
    { given: 'Ana', family: 'Lima', role: 'author', affiliation: 'Escola de Design', country: 'Brasil' },
  ],
  receivedOn: '2023-09-01',
  acceptedOn: '2024-02-10',
  publishedOn: '2024-06-28',
  year: 2024,
  volume: 1,
  issue: 1,
  firstPage: 9,
  lastPage: 16,
  license: 'CC-BY-4.0',
  funding: [{ funder: 'CNPq', award: '402345/2023-1' }],
  dataAvailability: 'Os dados estão no repositório da universidade.',
  fullText: FULL_TEXT,
  references: ['MORELLI, Nicola. Designing product/service systems. Design Issues , v. 18, n. 3, p. 3–17, 2002.'],
  url: 'https://editora.example/journal/rds/article/7',
};
