import { readFile } from 'node:fs/promises';
import jsonld from 'jsonld';
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { annotationCollection, annotationsMarkdown, ANNO_CONTEXT, webAnnotations, type ExportedAnnotation } from './web-annotation.ts';

const note: ExportedAnnotation = {
  id: 'note-ana-0001',
  groupName: 'Seminário',
  author: 'Ana Leitora',
  chapterUrl: 'https://editora.example/book/moby-dick/read/c1',
  chapterTitle: 'Loomings',
  workTitle: 'Moby-Dick',
  selector: { quote: { exact: 'Call me Ishmael.', prefix: '', suffix: ' Some years' }, position: { start: 0, end: 16 } },
  comment: 'A first line everyone knows.',
  language: 'en',
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:05:00.000Z',
  replies: [{ id: 7, author: null, body: 'And the last?', createdAt: '2026-11-28T11:00:00.000Z' }],
};

describe('Web Annotation export', () => {
  it('writes a note with the anno.jsonld context, the chapter as source, a quote and a position selector; a reply targets the note', () => {
    const [annotation, replyTo] = webAnnotations(note, 'https://editora.example/groups/3') as Record<string, unknown>[];
    expect(annotation).toEqual({
      '@context': ANNO_CONTEXT,
      id: 'https://editora.example/groups/3/annotations/note-ana-0001',
      type: 'Annotation',
      motivation: 'commenting',
      created: '2026-11-28T10:00:00.000Z',
      modified: '2026-11-28T10:05:00.000Z',
      creator: { type: 'Person', name: 'Ana Leitora' },
      body: { type: 'TextualBody', value: 'A first line everyone knows.', format: 'text/plain', language: 'en' },
      target: {
        source: 'https://editora.example/book/moby-dick/read/c1',
        selector: [
          { type: 'TextQuoteSelector', exact: 'Call me Ishmael.', prefix: '', suffix: ' Some years' },
          { type: 'TextPositionSelector', start: 0, end: 16 },
        ],
      },
    });
    expect(replyTo).toMatchObject({
      motivation: 'replying',
      target: 'https://editora.example/groups/3/annotations/note-ana-0001',
      creator: { name: 'a former member' },
    });
  });

  it('a highlight has no body; a collection holds every annotation once, under one context', () => {
    const [highlight] = webAnnotations({ ...note, comment: '', replies: [] }, 'https://e.example/g/1') as Record<string, unknown>[];
    expect(highlight).toMatchObject({ motivation: 'highlighting' });
    expect(highlight).not.toHaveProperty('body');
    const collection = annotationCollection('Seminário', [note], 'https://e.example/g/1');
    expect(collection).toMatchObject({ '@context': ANNO_CONTEXT, type: 'AnnotationCollection', total: 2, first: { type: 'AnnotationPage' } });
    expect(collection.first.items.every((item) => !('@context' in item))).toBe(true);
  });

  it('writes Markdown per work and chapter with the quote, the note and its thread', () => {
    expect(annotationsMarkdown('Minhas anotações', [note])).toBe(
      '# Minhas anotações\n\n## Moby-Dick — Loomings\n\n<https://editora.example/book/moby-dick/read/c1>\n\n> Call me Ishmael.\n\n**Ana Leitora** (Seminário): A first line everyone knows.\n\n- **a former member**: And the last?\n',
    );
  });
});

describe('a member’s own note on a work they may no longer read', () => {
  it('keeps their words and the chapter’s address, without the quote or its place', () => {
    const [annotation] = webAnnotations({ ...note, selector: null, replies: [] }, 'https://e.example/account/groups') as Record<string, unknown>[];
    expect(annotation!.target).toEqual({ source: note.chapterUrl });
    expect(annotationsMarkdown('Minhas', [{ ...note, selector: null, replies: [] }])).toBe(
      '# Minhas\n\n## Moby-Dick — Loomings\n\n<https://editora.example/book/moby-dick/read/c1>\n\n**Ana Leitora** (Seminário): A first line everyone knows.\n',
    );
  });
});

describe('the Markdown export of what members wrote (issue 50)', () => {
  it('shows hostile names, titles, quotes, comments and replies as text: no HTML, and no structure but its own', () => {
    const hostile: ExportedAnnotation = {
      ...note,
      author: 'Ana\n# Dona do grupo',
      groupName: '<img src=x onerror=alert(1)>',
      workTitle: '# Obra\n<script>alert(1)</script>',
      chapterTitle: '[clique](javascript:alert(1))',
      selector: { position: { start: 0, end: 10 }, quote: { prefix: '', suffix: '', exact: '> citação\n- item\n1. lista\n```\n| a | b |' } },
      comment: 'Primeira linha\n# Título\n<iframe src=//evil.example></iframe>\n* item\n\n    código\n![x](https://evil.example/x.png) https://evil.example',
      replies: [{ id: 8, author: '**Bia**\n---', body: '<b>negrito</b>\n> citação\n[^1]', createdAt: '2026-11-28T12:00:00.000Z' }],
    };
    const html = marked.parse(annotationsMarkdown('Minhas anotações', [hostile]), { async: false, gfm: true });
    const tags = [...html.matchAll(/<([a-z][a-z0-9]*)/gi)].map((match) => match[1]!.toLowerCase());
    const count = (tag: string) => tags.filter((name) => name === tag).length;
    // The file's own structure: a title, the work and chapter, its address, the quote, the note, one reply.
    expect([...new Set(tags)].sort()).toEqual(['a', 'blockquote', 'br', 'h1', 'h2', 'li', 'p', 'strong', 'ul']);
    expect([count('h1'), count('h2'), count('a'), count('blockquote'), count('ul'), count('li')]).toEqual([1, 1, 1, 1, 1, 1]);
    expect(html).toContain(`<a href="${note.chapterUrl}">`);
    // Every member's words are there, as text.
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('[clique](javascript:alert(1))');
    expect(html).toContain('# Título');
    expect(html).toContain('&lt;b&gt;negrito&lt;/b&gt; &gt; citação [^1]');
  });
});

describe('the export read as JSON-LD with the Web Annotation context', () => {
  // The context's terms our files use (testdata/README.md), served for its address: no network.
  const documentLoader = async (url: string) => {
    if (url !== ANNO_CONTEXT) throw new Error(`unexpected context ${url}`);
    return { contextUrl: undefined, documentUrl: url, document: JSON.parse(await readFile(new URL('./testdata/anno-context.json', import.meta.url), 'utf8')) };
  };
  const OA = 'http://www.w3.org/ns/oa#';
  const AS = 'http://www.w3.org/ns/activitystreams#';
  type Node = Record<string, unknown>;
  const get = (node: Node | undefined, key: string) => (node?.[key] as Node[])[0]!;

  it('expands in safe mode (no term dropped) to the Web Annotation vocabulary', async () => {
    const collection = annotationCollection(
      'Minhas anotações',
      [note, { ...note, id: 'highlight-1', comment: '', replies: [] }],
      'https://editora.example/account/groups',
    );
    const [expanded] = (await jsonld.expand(collection as unknown as jsonld.JsonLdDocument, { documentLoader, safe: true } as jsonld.Options.Expand)) as Node[];
    expect(expanded!['@type']).toEqual(['http://www.w3.org/ns/activitystreams#OrderedCollection']);
    const items = (get(get(expanded, `${AS}first`), `${AS}items`)['@list'] as Node[]) ?? [];
    expect(items).toHaveLength(3);
    const [first, answer, highlight] = items;
    expect(first!['@type']).toEqual([`${OA}Annotation`]);
    expect(first![`${OA}motivatedBy`]).toEqual([{ '@id': `${OA}commenting` }]);
    const target = get(first, `${OA}hasTarget`);
    expect(target[`${OA}hasSource`]).toEqual([{ '@id': note.chapterUrl }]);
    const selectors = target[`${OA}hasSelector`] as Node[];
    expect(selectors.map((s) => (s['@type'] as string[])[0])).toEqual([`${OA}TextQuoteSelector`, `${OA}TextPositionSelector`]);
    expect(selectors[0]![`${OA}exact`]).toEqual([{ '@value': 'Call me Ishmael.' }]);
    expect(selectors[1]![`${OA}start`]).toEqual([{ '@value': 0, '@type': 'http://www.w3.org/2001/XMLSchema#nonNegativeInteger' }]);
    expect(answer![`${OA}motivatedBy`]).toEqual([{ '@id': `${OA}replying` }]);
    expect(answer![`${OA}hasTarget`]).toEqual([{ '@id': first!['@id'] }]);
    expect(highlight![`${OA}motivatedBy`]).toEqual([{ '@id': `${OA}highlighting` }]);
    expect(highlight).not.toHaveProperty(`${OA}hasBody`);
  });

  it('refuses, in the same mode, a term the context does not define (the check can fail)', async () => {
    const collection = annotationCollection('x', [note], 'https://e.example/g/1');
    (collection.first.items[0] as Node).colour = 'yellow';
    await expect(jsonld.expand(collection as unknown as jsonld.JsonLdDocument, { documentLoader, safe: true } as jsonld.Options.Expand)).rejects.toThrow();
  });
});
