/** Text people wrote, put into Markdown: a viewer shows it as typed and renders nothing from it. */
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { markdownLines, markdownText } from './markdown-text.ts';

/** What a Markdown viewer shows: the HTML, and its text with the entities read back. */
const rendered = (markdown: string) => marked.parse(markdown, { async: false, gfm: true });
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
const tagsOf = (html: string) => [...new Set([...html.matchAll(/<\/?([a-z][a-z0-9]*)/gi)].map((match) => match[1]!.toLowerCase()))].sort();

const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '&lt;img src=x onerror=alert(1)&gt; &#60;b&#62;',
  '# Heading',
  '## Heading ##',
  '> quoted',
  '- item',
  '+ item',
  '* item',
  '1. first',
  '12) twelfth',
  '---',
  '===',
  '***',
  '___',
  '```js',
  '`code`',
  '    indented code',
  '[link](https://evil.example)',
  '![image](https://evil.example/x.png)',
  '[ref]: https://evil.example',
  '[^note]',
  '*emphasis* and _emphasis_ and **strong** and __strong__',
  '~~struck~~',
  '| a | b |',
  '$x^2$ and $$y$$',
  'https://evil.example/path and www.evil.example and someone@evil.example',
  '<https://evil.example>',
  'a line ending in a backslash \\',
  '\\# already escaped',
  '- [ ] task',
];

describe('markdownText (one line)', () => {
  it.each(HOSTILE)('renders %j as a paragraph of exactly that text', (hostile) => {
    const html = rendered(markdownText(hostile));
    expect(tagsOf(html)).toEqual(['p']);
    expect(textOf(html)).toBe(hostile.replace(/\s+/g, ' ').trim());
  });

  it('turns line breaks into spaces, so a name cannot start a block of its own', () => {
    const name = 'Ana\n# Not a heading\r\n- nor a list\u2028> nor a quote';
    expect(markdownText(name)).not.toMatch(/\n/);
    const html = rendered(`**${markdownText(name)}**: a reply`);
    expect(tagsOf(html)).toEqual(['p', 'strong']);
    expect(textOf(html)).toBe('Ana # Not a heading - nor a list > nor a quote: a reply');
  });
});

describe('markdownLines (a comment)', () => {
  it('keeps the lines apart, each shown as typed, in one paragraph', () => {
    const comment = HOSTILE.join('\n');
    const html = rendered(`**Comment:** ${markdownLines(comment)}`);
    expect(tagsOf(html)).toEqual(['br', 'p', 'strong']);
    expect(html.match(/<br>/g)).toHaveLength(HOSTILE.length - 1);
    expect(textOf(html.replace(/<br>\n?/g, '\n'))).toBe(`Comment: ${HOSTILE.map((line) => line.replace(/\s+/g, ' ').trim()).join('\n')}`);
  });

  it('drops blank lines, which would end the paragraph', () => {
    expect(markdownLines('one\n\n\ntwo')).toBe('one\\\ntwo');
  });
});
