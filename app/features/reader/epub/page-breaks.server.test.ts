import { describe, expect, it } from 'vitest';
import { pageKey, withPageBreaks } from './page-breaks.server.ts';

const chapter = `<section epub:type="chapter" role="doc-chapter" aria-labelledby="chapter-title">
<h1 id="chapter-title">Jornadas de cuidado</h1>
<p>O Brasil envelhece rapidamente, e a rede de saúde não acompanha.<sup><a href="#fn-1" id="fnref-1" epub:type="noteref" role="doc-noteref">1</a></sup> Segue o texto.</p>
<table><caption>Tabela 1. Rupturas nas jornadas.</caption><tr><td>Espera</td></tr></table>
<section class="footnotes" aria-label="Notas">
<aside epub:type="footnote" role="doc-footnote" id="fn-1"><p>1. Nota das autoras: os dados são fictícios.</p></aside>
</section>
<section epub:type="bibliography" role="doc-bibliography" aria-labelledby="references-title">
<h2 id="references-title">Referências</h2>
<ul class="references">
<li>KALBACH, Jim. <em>Mapping experiences</em>. 2016.</li>
<li>VERAS, Renato. Envelhecimento populacional. 2009.</li>
</ul>
</section>
</section>`;

const marker = (n: number) => `<span epub:type="pagebreak" role="doc-pagebreak" id="page-${n}" aria-label="${n}"></span>`;

describe('page break markers', () => {
  it('read a block as the typesetter does: note numbers and punctuation aside, the first eight words', () => {
    expect(pageKey('O Brasil envelhece rapidamente, e a rede.[1] de saúde não')).toBe('o brasil envelhece rapidamente e a rede de');
    expect(pageKey('1. Nota das autoras: os dados')).toBe('nota das autoras os dados');
  });

  it('stand before the block each page begins in, inside a list item, and after a heading the EPUB lacks', () => {
    const out = withPageBreaks(chapter, [
      { number: '9', text: 'Jornadas de cuidado', next: 'Anais, 2025' },
      // The PDF's text of the paragraph, its note reference as [1].
      { number: '10', text: 'O Brasil envelhece rapidamente, e a rede de saúde não acompanha.[1] Segue o texto.', next: '' },
      // A page that begins in a table: before the table, never inside it.
      { number: '11', text: 'Tabela 1. Rupturas nas jornadas.', next: 'Notas' },
      // The PDF's notes have a heading the EPUB does not: the next block is the note.
      { number: '12', text: 'Notas', next: 'Nota das autoras: os dados são fictícios.' },
      { number: '13', text: 'VERAS, Renato. Envelhecimento populacional. 2009.', next: '' },
    ]);
    expect(out).toContain(`${marker(9)}<h1 id="chapter-title">`);
    expect(out).toContain(`${marker(10)}<p>O Brasil`);
    expect(out).toContain(`${marker(11)}<table>`);
    expect(out).toContain(`${marker(12)}<p>1. Nota das autoras`);
    expect(out).toContain(`<li>${marker(13)}VERAS`);
    expect(out.replace(/<span epub:type="pagebreak"[^>]*><\/span>/g, '')).toBe(chapter);
  });

  it('mark a page whose words are nowhere where the previous page was, never earlier', () => {
    const out = withPageBreaks(chapter, [
      { number: '9', text: 'Jornadas de cuidado', next: '' },
      { number: '10', text: 'Referências', next: '' },
      { number: '11', text: 'Um texto que não está no capítulo', next: 'Nem este' },
    ]);
    expect(out).toContain(`${marker(9)}<h1`);
    expect(out).toContain(`${marker(10)}${marker(11)}<h2 id="references-title">`);
  });
});
