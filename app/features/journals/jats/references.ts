/**
 * A reference as printed (ABNT or APA, the two styles our journals use) read into JATS: the
 * `mixed-citation` keeps the printed text with its italics, the `element-citation` names the parts
 * a machine reads (authors, year, title, source, volume, issue, pages, publisher, DOI). Reading is
 * by pattern: what is not recognised is left out of the element-citation, never guessed.
 */
import { doiInText } from '#app/features/scholarly/api.ts';
import { escapeXml } from '#app/lib/xml.ts';

export interface ParsedReference {
  type: 'journal' | 'book' | 'thesis' | 'webpage' | 'legal-doc' | 'confproc' | 'other';
  authors: { family: string; given: string }[];
  collab: string | null;
  etal: boolean;
  editors: boolean;
  year: string | null;
  articleTitle: string | null;
  chapterTitle: string | null;
  source: string | null;
  volume: string | null;
  issue: string | null;
  fpage: string | null;
  lpage: string | null;
  publisherLoc: string | null;
  publisherName: string | null;
  doi: string | null;
  uri: string | null;
}

/** A reference's DOI (bare), as scholarly reads it (the Crossref deposit too). */
export const referenceDoi = doiInText;

const clean = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:])/g, '$1')
    .trim();
const trimEnd = (text: string) => clean(text).replace(/[\s.,;:]+$/, '');

/**
 * Where the authors end: the first full stop that does not close an initial inside a name (“SHOSTACK,
 * G. Lynn.”, “LUSCH, Robert F.” ends at its initial, for its given name already has a word).
 */
function authorsEnd(text: string): number {
  const stops = /\.\s/g;
  for (let m = stops.exec(text); m; m = stops.exec(text)) {
    const before = text.slice(0, m.index);
    if (/(^|[\s.,])\p{Lu}$/u.test(before)) {
      const name = before.slice(before.lastIndexOf(';') + 1);
      const given = name.includes(',') ? name.slice(name.indexOf(',') + 1).replace(/\p{Lu}$/u, '') : '';
      if (!/\p{L}{2,}/u.test(given)) continue;
    }
    // "PAGE, Matthew J. et al." : the list goes on to its "et al."
    const etal = /^\.\s*et al\./.exec(text.slice(m.index));
    return etal ? m.index + etal[0].length - 1 : m.index;
  }
  return -1;
}

const PARTICLES = new Set(['de', 'da', 'do', 'das', 'dos', 'e', 'del', 'la', 'van', 'von', 'der']);
/** "O'MALLEY" → "O'Malley", "SOUZA DE ALMEIDA" → "Souza de Almeida". */
const titleCase = (name: string) =>
  name
    .toLowerCase()
    .replace(/(^|[\s'’-])(\p{L}+)/gu, (all, sep: string, word: string) =>
      sep && PARTICLES.has(word) ? all : sep + word.charAt(0).toUpperCase() + word.slice(1),
    );

/** A given name without the punctuation around it, keeping an initial's full stop ("Stephen L."). */
const givenName = (text: string) =>
  clean(text)
    .replace(/[\s,;:]+$/, '')
    .replace(/(\p{L}{2,})\.$/u, '$1');

function abntAuthors(part: string): Pick<ParsedReference, 'authors' | 'collab' | 'etal' | 'editors'> {
  let text = part;
  const editors = /\((?:ed|eds|org|orgs|coord)\.\)/i.test(text);
  text = text.replace(/\s*\((?:ed|eds|org|orgs|coord)\.\)/gi, '');
  const etal = /\bet al\.?$/i.test(text.trim());
  text = text.replace(/\s*et al\.?$/i, '');
  const names = text
    .split(';')
    .map((n) => n.trim())
    .filter(Boolean);
  if (names.every((n) => /^[A-ZÀ-Ý'’ -]{2,},\s*\S/.test(n))) {
    const authors = names.map((n) => {
      const [family, ...given] = n.split(',');
      return { family: titleCase(family!.trim()), given: givenName(given.join(',')) };
    });
    return { authors, collab: null, etal, editors };
  }
  return { authors: [], collab: trimEnd(text) || null, etal: false, editors };
}

function apaAuthors(part: string): Pick<ParsedReference, 'authors' | 'collab' | 'etal' | 'editors'> {
  const editors = /\((?:ed|eds)\.\)/i.test(part);
  const text = part.replace(/\s*\((?:ed|eds)\.\)/gi, '').replace(/\s*&\s*/g, ' ');
  const authors = [...text.matchAll(/([^,]+?),\s*((?:[A-ZÀ-Ý]\.(?:\s?-?[A-ZÀ-Ý]\.)*\s?)+)/g)].map((m) => ({
    family: clean(m[1]!.replace(/^,?\s*/, '')),
    given: givenName(m[2]!),
  }));
  if (authors.length) return { authors, collab: null, etal: false, editors };
  return { authors: [], collab: trimEnd(text) || null, etal: false, editors };
}

/**
 * Reads a reference. `html` is the printed form with `<em>` around the source (as the full text
 * lists it); without it the source is not known and the element-citation says less.
 */
export function parseReference(text: string, html?: string): ParsedReference {
  const plain = clean(text);
  const italic = html ? /<em>([\s\S]*?)<\/em>/.exec(html)?.[1] : undefined;
  const source = italic ? trimEnd(italic.replace(/<[^>]+>/g, '')) : null;
  const doi = referenceDoi(plain);
  const uri = /(https?:\/\/[^\s<>]+)/.exec(plain)?.[1]?.replace(/[.,;)]+$/, '') ?? null;
  const result: ParsedReference = {
    type: 'other',
    authors: [],
    collab: null,
    etal: false,
    editors: false,
    year: null,
    articleTitle: null,
    chapterTitle: null,
    source,
    volume: /\bv\.\s*(\d+)/.exec(plain)?.[1] ?? null,
    issue: /\bn\.\s*([\w-]+)/.exec(plain)?.[1] ?? null,
    fpage: null,
    lpage: null,
    publisherLoc: null,
    publisherName: null,
    doi,
    uri: doi ? null : uri,
  };
  const pages = /\bp(?:p)?\.\s*(\d+)\s*[–-]\s*(\d+)/.exec(plain) ?? /,\s*(\d+)\s*[–-]\s*(\d+)\.?\s*(?:https?:|$)/.exec(plain);
  if (pages) [result.fpage, result.lpage] = [pages[1]!, pages[2]!];
  // APA: "Family, A. B., & Other, C. (2019). Title. Source, 3(2), 77–101."
  const apa = /^(.+?)\s*\((\d{4})[a-z]?(?:,[^)]*)?\)\.\s*(.*)$/.exec(plain);
  let rest: string;
  if (apa) {
    Object.assign(result, apaAuthors(apa[1]!));
    result.year = apa[2]!;
    rest = apa[3]!;
    const volume = /,\s*(\d+)\s*(?:\(([^)]+)\))?,\s*(\d+)\s*[–-]\s*(\d+)/.exec(rest);
    if (volume) [result.volume, result.issue, result.fpage, result.lpage] = [volume[1]!, volume[2] ?? null, volume[3]!, volume[4]!];
  } else {
    const end = authorsEnd(plain);
    Object.assign(result, end > 0 ? abntAuthors(plain.slice(0, end + 1)) : {});
    rest = end > 0 ? plain.slice(end + 2) : plain;
    result.year = [...plain.matchAll(/\b(1[5-9]\d\d|20\d\d)\b/g)].at(-1)?.[1] ?? null;
  }
  const isChapter = /\bIn:\s/.test(rest) || /\bIn\s[A-ZÀ-Ý][^.]*\(Eds?\.\)/.test(rest);
  const sourceAt = source ? rest.indexOf(clean(source).slice(0, 20)) : -1;
  const before = sourceAt > 0 ? trimEnd(rest.slice(0, sourceAt).replace(/\bIn:?\s.*$/, '')) : '';
  if (/\b(Tese|Dissertação|Thesis|Dissertation|Tesis)\b/i.test(rest)) result.type = 'thesis';
  else if (/\b(Lei|Decreto|Portaria|Resolução|Constituição)\b/.test(rest) && (result.collab ?? '').toUpperCase() === (result.collab ?? ''))
    result.type = 'legal-doc';
  else if (/\b(Anais|Proceedings|Actas)\b/.test(rest)) result.type = 'confproc';
  else if (isChapter) result.type = 'book';
  else if (source && (result.volume || (apa && /,\s*\d+/.test(rest.slice(Math.max(sourceAt, 0)))))) result.type = 'journal';
  else if (source) result.type = 'book';
  else if (uri) result.type = 'webpage';
  if (result.type === 'journal') result.articleTitle = before || null;
  if (result.type === 'book' && isChapter) result.chapterTitle = before || null;
  if (result.type === 'book' || result.type === 'thesis' || result.type === 'confproc') {
    const after = sourceAt >= 0 && source ? rest.slice(sourceAt + clean(source).length) : rest;
    const imprint = /(?:^|\.\s)([^.:;]{2,60}):\s*([^,.]{2,120}),\s*(?:\d{4})/.exec(after);
    if (imprint) [result.publisherLoc, result.publisherName] = [clean(imprint[1]!), clean(imprint[2]!)];
    else if (apa) {
      const name = /\.\s*([^.]{2,120})\.\s*(?:https?:|$)/.exec(after);
      if (name && !/^\s*\(/.test(name[1]!)) result.publisherName = clean(name[1]!);
    }
  }
  if (!result.source && !result.articleTitle && !result.chapterTitle) result.source = trimEnd(rest.split(/\.\s/)[0] ?? '') || null;
  return result;
}

const el = (name: string, value: string | null, attributes = '') => (value ? `<${name}${attributes}>${escapeXml(value)}</${name}>` : '');

/** The `element-citation` of a reference. */
export function elementCitation(ref: ParsedReference): string {
  const names = ref.authors.map((a) => `<name>${el('surname', a.family)}${el('given-names', a.given)}</name>`).join('');
  const group =
    names || ref.collab || ref.etal
      ? `<person-group person-group-type="${ref.editors ? 'editor' : 'author'}">${names}${ref.collab ? el('collab', ref.collab) : ''}${ref.etal ? '<etal/>' : ''}</person-group>`
      : '';
  return [
    `<element-citation publication-type="${ref.type}">`,
    group,
    el('article-title', ref.articleTitle),
    el('chapter-title', ref.chapterTitle),
    el('source', ref.source),
    el('publisher-loc', ref.publisherLoc),
    el('publisher-name', ref.publisherName),
    el('year', ref.year),
    el('volume', ref.volume),
    el('issue', ref.issue),
    el('fpage', ref.fpage),
    el('lpage', ref.lpage),
    el('pub-id', ref.doi, ' pub-id-type="doi"'),
    ref.uri ? `<ext-link ext-link-type="uri" xlink:href="${escapeXml(ref.uri)}">${escapeXml(ref.uri)}</ext-link>` : '',
    '</element-citation>',
  ].join('');
}
