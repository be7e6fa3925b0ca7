/**
 * Text people wrote (names, titles, quotes, comments), put into a Markdown file so that every
 * viewer shows it as it was typed and renders nothing from it: no HTML, no heading, list, quote,
 * table, code, emphasis, link or image (issue 50). Markdown's backslash escapes any ASCII
 * punctuation, so the text reads almost as typed in the raw file too.
 */

/** Anywhere in a line: inline markup, HTML and entities, tables, math, strikethrough. */
const INLINE = /[\\`*_{}[\]<>&#|~$!]/g;
/** What starts a block at the beginning of a line: a list (-, +, 1. or 1)), a setext underline. */
const BLOCK_START = /^([-+=]|\d+(?=[.)]))/;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

function escapeLine(line: string): string {
  const escaped = line
    .trim()
    .replace(INLINE, '\\$&')
    // Addresses a viewer would turn into links (GFM's autolinks).
    .replace(/:\/\//g, '\\://')
    .replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}\\.`)
    .replace(/@/g, '\\@');
  return escaped.replace(BLOCK_START, (marker) => (/^\d/.test(marker) ? `${marker}\\` : `\\${marker}`));
}

/** A field of one line (a name, a title, a quote): every line break and run of spaces becomes one space. */
export function markdownText(text: string): string {
  return escapeLine(text.replace(CONTROL, '').replace(/\s+/g, ' '));
}

/** Text of several lines (a comment): each line escaped, kept apart by hard line breaks in one paragraph. */
export function markdownLines(text: string): string {
  return text
    .replace(CONTROL, '')
    .split(/\r\n?|\n|\u2028|\u2029/)
    .map((line) => escapeLine(line.replace(/\s+/g, ' ')))
    .filter(Boolean)
    .join('\\\n');
}
