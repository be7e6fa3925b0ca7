/**
 * Shared annotations as W3C Web Annotations (https://www.w3.org/TR/annotation-model/): JSON-LD
 * with the anno.jsonld context, the chapter's address as the target's source, and the quote and
 * its offsets as selectors, so another tool can anchor them again. Replies are annotations whose
 * target is the note they answer (motivation "replying").
 */
import type { NoteSelector } from '#app/lib/db/schema.ts';
import { markdownLines, markdownText } from '#app/lib/markdown-text.ts';

export const ANNO_CONTEXT = 'http://www.w3.org/ns/anno.jsonld';

export interface ExportedAnnotation {
  id: string;
  groupName: string;
  author: string | null;
  chapterUrl: string;
  chapterTitle: string;
  workTitle: string;
  /** Null in a member's own export once they may no longer read the work: their words stay theirs, the book's text does not. */
  selector: NoteSelector | null;
  comment: string;
  language: string;
  createdAt: string;
  updatedAt: string;
  replies: { id: number; author: string | null; body: string; createdAt: string }[];
}

const creator = (name: string | null) => ({ type: 'Person', name: name ?? 'a former member' });

/** One annotation and its replies, each a Web Annotation; `base` makes their ids addresses. */
export function webAnnotations(item: ExportedAnnotation, base: string): object[] {
  const id = `${base}/annotations/${encodeURIComponent(item.id)}`;
  const note = {
    '@context': ANNO_CONTEXT,
    id,
    type: 'Annotation',
    motivation: item.comment ? 'commenting' : 'highlighting',
    created: item.createdAt,
    modified: item.updatedAt,
    creator: creator(item.author),
    ...(item.comment ? { body: { type: 'TextualBody', value: item.comment, format: 'text/plain', language: item.language } } : {}),
    target: item.selector
      ? {
          source: item.chapterUrl,
          selector: [
            { type: 'TextQuoteSelector', exact: item.selector.quote.exact, prefix: item.selector.quote.prefix, suffix: item.selector.quote.suffix },
            { type: 'TextPositionSelector', start: item.selector.position.start, end: item.selector.position.end },
          ],
        }
      : { source: item.chapterUrl },
  };
  const replies = item.replies.map((reply) => ({
    '@context': ANNO_CONTEXT,
    id: `${id}/replies/${reply.id}`,
    type: 'Annotation',
    motivation: 'replying',
    created: reply.createdAt,
    creator: creator(reply.author),
    body: { type: 'TextualBody', value: reply.body, format: 'text/plain', language: item.language },
    target: id,
  }));
  return [note, ...replies];
}

/** A whole export as one AnnotationCollection with a single page. */
export function annotationCollection(label: string, items: ExportedAnnotation[], base: string) {
  const annotations = items
    .flatMap((item) => webAnnotations(item, base))
    .map((annotation) => {
      const { '@context': _context, ...rest } = annotation as Record<string, unknown>;
      return rest;
    });
  return {
    '@context': ANNO_CONTEXT,
    id: `${base}/annotations`,
    type: 'AnnotationCollection',
    label,
    total: annotations.length,
    first: { type: 'AnnotationPage', items: annotations },
  };
}

/** The same annotations as Markdown: per work and chapter, the quote, the note and its thread; what members wrote is shown as text, never as markup. */
export function annotationsMarkdown(title: string, items: ExportedAnnotation[]): string {
  const lines = [`# ${markdownText(title)}`, ''];
  let place = '';
  for (const item of items) {
    const here = `${markdownText(item.workTitle)} — ${markdownText(item.chapterTitle)}`;
    if (here !== place) {
      lines.push(`## ${here}`, '', `<${item.chapterUrl}>`, '');
      place = here;
    }
    if (item.selector) lines.push(`> ${markdownText(item.selector.quote.exact)}`, '');
    const who = markdownText(item.author ?? 'a former member');
    const group = markdownText(item.groupName);
    if (item.comment) lines.push(`**${who}** (${group}): ${markdownLines(item.comment)}`, '');
    else lines.push(`*${who} (${group})*`, '');
    for (const reply of item.replies) lines.push(`- **${markdownText(reply.author ?? 'a former member')}**: ${markdownText(reply.body)}`);
    if (item.replies.length) lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
