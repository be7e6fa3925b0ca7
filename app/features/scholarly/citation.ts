/**
 * References for a book, chapter, article or proceedings paper: ABNT NBR 6023:2018 and APA 7 as
 * styled segments (the component renders `strong` / `em`), BibTeX and RIS as export files.
 * Pure functions: the page's loader builds the CitableWork (see citable.server.ts).
 */
import type { Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import type { Contributor } from '#app/lib/db/schema.ts';
import { citationMessages } from './citation-messages.ts';
import type { CitableWork } from './citation-types.ts';
import { citeExportPath } from './cite-links.ts';
import { byRole } from './contributors.ts';
import { normalizeDoi } from '#app/lib/identifiers.ts';
import { PUBLISHER_TIME_ZONE } from '#app/lib/publisher-time-zone.ts';

export interface CitationSegment {
  text: string;
  /** ABNT highlights the title in bold. */
  strong?: boolean;
  /** APA italicises the title, the journal and its volume. */
  em?: boolean;
}

/** Collects styled pieces, merging neighbours of the same style. */
class Segments {
  readonly list: CitationSegment[] = [];
  add(text: string, style: { strong?: boolean; em?: boolean } = {}): this {
    if (!text) return this;
    const last = this.list[this.list.length - 1];
    if (last && !!last.strong === !!style.strong && !!last.em === !!style.em) last.text += text;
    else this.list.push({ text, ...(style.strong ? { strong: true } : {}), ...(style.em ? { em: true } : {}) });
    return this;
  }
  /** The segments, without the trailing space. */
  done(): CitationSegment[] {
    const last = this.list[this.list.length - 1];
    if (last) last.text = last.text.trimEnd();
    return this.list;
  }
}

export const citationText = (segments: CitationSegment[]): string => segments.map((s) => s.text).join('');

const clean = (text: string | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** Ends a sentence unless it already ends with a full stop, question or exclamation mark. */
const stop = (text: string): string => (/[.?!]$/.test(text) ? '' : '.');

const fullTitle = (title: string, subtitle?: string): string => (clean(subtitle) ? `${clean(title)}: ${clean(subtitle)}` : clean(title));

const doiUrl = (doi: string) => `https://doi.org/${doi}`;

const pageRange = (work: CitableWork, dash: string): string | undefined => {
  if (work.firstPage === undefined) return undefined;
  return work.lastPage !== undefined && work.lastPage !== work.firstPage ? `${work.firstPage}${dash}${work.lastPage}` : String(work.firstPage);
};

const editorsOf = (contributors: Contributor[]) => contributors.filter((c) => c.role === 'editor' || c.role === 'organizer');

// ─── ABNT NBR 6023:2018 ─────────────────────────────────────────────────────────────────────────

const abntWords = {
  pt: {
    available: 'Disponível em',
    accessed: 'Acesso em',
    translation: 'Tradução',
    noDate: '[s. d.]',
    and: 'e',
    months: ['jan.', 'fev.', 'mar.', 'abr.', 'maio', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'],
  },
  // The standard is Brazilian; English pages keep its form and translate only the running words,
  // as Brazilian journals publishing in English do.
  en: {
    available: 'Available at',
    accessed: 'Accessed on',
    translation: 'Translation',
    noDate: '[n. d.]',
    and: 'and',
    months: ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'],
  },
} satisfies Record<Locale, unknown>;

const abntName = (c: Contributor): string => {
  const family = clean(c.family).toLocaleUpperCase('pt-BR');
  const given = clean(c.given);
  return given ? `${family}, ${given}` : family;
};

/** "SOUZA, Ana; LIMA, Bruno" for authors, "SOUZA, Ana (org.)" for editors; '' for nobody. */
function abntResponsibility(contributors: Contributor[]): string {
  const authors = byRole(contributors, 'author');
  if (authors.length) return authors.map(abntName).join('; ');
  const editors = editorsOf(contributors);
  if (!editors.length) return '';
  return `${editors.map(abntName).join('; ')} (${editors[0]!.role === 'editor' ? 'ed.' : 'org.'})`;
}

/** The day, month and year in the publisher's time zone: "23 nov. 2026". */
function abntDate(date: Date, locale: Locale): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: PUBLISHER_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return `${get('day')} ${abntWords[locale].months[get('month') - 1]} ${get('year')}`;
}

/**
 * The title in bold with its subtitle in plain type. A work with no one responsible is entered
 * by its title, whose first word is then written in capitals instead of bold.
 */
function abntTitle(out: Segments, title: string, subtitle: string | undefined, entryByTitle: boolean) {
  const main = clean(title);
  if (entryByTitle) {
    const [first = '', ...rest] = main.split(' ');
    out.add([first.toLocaleUpperCase('pt-BR'), ...rest].join(' '));
  } else {
    out.add(main, { strong: true });
  }
  if (clean(subtitle)) out.add(`: ${clean(subtitle)}`);
  const full = fullTitle(title, subtitle);
  out.add(`${stop(full)} `);
}

export function formatAbnt(work: CitableWork, locale: Locale, accessed: Date = new Date()): CitationSegment[] {
  const words = abntWords[locale];
  const out = new Segments();
  const responsible = abntResponsibility(work.contributors);
  const year = work.year ? String(work.year) : words.noDate;
  const imprint = `${work.place}: ${work.publisher}, ${year}. `;
  const pages = pageRange(work, '-');

  if (responsible) out.add(`${responsible}${stop(responsible)} `);

  if (work.kind === 'book') {
    abntTitle(out, work.title, work.subtitle, !responsible);
    const translators = byRole(work.contributors, 'translator').map((c) => clean(`${c.given} ${c.family}`));
    if (translators.length) out.add(`${words.translation}: ${joinWith(translators, words.and)}. `);
    if (work.edition && work.edition > 1) out.add(`${work.edition}. ed. `);
    out.add(imprint);
    if (work.pages) out.add(`${work.pages} p. `);
    if (work.isbn) out.add(`ISBN ${work.isbn}. `);
  } else if (work.kind === 'article') {
    const title = fullTitle(work.title, work.subtitle);
    out.add(`${title}${stop(title)} `);
    const journal = work.journal;
    out.add(clean(journal?.name), { strong: true });
    const details = [
      work.place,
      journal?.volume !== undefined ? `v. ${journal.volume}` : '',
      journal?.number !== undefined ? `n. ${journal.number}` : '',
      pages ? `p. ${pages}` : '',
      year,
    ].filter(Boolean);
    out.add(`, ${details.join(', ')}. `);
  } else {
    // A chapter of a book or a paper in proceedings: "Part. In: WHOLE."
    const title = fullTitle(work.title, work.subtitle);
    out.add(`${title}${stop(title)} In: `);
    const container = work.container;
    if (work.kind === 'paper' && work.event) {
      const event = [clean(work.event.name).toLocaleUpperCase('pt-BR'), work.event.year ? String(work.event.year) : '', clean(work.event.place)].filter(
        Boolean,
      );
      out.add(`${event.join(', ')}. `);
    } else if (container) {
      const whole = abntResponsibility(container.contributors);
      if (whole) out.add(`${whole}${stop(whole)} `);
    }
    if (container) abntTitle(out, container.title, container.subtitle, false);
    out.add(imprint);
    if (pages) out.add(`p. ${pages}. `);
  }

  const doi = normalizeDoi(work.doi);
  if (doi) out.add(`DOI: ${doiUrl(doi)}. `);
  out.add(`${words.available}: ${work.url}. ${words.accessed}: ${abntDate(accessed, locale)}.`);
  return out.done();
}

function joinWith(names: string[], and: string): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}

// ─── APA 7 ──────────────────────────────────────────────────────────────────────────────────────

const particles = new Set(['de', 'da', 'do', 'das', 'dos', 'e', 'van', 'von', 'der', 'di', 'del', 'la', 'le']);

/** "Ana Maria" → "A. M."; "Jean-Paul" → "J.-P."; particles ("de") are not initials. */
export function initials(given: string): string {
  return clean(given)
    .split(' ')
    .filter((part) => part && !particles.has(part.toLowerCase()))
    .map((part) =>
      part
        .split('-')
        .filter(Boolean)
        .map((piece) => `${piece.charAt(0).toLocaleUpperCase()}.`)
        .join('-'),
    )
    .join(' ');
}

/** "Souza, A. M." (author position). */
const apaName = (c: Contributor): string => {
  const given = initials(c.given);
  return given ? `${clean(c.family)}, ${given}` : clean(c.family);
};

/** "A. M. Souza" (editors and translators, after the title). */
const apaNameGivenFirst = (c: Contributor): string => clean(`${initials(c.given)} ${c.family}`);

/** Author list: "A, B., & C, D."; from 21 authors, the first 19, an ellipsis and the last. */
function apaAuthorList(names: string[]): string {
  if (names.length <= 1) return names.join('');
  if (names.length > 20) return `${names.slice(0, 19).join(', ')}, . . . ${names[names.length - 1]}`;
  return `${names.slice(0, -1).join(', ')}, & ${names[names.length - 1]}`;
}

/** Names after the title: "A. Souza & B. Lima"; "A. Souza, B. Lima, & C. Dias". */
function apaInlineList(names: string[]): string {
  if (names.length <= 2) return names.join(' & ');
  return `${names.slice(0, -1).join(', ')}, & ${names[names.length - 1]}`;
}

const ordinal = (n: number): string => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

export function formatApa(work: CitableWork): CitationSegment[] {
  const out = new Segments();
  const authors = byRole(work.contributors, 'author');
  const editors = editorsOf(work.contributors);
  const title = fullTitle(work.title, work.subtitle);
  const pages = pageRange(work, '–');

  /** A book's title in italics with its notes: "*Title* (C. Dias, Trans.; 2nd ed.)." */
  const bookTitle = () => {
    const notes: string[] = [];
    const translators = byRole(work.contributors, 'translator');
    if (translators.length) notes.push(`${apaInlineList(translators.map(apaNameGivenFirst))}, Trans.`);
    if (work.edition && work.edition > 1) notes.push(`${ordinal(work.edition)} ed.`);
    out.add(title, { em: true });
    out.add(notes.length ? ` (${notes.join('; ')}). ` : `${stop(title)} `);
  };
  const plainTitle = () => out.add(`${title}${stop(title)} `);

  // Who: the authors; for an edited book its editors with "(Ed.)"; with nobody, the title moves here.
  const byTitle = !authors.length && !(work.kind === 'book' && editors.length);
  if (authors.length) {
    const who = apaAuthorList(authors.map(apaName));
    out.add(`${who}${stop(who)} `);
  } else if (!byTitle) {
    out.add(`${apaAuthorList(editors.map(apaName))} (${editors.length > 1 ? 'Eds.' : 'Ed.'}). `);
  } else if (work.kind === 'book') {
    bookTitle();
  } else {
    plainTitle();
  }
  out.add(`(${work.year ?? 'n.d.'}). `);

  if (work.kind === 'book') {
    if (!byTitle) bookTitle();
    out.add(`${work.publisher}. `);
  } else if (work.kind === 'article') {
    if (!byTitle) plainTitle();
    out.add(clean(work.journal?.name), { em: true });
    const volume = work.journal?.volume;
    const number = work.journal?.number;
    if (volume !== undefined) {
      out.add(', ');
      out.add(String(volume), { em: true });
    }
    if (number !== undefined) out.add(`(${number})`);
    if (pages) out.add(`, ${pages}`);
    out.add('. ');
  } else {
    // A chapter, or a paper in published proceedings: "In A. Editor (Ed.), *Book* (pp. 1–9)."
    if (!byTitle) plainTitle();
    const container = work.container;
    const containerEditors = editorsOf(container?.contributors ?? []);
    out.add('In ');
    if (containerEditors.length) {
      out.add(`${apaInlineList(containerEditors.map(apaNameGivenFirst))} (${containerEditors.length > 1 ? 'Eds.' : 'Ed.'}), `);
    }
    const whole = fullTitle(container?.title ?? '', container?.subtitle);
    out.add(whole, { em: true });
    if (pages) out.add(` (${pages.includes('–') ? 'pp.' : 'p.'} ${pages}).`);
    else out.add(stop(whole));
    out.add(` ${work.publisher}. `);
  }

  const doi = normalizeDoi(work.doi);
  out.add(doi ? doiUrl(doi) : work.url);
  return out.done();
}

// ─── BibTeX ─────────────────────────────────────────────────────────────────────────────────────

const ascii = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const familySuffixes = new Set(['junior', 'jr.', 'filho', 'neto', 'sobrinho']);
const keyStopWords = new Set(['para', 'como', 'sobre', 'entre', 'with', 'from', 'into', 'that', 'this', 'uma', 'the']);

/** A stable key from the first name, the year and the first meaningful title word: souza2024design. */
export function bibtexKey(work: CitableWork): string {
  const first = byRole(work.contributors, 'author')[0] ?? editorsOf(work.contributors)[0];
  // The main surname: "de Souza" → souza, "Lima Filho" → lima.
  const surname = ascii(first?.family ?? '')
    .split(/\s+/)
    .find((w) => w && !particles.has(w) && !familySuffixes.has(w));
  const name = (surname ?? '').replace(/[^a-z0-9]/g, '') || 'ipe';
  const words = ascii(work.title)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const word = words.find((w) => w.length >= 4 && !keyStopWords.has(w)) ?? words[0] ?? work.kind;
  return `${name}${work.year ?? 'nd'}${word}`;
}

/** Escapes the characters BibTeX / LaTeX treat as commands; accents stay UTF-8. */
export function escapeBibtex(text: string): string {
  return clean(text).replace(/[\\{}&%$#_~^]/g, (ch) => {
    switch (ch) {
      case '\\':
        return '\\textbackslash{}';
      case '~':
        return '\\textasciitilde{}';
      case '^':
        return '\\textasciicircum{}';
      default:
        return `\\${ch}`;
    }
  });
}

const bibtexNames = (people: Contributor[]): string =>
  people.map((c) => (clean(c.given) ? `${escapeBibtex(c.family)}, ${escapeBibtex(c.given)}` : escapeBibtex(c.family))).join(' and ');

const languageNames: Record<string, string> = { pt: 'portuguese', en: 'english', es: 'spanish', fr: 'french', it: 'italian', de: 'german' };

export function toBibtex(work: CitableWork): string {
  const type = { book: 'book', chapter: 'incollection', article: 'article', paper: 'inproceedings' }[work.kind];
  const authors = byRole(work.contributors, 'author');
  const fields: [string, string | undefined][] = [];
  const text = (name: string, value: string | undefined) => fields.push([name, value ? escapeBibtex(value) : undefined]);
  // URLs and DOIs are read verbatim by biblatex; only braces could break the entry.
  const verbatim = (name: string, value: string | undefined) => fields.push([name, value?.replace(/[{}]/g, encodeURIComponent)]);

  if (authors.length) fields.push(['author', bibtexNames(authors)]);
  else if (work.kind === 'book') fields.push(['editor', bibtexNames(editorsOf(work.contributors)) || undefined]);
  text('title', fullTitle(work.title, work.subtitle));
  if (work.kind === 'article') {
    text('journal', work.journal?.name);
    fields.push(['volume', work.journal?.volume?.toString()], ['number', work.journal?.number?.toString()]);
  } else if (work.kind !== 'book') {
    text('booktitle', work.container ? fullTitle(work.container.title, work.container.subtitle) : undefined);
    fields.push(['editor', bibtexNames(editorsOf(work.container?.contributors ?? [])) || undefined]);
  }
  if (work.kind === 'paper' && work.event) text('eventtitle', work.event.name);
  if (work.kind === 'book' && work.edition && work.edition > 1) fields.push(['edition', String(work.edition)]);
  const pages = pageRange(work, '--');
  if (work.kind !== 'book') fields.push(['pages', pages]);
  if (work.kind !== 'article') {
    text('publisher', work.publisher);
    text('address', work.place);
  }
  fields.push(['year', work.year?.toString()]);
  if (work.kind === 'article') fields.push(['issn', work.issn]);
  else fields.push(['isbn', work.isbn]);
  verbatim('doi', normalizeDoi(work.doi));
  verbatim('url', work.url);
  fields.push(['language', work.language ? (languageNames[work.language] ?? work.language) : undefined]);

  const body = fields
    .filter((f): f is [string, string] => !!f[1])
    .map(([name, value]) => `  ${name} = {${value}}`)
    .join(',\n');
  return `@${type}{${bibtexKey(work)},\n${body}\n}\n`;
}

// ─── RIS ────────────────────────────────────────────────────────────────────────────────────────

const risName = (c: Contributor): string => (clean(c.given) ? `${clean(c.family)}, ${clean(c.given)}` : clean(c.family));

/** RIS (Zotero, Mendeley, EndNote): one "TAG  - value" per line, CRLF line ends. */
export function toRis(work: CitableWork): string {
  const type = { book: 'BOOK', chapter: 'CHAP', article: 'JOUR', paper: 'CPAPER' }[work.kind];
  const lines: string[] = [`TY  - ${type}`];
  const add = (tag: string, value: string | number | undefined) => {
    const text = clean(value === undefined ? '' : String(value));
    if (text) lines.push(`${tag}  - ${text}`);
  };
  const authors = byRole(work.contributors, 'author');
  for (const a of authors) add('AU', risName(a));
  const editors = work.kind === 'book' ? editorsOf(work.contributors) : editorsOf(work.container?.contributors ?? []);
  // An edited book's editors, or the editors of the book a chapter or paper is in.
  for (const e of editors) add('ED', risName(e));
  add('PY', work.year);
  add('DA', work.date?.replace(/-/g, '/'));
  add('TI', fullTitle(work.title, work.subtitle));
  const whole = work.container && fullTitle(work.container.title, work.container.subtitle);
  if (work.kind === 'chapter') add('T2', whole);
  if (work.kind === 'paper') {
    // As Zotero reads it: T2 the conference, C3 the proceedings volume.
    add('T2', work.event?.name ?? whole);
    if (work.event) add('C3', whole);
  }
  if (work.kind === 'article') {
    add('JO', work.journal?.name);
    add('VL', work.journal?.volume);
    add('IS', work.journal?.number);
  }
  if (work.kind === 'book' && work.edition && work.edition > 1) add('ET', work.edition);
  // For a book, SP is its number of pages.
  add('SP', work.kind === 'book' ? work.pages : work.firstPage);
  add('EP', work.lastPage);
  add('SN', work.kind === 'article' ? work.issn : work.isbn);
  add('DO', normalizeDoi(work.doi));
  add('UR', work.url);
  if (work.kind !== 'article') {
    add('PB', work.publisher);
    add('CY', work.place);
  }
  add('LA', work.language);
  lines.push('ER  - ');
  return `${lines.join('\r\n')}\r\n`;
}

/** What the "how to cite" section shows, formatted on the server (the formatters stay out of the page's JavaScript). */
/** "How to cite" as the loader writes it: the references, the section's words in the page's language, the export files. */
export interface CitationView {
  abnt: CitationSegment[];
  apa: CitationSegment[];
  text: Record<'heading' | 'abnt' | 'apa' | 'export' | 'bibtexTitle' | 'risTitle', string>;
  bibtex: string;
  ris: string;
}

export function citationView(work: CitableWork, exportId: number, locale: Locale, accessed = new Date()): CitationView {
  const t = translator(citationMessages, locale);
  return {
    abnt: formatAbnt(work, locale, accessed),
    apa: formatApa(work),
    text: { heading: t('heading'), abnt: t('abnt'), apa: t('apa'), export: t('export'), bibtexTitle: t('bibtexTitle'), risTitle: t('risTitle') },
    bibtex: citeExportPath(work.kind, exportId, 'bibtex', locale),
    ris: citeExportPath(work.kind, exportId, 'ris', locale),
  };
}
