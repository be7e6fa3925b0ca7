/**
 * In-text citations linked to their references (issue 52, item 4): "Manzini (2015)",
 * "(SANGIORGI; PRENDIVILLE, 2017)", "(Meroni & Sangiorgi, 2011, p. 12)" — author-date as ABNT and
 * APA write it — each becomes a link to its item in the references section, matched by the first
 * author's surname and the year. A citation no reference answers stays plain text, and
 * `uncitedReferences` says which references the text never cites.
 */
import { parseReference } from './jats/references.ts';

const YEAR = String.raw`(?:1[5-9]|20)\d\d[a-z]?`;
const NAME = String.raw`[\p{Lu}][\p{L}'’-]+(?:\s(?:de|da|do|dos|das|van|von|del|de la)\s[\p{Lu}][\p{L}'’-]+)?`;
/** "Manzini (2015)", "Meroni e Sangiorgi (2011)", "Stickdorn et al. (2018, p. 4)". */
const NARRATIVE = new RegExp(
  String.raw`(${NAME})((?:,\s${NAME})*(?:\s(?:e|and|y|&amp;|&)\s${NAME})|\set\sal\.)?\s\((${YEAR}(?:,\s${YEAR})*)(?:,\s(?:p|pp)\.\s[\d–-]+)?\)`,
  'gu',
);
/** A parenthesis that holds at least one year: "(SANGIORGI; PRENDIVILLE, 2017; MANZINI, 2015)". */
const PARENTHESIS = new RegExp(String.raw`\(([^()]*?\b${YEAR}\b[^()]*)\)`, 'gu');

export interface ReferenceKey {
  /** The block id of the reference's list item. */
  anchor: string;
  surname: string;
  year: string;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’']/g, "'").toLowerCase();

/** The references section's items with their ids, and what a citation names them by. */
export function referenceKeys(html: string): ReferenceKey[] {
  const section = /<section id="references">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
  return [...section.matchAll(/<li id="([^"]+)"[^>]*>([\s\S]*?)<\/li>/g)].flatMap(([, anchor, item]) => {
    const text = item!
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ');
    const parsed = parseReference(text, item);
    // An institution is cited by its first name ("BRASIL. Constituição (1988)" as "BRASIL, 1988").
    const surname = (parsed.authors[0]?.family ?? parsed.collab ?? text).split(/\.\s|\.$|[,;(]/)[0]!.trim();
    // The year as cited: the publication's, with the letter that tells one author's works of a year
    // apart (2018b), and a law's or a constitution's own year in parentheses ("Constituição (1988)").
    const years = new Set<string>();
    for (const m of text.matchAll(new RegExp(String.raw`\b(${YEAR})(?=[).,;\s])`, 'gu')))
      if (parsed.year && m[1]!.startsWith(parsed.year.slice(0, 4))) years.add(m[1]!);
    if (parsed.year) years.add(parsed.year.slice(0, 4));
    for (const m of text.matchAll(new RegExp(String.raw`\((${YEAR})\)`, 'gu'))) years.add(m[1]!);
    return surname ? [...years].map((year) => ({ anchor: anchor!, surname: fold(surname), year })) : [];
  });
}

function find(keys: ReferenceKey[], name: string, year: string): ReferenceKey | undefined {
  const surname = fold(
    name
      .replace(/&amp;/g, '&')
      .replace(/\set\sal\.?$/, '')
      .trim(),
  );
  const named = keys.filter((k) => k.surname === surname || k.surname.endsWith(` ${surname}`) || surname.endsWith(` ${k.surname}`));
  // "2018b" names one work; "2018" the work of that year (a letter is only needed when there are two).
  return named.find((k) => k.year === year) ?? named.find((k) => k.year === year.slice(0, 4));
}

const link = (key: ReferenceKey, text: string) => `<a href="#${key.anchor}" class="citation">${text}</a>`;

/** One parenthesis's citations ("A; B, 2011; C, 2015, p. 3"): each work's span linked when a reference answers it. */
function linkParenthesis(inner: string, keys: ReferenceKey[]): string {
  const out: string[] = [];
  let pending: string[] = [];
  for (const token of inner.split(/(;\s*)/)) {
    if (/^;\s*$/.test(token)) {
      // Between two works it stands alone; between two authors of one work it joins them.
      (pending.length ? pending : out).push(token);
      continue;
    }
    pending.push(token);
    const years = [...token.matchAll(new RegExp(String.raw`\b(${YEAR})\b`, 'gu'))].map((m) => m[1]!);
    if (!years.length) continue;
    const span = pending.join('');
    pending = [];
    const first = /^\s*([^,;&]+?)(?:\s(?:e|and|y|&)\s|,|;|$)/u.exec(span.replace(/&amp;/g, '&'))?.[1] ?? '';
    if (years.length === 1) {
      const key = find(keys, first, years[0]!);
      out.push(key ? link(key, span) : span);
    } else {
      // "Brasil, 2009, 2011": two works of one author, each year its own link.
      out.push(
        span.replace(new RegExp(String.raw`\b(${YEAR})\b`, 'gu'), (year: string) => {
          const key = find(keys, first, year);
          return key ? link(key, year) : year;
        }),
      );
    }
  }
  return out.join('') + pending.join('');
}

function linkText(text: string, keys: ReferenceKey[]): string {
  // Narrative citations first; a parenthesis already inside a link is left alone.
  const parts = text.split(/(<a [^>]*>[\s\S]*?<\/a>)/);
  return parts
    .map((part, i) => {
      if (i % 2) return part;
      const narrative = part.replace(NARRATIVE, (whole: string, name: string, _others: string | undefined, years: string) => {
        const key = years
          .split(/,\s/)
          .map((y) => find(keys, name, y))
          .find(Boolean);
        return key ? link(key, whole) : whole;
      });
      return narrative
        .split(/(<a [^>]*>[\s\S]*?<\/a>)/)
        .map((piece, j) => (j % 2 ? piece : piece.replace(PARENTHESIS, (_all, inner: string) => `(${linkParenthesis(inner, keys)})`)))
        .join('');
    })
    .join('');
}

/**
 * The full text with its citations linked. Only the text before the references section, outside
 * tags and existing links, is read; a citation that a tag interrupts stays as it is.
 */
export function linkInTextCitations(html: string): string {
  const keys = referenceKeys(html);
  const at = html.indexOf('<section id="references">');
  if (!keys.length || at < 0) return html;
  const body = html.slice(0, at);
  // Text between tags, skipping what is already inside <a>…</a> (note calls, links).
  let inLink = 0;
  const linked = body
    .split(/(<[^>]+>)/)
    .map((piece) => {
      if (piece.startsWith('<')) {
        if (/^<a[\s>]/.test(piece)) inLink++;
        else if (piece === '</a>') inLink = Math.max(0, inLink - 1);
        return piece;
      }
      return inLink || !piece ? piece : linkText(piece, keys);
    })
    .join('');
  return linked + html.slice(at);
}

/** The references (their items' text) that no citation in the text links to. */
export function uncitedReferences(linkedHtml: string): string[] {
  const cited = new Set([...linkedHtml.matchAll(/<a href="#([^"]+)" class="citation">/g)].map((m) => m[1]));
  const section = /<section id="references">([\s\S]*?)<\/section>/.exec(linkedHtml)?.[1] ?? '';
  return [...section.matchAll(/<li id="([^"]+)"[^>]*>([\s\S]*?)<\/li>/g)]
    .filter(([, anchor]) => !cited.has(anchor))
    .map(([, , item]) => item!.replace(/<[^>]+>/g, ''));
}
