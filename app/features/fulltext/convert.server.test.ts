import { describe, expect, it } from 'vitest';
import { convertFullText, fullTextFormat, markdownToSafeHtml, sanitizeFullText } from './convert.server.ts';
import { fullTextPdf, pdfBlocks } from './pdf.server.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('full texts', () => {
  it('tells JATS, HTML and Markdown apart by name, then by content', () => {
    expect(fullTextFormat('a.md', '<article>')).toBe('markdown');
    expect(fullTextFormat('a.xml', '')).toBe('jats');
    expect(fullTextFormat('texto', '<!DOCTYPE article PUBLIC "-//NLM//DTD JATS">')).toBe('jats');
    expect(fullTextFormat('texto', '<section><h2>x</h2></section>')).toBe('html');
    expect(fullTextFormat('texto', '# Título')).toBe('markdown');
  });

  it('reads JATS: sections become headings by depth, lists, emphasis, links and the references', () => {
    const jats = `<?xml version="1.0"?><article xmlns:xlink="http://www.w3.org/1999/xlink" article-type="research-article" xml:lang="en"><front><article-meta/></front><body>
      <sec><title>Introduction</title><p>A <italic>word</italic> and <bold>more</bold> with <ext-link xlink:href="https://example.org/x">a link</ext-link>.</p>
      <sec><title>Method</title><list list-type="order"><list-item><p>one</p></list-item></list></sec></sec></body>
      <back><ref-list><ref id="r1"><mixed-citation>SILVA, A. <italic>Book</italic>. 2020.</mixed-citation></ref></ref-list></back></article>`;
    const result = convertFullText('paper.xml', bytes(jats));
    expect(result).toMatchObject({ ok: true, format: 'jats' });
    const html = result.ok ? result.html : '';
    expect(html).toContain('<h2>Introduction</h2>');
    expect(html).toContain('<h3>Method</h3>');
    expect(html).toContain('<em>word</em> and <strong>more</strong>');
    expect(html).toContain('<a href="https://example.org/x" rel="noopener">a link</a>');
    // A list item of one paragraph is its text; the references are the section our texts print.
    expect(html).toContain('<ol><li>one</li></ol>');
    expect(html).toContain('<section id="references"><h2>References</h2><ul><li>SILVA, A. <em>Book</em>. 2020.</li></ul></section>');
  });

  it('reads Markdown, and keeps only safe HTML from any source', () => {
    const result = convertFullText(
      't.md',
      bytes('# Título\n\nTexto *com* [link](javascript:alert(1)) e <img src=x onerror=alert(1)><script>alert(1)</script>\n\n| a | b |\n|---|---|\n| 1 | 2 |'),
    );
    expect(result.ok).toBe(true);
    const html = result.ok ? result.html : '';
    expect(html).toContain('<h2>Título</h2>');
    expect(html).toContain('<em>com</em>');
    expect(html).not.toMatch(/script|onerror|javascript|<img/);
    expect(html).toContain('link');
    expect(html).toContain('<table>');
    expect(sanitizeFullText('<p style="color:red" onclick="x()">a<iframe src="https://evil"></iframe></p><a href="#sec-2" id="ok">b</a>')).toBe(
      '<p>a</p><a href="#sec-2" id="ok">b</a>',
    );
  });

  it("a blog post's Markdown keeps images from our uploads (served through /_ipx), and nothing unsafe", () => {
    const html = markdownToSafeHtml(
      '## Seção\n\n![Um mapa](/blog/images/mapa-1a2b.jpg)\n\n![fora](https://evil.example/x.png) ![subir](/blog/../../etc/passwd.jpg)\n\n<img src=x onerror=alert(1)> [link](javascript:alert(1))',
    );
    expect(html).toContain('<h2>Seção</h2>');
    expect(html).toContain('<img src="/_ipx/w_1280,f_webp/blog/images/mapa-1a2b.jpg" alt="Um mapa" loading="lazy" decoding="async">');
    expect(html.match(/<img/g)).toHaveLength(1);
    expect(html).not.toMatch(/evil|onerror|javascript|passwd/);
    // An uploaded HTML or Markdown full text carries no images (a JATS figure's graphic from our uploads is kept).
    expect(sanitizeFullText('<img src="/blog/images/mapa.jpg" alt="x">')).toBe('');
  });

  it('refuses what is not text, too large or empty', () => {
    expect(convertFullText('a.md', new Uint8Array([0xff, 0xfe, 0x00, 0x41]))).toEqual({ ok: false, error: 'fullTextInvalid' });
    expect(convertFullText('a.md', new Uint8Array(5 * 1024 * 1024 + 1))).toEqual({ ok: false, error: 'fullTextTooLarge' });
    expect(convertFullText('a.html', bytes('<script>only()</script>'))).toEqual({ ok: false, error: 'fullTextEmpty' });
    expect(convertFullText('a.xml', bytes('<article><front/></article>'))).toEqual({ ok: false, error: 'fullTextInvalid' });
  });

  it('writes a real PDF from the text, with its blocks in order', async () => {
    const html =
      '<h2>Introdução</h2><p>Um parágrafo com acentuação: ção, ã, é.<sup><a href="#fn-1">1</a></sup></p><ul><li>um</li><li>dois</li></ul><blockquote><p>Citação</p></blockquote>' +
      '<table><caption>Tabela 1. Dados.</caption><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>' +
      '<section id="notes"><h2>Notas</h2><ol><li id="fn-1">Uma nota.</li></ol></section><section id="references"><h2>Referências</h2><ul><li>SILVA, Ana. <em>Livro</em>. 2020.</li></ul></section>';
    const described = pdfBlocks(html).map((b) =>
      b.kind === 'table'
        ? `table:${b.caption}:${b.rows.map((r) => `${r.header ? 'th' : 'td'}(${r.cells.join(',')})`).join(' ')}`
        : `${b.kind}:${'marker' in b && b.marker ? b.marker : ''}${b.text}`,
    );
    expect(described).toEqual([
      'h2:Introdução',
      'p:Um parágrafo com acentuação: ção, ã, é.[1]',
      'li:•um',
      'li:•dois',
      'quote:Citação',
      'table:Tabela 1. Dados.:th(A,B) td(1,2)',
      'h2:Notas',
      'note:1.Uma nota.',
      'h2:Referências',
      'ref:SILVA, Ana. Livro. 2020.',
    ]);
    const header = {
      title: 'Título',
      authors: [{ name: 'Ana Silva', affiliation: 'Universidade Fictícia' }],
      source: 'Revista Ipê, v. 1, n. 2, 2024',
      abstracts: [{ label: 'Resumo', text: 'Resumo.', keywordsLabel: 'Palavras-chave', keywords: ['um', 'dois'] }],
      doi: '10.99999/x',
      license: 'CC-BY-4.0',
      language: 'pt-BR',
      url: 'https://ipe.example/a',
    };
    const pdf = await fullTextPdf(header, html);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/Lang \(pt-BR\)/);
    // Tagged: a structure tree with headings, paragraphs, a table and the references.
    expect(raw).toMatch(/\/StructTreeRoot/);
    expect(raw).toMatch(/\/Marked true/);
    for (const type of ['H1', 'H2', 'P', 'Table', 'TH', 'BibEntry']) expect(raw, type).toContain(`/S /${type}`);
  });
});
