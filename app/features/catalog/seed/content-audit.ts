/**
 * How a careful editor reads the demo texts (issue 53): references against citations, dates
 * against the work's own date, running prose counted apart from headings, tables and notes, the
 * fiction said once and never in an abstract. Plain functions over a source's Markdown (see
 * app/seed/content/README.md), used by the content test and by `node scripts/content-audit.ts`.
 */

/** Letters without accents, lower case: how names are compared. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const YEAR = String.raw`(?:1[5-9]\d\d|20\d\d)[a-z]?`;

export interface ReferenceEntry {
  text: string;
  /** The first author's surname or the corporate author as the list sorts it ("BRASIL", "Escobar"). */
  author: string;
  /** "2018", "2020a", or "" for an undated work. */
  year: string;
}

/** The first author and the year of a reference list's entry, ABNT ("SILVA, Ana. Título. 2020.") or APA ("Silva, A. (2020). Title."). */
export function parseReference(text: string): ReferenceEntry {
  const plainText = text.replace(/[*_]/g, '').trim();
  // The author element ends at the first comma, or at a full stop followed by a space (a corporate author: "BRASIL. Lei…").
  const end = plainText.search(/,|;|\.\s|\s\(/);
  const author = (end === -1 ? plainText : plainText.slice(0, end)).trim();
  const apa = new RegExp(String.raw`\((${YEAR}|n\.d\.|s\.d\.)\)`).exec(plainText.slice(0, 400));
  if (apa) return { text, author, year: apa[1]!.includes('.') ? '' : apa[1]! };
  const years = [...plainText.matchAll(new RegExp(String.raw`\b(${YEAR})\b`, 'g'))].map((m) => m[1]!);
  return { text, author, year: years.at(-1) ?? '' };
}

/** A name as the text cites it, reduced to the word the list sorts by ("Del Gaudio" → "gaudio", "BRASIL" → "brasil"). */
const citationKey = (name: string) =>
  fold(name.trim())
    .split(/\s+/)
    .at(-1)!
    .replace(/[.'’]+$/, '');
const referenceKey = (author: string) => citationKey(author.replace(/\s*\(.*$/, ''));

export interface Citation {
  /** The first author as written. */
  name: string;
  /** In a sentence, the names before the parenthesis that might be the first author ("No Brasil, Silva e Souza (2010)": Brasil or Silva). */
  alternatives?: string[];
  year: string;
}

const NAME = String.raw`\p{Lu}[\p{L}\p{N}.'’-]*`;
const PARTICLE = String.raw`(?:de|da|do|dos|das|del|der|van|von|la|le|di)`;
/** An author in a sentence: given names and particles before the surname ("Helena Hirata", "van der Linden"); a possessive after it. */
const AUTHOR = String.raw`(?:${PARTICLE}\s+)*${NAME}(?:\s+(?:${PARTICLE}\s+)*${NAME})*(?:'s|’s)?`;
const NARRATIVE = new RegExp(
  String.raw`(${AUTHOR}(?:(?:,\s+${AUTHOR})*\s+(?:e|and|&|y)\s+${AUTHOR}|\s+et\s+al\.(?:'s|’s)?)?)\s+\((${YEAR}(?:\s*[;,]\s*${YEAR})*)(?:\s*,\s*(?:p|pp)\.\s*[^)]*)?\)`,
  'gu',
);
const PARENTHETICAL = /\(([^()]*)\)/g;
const surnameOf = (author: string) =>
  author
    .replace(/(?:'s|’s)$/, '')
    .trim()
    .split(/\s+/)
    .at(-1)!;

/** Every author–year citation in a text: "(SILVA, 2020)", "(Silva & Souza, 2020, p. 3; Lima, 2019)", "Silva (2020)", "Silva et al. (2019; 2021)". */
export function citationsIn(text: string): Citation[] {
  const found: Citation[] = [];
  for (const match of text.matchAll(NARRATIVE)) {
    const authors = match[1]!
      .replace(/\s+et\s+al\.(?:'s|’s)?$/, '')
      .split(/,\s+|\s+(?:e|and|&|y)\s+/)
      .map(surnameOf);
    for (const year of match[2]!.split(/\s*[;,]\s*/)) found.push({ name: authors[0]!, alternatives: authors.slice(1), year });
  }
  for (const match of text.matchAll(PARENTHETICAL)) {
    const inside = match[1]!;
    if (!new RegExp(String.raw`\b${YEAR}\b`).test(inside) || new RegExp(String.raw`^\s*${YEAR}`).test(inside)) continue;
    // Works are separated by semicolons; ABNT also joins a work's authors with them ("SILVA; SOUZA, 2020"):
    // a part without a year belongs to the next part's work.
    let names: string[] = [];
    for (const part of inside.split(';')) {
      const years = [...part.matchAll(new RegExp(String.raw`\b(${YEAR})\b`, 'g'))].map((m) => m[1]!);
      const name = part
        .replace(/^\s*(?:cf\.|ver|see|e\.g\.,?|apud|por exemplo,?|conforme|segundo|in)\s+/i, '')
        .split(',')[0]!
        .replace(/\s+et\s+al\.?$/, '')
        .replace(/\s+(?:e|and|&|y)\s+.*$/, '')
        .trim();
      names.push(name);
      if (!years.length) continue;
      // A name in parentheses may be lower case ("hooks, 1994").
      const first = names.find((n) => /^\p{L}/u.test(n) && !new RegExp(String.raw`\b${YEAR}\b`).test(n));
      if (first) for (const year of years) found.push({ name: first, year });
      names = [];
    }
  }
  return found;
}

const sameName = (name: string, reference: ReferenceEntry) => citationKey(name) === referenceKey(reference.author);
const same = (citation: Citation, reference: ReferenceEntry) =>
  citation.year === reference.year && [citation.name, ...(citation.alternatives ?? [])].some((name) => sameName(name, reference));

/** References no citation names (first author's surname and year), and citations with no reference. */
export function matchCitations(text: string, references: string[]) {
  const entries = references.map(parseReference);
  const citations = citationsIn(text);
  return {
    uncited: entries.filter((entry) => !citations.some((c) => same(c, entry))).map((entry) => entry.text),
    unreferenced: [...new Set(citations.filter((c) => !entries.some((entry) => same(c, entry))).map((c) => `${c.name} (${c.year})`))],
  };
}

/**
 * Entries out of order: by first author; a first author's works alone before those with others
 * (ABNT and APA alike); then by year. Returns the first pair out of order, or null.
 */
export function firstUnsorted(references: string[]): [string, string] | null {
  const entries = references.map(parseReference);
  const collator = new Intl.Collator('pt', { sensitivity: 'base' });
  const firstAuthor = (entry: ReferenceEntry) => fold(entry.author.replace(/[*_]/g, ''));
  // More than one author: a semicolon (ABNT) or an ampersand or "et al." before the year or title.
  const coauthored = (entry: ReferenceEntry) => (/;|&|\bet al\./.test(entry.text.slice(0, entry.text.search(/\*|\(\d{4}/) >>> 0)) ? 1 : 0);
  for (let i = 1; i < entries.length; i++) {
    const [a, b] = [entries[i - 1]!, entries[i]!];
    const order = collator.compare(firstAuthor(a), firstAuthor(b)) || coauthored(a) - coauthored(b) || (coauthored(a) ? 0 : a.year.localeCompare(b.year));
    if (order > 0) return [a.text, b.text];
  }
  return null;
}

/** Entries dated after the work itself. */
export const referencesAfter = (references: string[], year: number) =>
  references
    .map(parseReference)
    .filter((r) => r.year && Number.parseInt(r.year, 10) > year)
    .map((r) => r.text);

// --- The body ------------------------------------------------------------------------------------

const CAPTION = /^(tabela|table|tabla|cuadro|quadro|chart|figura|figure)\s+\d+(?:\.\d+)?[.:]\s/i;

/** The body's blocks of running prose (paragraphs, list items, block quotes), as plain text: no headings, tables, captions, figures, notes or references. */
export function proseBlocks(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(
      (block) => block && !/^#{1,6}\s/.test(block) && !block.startsWith('|') && !CAPTION.test(block) && !/^!\[/.test(block) && !/^\[\^[\w-]+\]:/.test(block),
    )
    .map((block) =>
      block
        .replace(/\[\^[\w-]+\]/g, '')
        .replace(/^\s*(?:>|[-*]|\d+\.)\s+/gm, '')
        .replace(/[*_`]/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

export const countWords = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** Words of running prose in a body (see proseBlocks). */
export const proseWords = (body: string) => proseBlocks(body).reduce((sum, block) => sum + countWords(block), 0);

/** A source's parts as the audit reads them: the body (without title, abstracts and references), its notes and its references. */
export function sourceParts(markdown: string) {
  const text = markdown.replace(/\r\n?/g, '\n');
  const referencesAt = text.search(/^##\s+(referências|referencias|references|bibliografia|bibliography)\s*$/im);
  const beforeReferences = referencesAt === -1 ? text : text.slice(0, referencesAt);
  const references = referencesAt === -1 ? [] : [...text.slice(referencesAt).matchAll(/^\s*[-*]\s+(.+)$/gm)].map((m) => m[1]!.trim());
  // The abstracts (## Resumo / ## Abstract / ## Resumen, each to the next ## heading) are not the body.
  const abstracts: Record<string, string> = {};
  const withoutAbstracts = beforeReferences.replace(/^##\s+(resumo|abstract|resumen)\s*\n([\s\S]*?)(?=^##\s)/gim, (_, name: string, inner: string) => {
    abstracts[fold(name)] = inner.replace(/^\*\*(palavras-chave|keywords|palabras clave):\*\*.*$/gim, '').trim();
    return '';
  });
  const notes = [...withoutAbstracts.matchAll(/^\[\^[\w-]+\]:\s+(.+)$/gm)].map((m) => m[1]!);
  const body = withoutAbstracts.replace(/^#\s.*$/m, '').replace(/^\[\^[\w-]+\]:\s+.+$/gm, '');
  return { body, notes, references, abstracts };
}

/** Years in running prose later than the work's, unless they name a target ("até 2030", "by 2030"). */
export function yearsAfter(body: string, year: number): string[] {
  const later: string[] = [];
  for (const block of proseBlocks(body))
    for (const match of block.matchAll(/(\S+\s+)?\b(20\d\d)\b/g)) {
      const target = /^(até|ate|until|by|to|para|meta|horizonte|prazo|em)\s+$/i.test(match[1] ?? '');
      if (Number(match[2]) > year && !target) later.push(`${match[2]}: …${block.slice(Math.max(0, match.index - 40), match.index + 40)}…`);
    }
  return later;
}

/** Words that say the people or data are invented, in the languages the demo publishes. */
export const FICTION = /\bfict(?:í|i)ci[oa]s?\b|\bfictional\b|\bfictitious\b/i;

const NUMBER_WORDS: Record<string, number> = {
  duas: 2,
  dois: 2,
  two: 2,
  dos: 2,
  tres: 3,
  três: 3,
  three: 3,
  quatro: 4,
  four: 4,
  cuatro: 4,
  cinco: 5,
  five: 5,
  seis: 6,
  six: 6,
  sete: 7,
  seven: 7,
  siete: 7,
  oito: 8,
  eight: 8,
  ocho: 8,
};

/**
 * Announcements of a number of parts ("em quatro subseções", "in three sections") whose count the
 * text then contradicts: the next-level headings that follow the announcing paragraph, to the end
 * of its section.
 */
export function wrongAnnouncements(body: string): string[] {
  const lines = body.split('\n');
  const wrong: string[] = [];
  lines.forEach((line, i) => {
    const match = /\b(?:em|in|en)\s+(\d+|[\p{L}]+)\s+(subseç(?:ões|oes)|seç(?:ões|oes)|partes|subsections|sections|parts|apartados|secciones)\b/iu.exec(line);
    if (!match || /^#/.test(line)) return;
    const said = /^\d+$/.test(match[1]!) ? Number(match[1]) : NUMBER_WORDS[fold(match[1]!)];
    if (!said) return;
    // The heading level of the section the line sits in; its parts are one level deeper.
    let level = 1;
    for (let j = i - 1; j >= 0; j--) {
      const heading = /^(#{1,6})\s/.exec(lines[j]!);
      if (heading) {
        level = heading[1]!.length;
        break;
      }
    }
    let parts = 0;
    for (const next of lines.slice(i + 1)) {
      const heading = /^(#{1,6})\s/.exec(next);
      if (!heading) continue;
      if (heading[1]!.length <= level) break;
      if (heading[1]!.length === level + 1) parts++;
    }
    // An introduction's outline ("o artigo está organizado em cinco seções") counts the sections at its own level.
    const atLevel = lines.map((l, j) => ({ j, heading: /^(#{1,6})\s/.exec(l)?.[1]?.length })).filter((l) => l.heading === level);
    const outline = [atLevel.length, atLevel.filter((l) => l.j > i).length, atLevel.filter((l) => l.j > i).length + 1];
    if (parts !== said && !(parts === 0 && outline.includes(said))) wrong.push(`"${match[0]}" but ${parts} follow`);
  });
  return wrong;
}

/** Tables', charts' and figures' captions and their numbers ("Tabela 2.1." → [2, 1]). */
export const captionNumbers = (body: string) =>
  [...body.matchAll(/^(?:!\[[^\]]*\]\([^)]*")?(Tabela|Quadro|Table|Chart|Tabla|Cuadro|Figura|Figure)\s+(\d+)(?:\.(\d+))?[.:]/gim)].map((m) => ({
    kind: fold(m[1]!),
    numbers: m[3] ? [Number(m[2]), Number(m[3])] : [Number(m[2])],
  }));
