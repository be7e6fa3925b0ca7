import { describe, expect, it } from 'vitest';
import { linkInTextCitations, uncitedReferences } from './in-text-citations.ts';

const references = [
  'MANZINI, Ezio. <em>Design, when everybody designs</em>. Cambridge, MA: MIT Press, 2015.',
  'MERONI, Anna; SANGIORGI, Daniela. <em>Design for services</em>. Farnham: Gower, 2011.',
  'STICKDORN, Marc et al. <em>This is service design doing</em>. Sebastopol: O’Reilly, 2018.',
  'Brasil. (2018a). <em>Base Nacional Comum Curricular</em>. Ministério da Educação.',
  'Brasil. (2018b). <em>Lei nº 13.709, de 14 de agosto de 2018</em>. Diário Oficial da União.',
  'BRASIL. Constituição (1988). <em>Constituição da República Federativa do Brasil</em>. Brasília, DF: Senado Federal, 1988.',
  'Hargittai, E., &amp; Dobransky, K. (2017). Old dogs, new clicks. <em>Canadian Journal of Communication</em>, 42(2), 195–212.',
  'SHOSTACK, G. Lynn. Designing services that deliver. <em>Harvard Business Review</em>, v. 62, n. 1, p. 133–139, 1984.',
];
const page = (body: string) =>
  `${body}<section id="references"><h2>Referências</h2><ul>${references.map((r, i) => `<li id="r${i + 1}">${r}</li>`).join('')}</ul></section>`;
const links = (html: string) =>
  [...html.slice(0, html.indexOf('<section')).matchAll(/<a href="#(r\d+)" class="citation">([^<]*)<\/a>/g)].map((m) => `${m[1]} ${m[2]}`);

describe('in-text citations', () => {
  it('links narrative and parenthetical citations, ABNT and APA, to their references by first author and year', () => {
    const html = linkInTextCitations(
      page(
        '<p>Manzini (2015) e Meroni e Sangiorgi (2011) discordam (STICKDORN et al., 2018, p. 12; MERONI; SANGIORGI, 2011). ' +
          'A lei (Brasil, 2018b) e a Base (Brasil, 2018a), como a Constituição (BRASIL, 1988). ' +
          'Few functions (Hargittai &amp; Dobransky, 2017); Stickdorn et al. (2018).</p>',
      ),
    );
    expect(links(html)).toEqual([
      'r1 Manzini (2015)',
      'r2 Meroni e Sangiorgi (2011)',
      'r3 STICKDORN et al., 2018, p. 12',
      'r2 MERONI; SANGIORGI, 2011',
      'r5 Brasil, 2018b',
      'r4 Brasil, 2018a',
      'r6 BRASIL, 1988',
      'r7 Hargittai &amp; Dobransky, 2017',
      'r3 Stickdorn et al. (2018)',
    ]);
    // Shostack is named, never cited with a year: the one reference the text does not cite.
    expect(uncitedReferences(html).map((r) => r.slice(0, 8))).toEqual(['SHOSTACK']);
  });

  it('links each year of one author’s works, leaves what no reference answers and what is already a link', () => {
    const html = linkInTextCitations(
      page(
        '<p>Dois textos (Brasil, 2018a, 2018b), um que não está na lista (SILVA, 2020), um ano solto antes (2017) e <a href="#fn-1">Manzini (2015)</a>.</p>',
      ),
    );
    expect(links(html)).toEqual(['r4 2018a', 'r5 2018b']);
    expect(html).toContain('(SILVA, 2020)');
    expect(html).toContain('<a href="#fn-1">Manzini (2015)</a>');
  });

  it('touches nothing in the references section, nor a text without one', () => {
    const html = linkInTextCitations(page('<p>Manzini (2015).</p>'));
    expect(html.slice(html.indexOf('<section'))).toBe(page('').slice(page('').indexOf('<section')));
    expect(linkInTextCitations('<p>Manzini (2015).</p>')).toBe('<p>Manzini (2015).</p>');
  });
});
