/** Snippets travel as plain text with the matched terms between two control characters; the page marks them. */
export const MARK_START = '\u0002';
export const MARK_STOP = '\u0003';

/** The snippet's text without its marks. */
export const unmarked = (snippet: string) => snippet.replaceAll(MARK_START, '').replaceAll(MARK_STOP, '');

/** A snippet as parts for the page: matched terms apart, so they are marked without any HTML from the text. */
export function snippetParts(snippet: string): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = [];
  for (const [index, piece] of snippet.split(MARK_START).entries()) {
    if (index === 0) {
      if (piece) parts.push({ text: piece, match: false });
      continue;
    }
    const [match = '', rest = ''] = piece.split(MARK_STOP);
    parts.push({ text: match, match: true });
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts;
}
