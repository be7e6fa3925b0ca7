/**
 * MARC 21 bibliographic records (RDA) for the press's works, as libraries load them: one record
 * per carrier (the online resource, the printed volume), written as MARCXML or ISO 2709.
 * Pure: the works come in described (marc-records.server.ts), the records go out as text.
 */
import type { Contributor } from '#app/lib/db/schema.ts';
import { ISO_639_2B } from '#app/lib/language-codes.ts';
import { licenseUrl } from '#app/lib/license.ts';
import { escapeXml, withoutXmlForbidden } from '#app/lib/xml.ts';

export interface MarcWork {
  id: number;
  slug: string;
  type: 'book' | 'proceedings';
  title: string;
  subtitle: string | null;
  contributors: Contributor[];
  /** ISO 639-1 ("pt", "en"). */
  language: string;
  edition: number;
  pages: number | null;
  publishedOn: string | null;
  updatedAt: Date;
  license: string | null;
  openAccess: boolean;
  doi: string | null;
  abstract: string | null;
  keywords: string[];
  subjects: string[];
  collection: string | null;
  chapters: string[];
  printIsbn: string | null;
  ebookIsbn: string | null;
  hasPrint: boolean;
  /** Sold or read as an ebook, or open online. */
  hasOnline: boolean;
  landingUrl: string;
  readUrl: string | null;
}

export interface MarcPress {
  name: string;
  city: string;
  /** The record's source (001/003, 040): a code made from the press's name. */
  code: string;
}

export type Carrier = 'online' | 'print';
export type Subfields = [code: string, value: string][];
export type DataField = { tag: string; ind1: string; ind2: string; subfields: Subfields };
export interface MarcRecord {
  leader: string;
  control: [tag: string, value: string][];
  fields: DataField[];
}

const RELATORS: Record<Contributor['role'], { pt: string; en: string }> = {
  author: { pt: 'autor', en: 'author' },
  editor: { pt: 'editor', en: 'editor' },
  organizer: { pt: 'organizador', en: 'editor' },
  translator: { pt: 'tradutor', en: 'translator' },
};
const LICENSE_NAMES: Record<string, string> = {
  'CC-BY-4.0': 'Creative Commons Attribution 4.0 International (CC BY 4.0)',
  'CC-BY-SA-4.0': 'Creative Commons Attribution-ShareAlike 4.0 International (CC BY-SA 4.0)',
  'CC-BY-NC-4.0': 'Creative Commons Attribution-NonCommercial 4.0 International (CC BY-NC 4.0)',
  'CC-BY-NC-ND-4.0': 'Creative Commons Attribution-NonCommercial-NoDerivatives 4.0 International (CC BY-NC-ND 4.0)',
};

/** A code for 003 and 040 from the press's name: letters and digits only ("Editora Ipê" → "EditoraIpe"). */
export const pressCode = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 16) || 'Press';

/**
 * A data field from its subfields' values, empty ones left out. What XML cannot carry is dropped
 * first: MARC's own separators (0x1D–0x1F) are among those characters, so no value can end a
 * subfield, field or record early, and both writers get the same clean text.
 */
const field = (tag: string, ind1: string, ind2: string, ...subfields: (readonly [string, string | null | undefined])[]): DataField | null => {
  const kept = subfields.flatMap(([code, value]) => {
    const clean = value ? withoutXmlForbidden(value).replace(/\s+/g, ' ').trim() : '';
    return clean ? [[code, clean] as [string, string]] : [];
  });
  return kept.length ? { tag, ind1, ind2, subfields: kept } : null;
};

const year = (work: MarcWork) => work.publishedOn?.slice(0, 4) ?? '';
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const isbd = (text: string, end: string) => (/[.?!]$/.test(text) ? text : `${text}${end}`);

function edition(work: MarcWork): string | null {
  if (work.edition <= 1) return null;
  if (work.language === 'pt') return `${work.edition}. ed.`;
  const n = work.edition;
  const suffix = n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th';
  return `${n}${suffix} edition.`;
}

const name = (c: Contributor) => `${c.family}, ${c.given}`;

/*
 * ISO 2709 counts a field's length in four digits and a record's in five: a field (indicators,
 * subfields and its terminator) holds at most 9,999 bytes, a record 99,999. Both writers write
 * the record as fitted here, so MARCXML says exactly what the .mrc file does.
 */
const FIELD_MAX_BYTES = 9_999;
const RECORD_MAX_BYTES = 99_999;
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
/** Indicators, each subfield's delimiter and code, and the field terminator. */
const fieldBytes = (f: DataField) => 3 + f.subfields.reduce((n, [, value]) => n + 2 + bytes(value), 0);
/** Notes that may repeat, split where their text allows: the summary at sentences, the contents between titles. */
const SPLIT_AT: Record<string, RegExp> = { '500': /[.!?]["'”’)]*(?= )/g, '520': /[.!?]["'”’)]*(?= )/g, '505': / --(?= )/g };
/** Repeatable fields whose subfields may be shared out over several (one keyword each). */
const SHARE_SUBFIELDS = new Set(['653']);
/** What gives way when a record would pass its limit: contents, summary, keywords, subjects, other names. */
const GIVES_WAY = ['505', '520', '653', '650', '700'];

/** The longest start of `text` within `max` bytes, cut after its last boundary, else at its last space. */
function headWithin(text: string, max: number, boundary: RegExp): string {
  let end = 0;
  let used = 0;
  for (const ch of text) {
    used += bytes(ch);
    if (used > max) break;
    end += ch.length;
  }
  const head = text.slice(0, end);
  if (end === text.length) return head;
  const atBoundary = [...head.matchAll(boundary)].map((m) => m.index + m[0].length).at(-1);
  const space = head.lastIndexOf(' ');
  return atBoundary ? head.slice(0, atBoundary) : space > 0 ? head.slice(0, space) : head;
}

/** A value cut to `max` bytes at a word, marked as cut. */
const cut = (value: string, max: number) => `${headWithin(value, max - bytes(' …'), / /g).trimEnd()} …`;

/** A field as ISO 2709 can hold it: as it is, split into repeated fields, or cut. */
function fitField(f: DataField): DataField[] {
  if (fieldBytes(f) <= FIELD_MAX_BYTES) return [f];
  const boundary = SPLIT_AT[f.tag];
  if (boundary && f.subfields.length === 1) {
    const [code, text] = f.subfields[0]!;
    const pieces: string[] = [];
    for (let rest = text; rest; ) {
      const head = bytes(rest) <= FIELD_MAX_BYTES - 5 ? rest : headWithin(rest, FIELD_MAX_BYTES - 5, boundary);
      pieces.push(head.trim());
      rest = rest.slice(head.length).trim();
    }
    // A contents note's continuations have no display constant of their own (first indicator 8).
    return pieces.map((piece, i) => ({ ...f, ind1: f.tag === '505' && i > 0 ? '8' : f.ind1, subfields: [[code, piece]] }));
  }
  if (SHARE_SUBFIELDS.has(f.tag) && f.subfields.length > 1) {
    const shared: DataField[] = [];
    for (const subfield of f.subfields) {
      const last = shared.at(-1);
      if (last && fieldBytes({ ...last, subfields: [...last.subfields, subfield] }) <= FIELD_MAX_BYTES) last.subfields.push(subfield);
      else shared.push(...fitField({ ...f, subfields: [subfield] }));
    }
    return shared;
  }
  // A field that may not repeat keeps its start: its longest values are cut until it fits.
  const subfields = f.subfields.map(([code, value]) => [code, value] as [string, string]);
  while (fieldBytes({ ...f, subfields }) > FIELD_MAX_BYTES) {
    const longest = subfields.reduce((a, b) => (bytes(b[1]) > bytes(a[1]) ? b : a));
    if (bytes(longest[1]) <= bytes(' …')) break;
    longest[1] = cut(longest[1], bytes(longest[1]) - (fieldBytes({ ...f, subfields }) - FIELD_MAX_BYTES));
  }
  return [{ ...f, subfields }];
}

/** The fields, within 99,999 bytes: while the record would pass them, the last field of the note that takes the most room gives way. */
function withinRecord(control: [string, string][], fields: DataField[]): DataField[] {
  const kept = [...fields];
  const size = () =>
    24 + 12 * (control.length + kept.length) + 1 + control.reduce((n, [, value]) => n + bytes(value) + 1, 0) + kept.reduce((n, f) => n + fieldBytes(f), 0) + 1;
  const room = (tag: string) => kept.reduce((n, f) => n + (f.tag === tag ? fieldBytes(f) : 0), 0);
  let contentsCut = false;
  while (size() > RECORD_MAX_BYTES) {
    const tag = GIVES_WAY.filter((t) => room(t) > 0).sort((a, b) => room(b) - room(a))[0];
    if (!tag) break;
    kept.splice(
      kept.findLastIndex((f) => f.tag === tag),
      1,
    );
    contentsCut ||= tag === '505';
  }
  // What is left of the contents says it is incomplete (first indicator 1).
  const contents = kept.findIndex((f) => f.tag === '505');
  if (contentsCut && contents >= 0) kept[contents] = { ...kept[contents]!, ind1: '1' };
  return kept;
}

/** The record of one carrier of a work. */
export function marcRecord(work: MarcWork, carrier: Carrier, press: MarcPress): MarcRecord {
  const online = carrier === 'online';
  const lang = ISO_639_2B[work.language] ?? 'und';
  const relator = (c: Contributor) => (work.language === 'pt' ? RELATORS[c.role].pt : RELATORS[c.role].en);
  const orcid = (c: Contributor) => (c.orcid ? `https://orcid.org/${c.orcid.replace(/^https?:\/\/orcid\.org\//, '')}` : null);
  const [main, ...others] = work.contributors.filter((c) => c.role === 'author').length ? work.contributors : [];
  const added = main ? others : work.contributors;
  const responsibility = work.contributors.length ? work.contributors.map((c) => `${c.given} ${c.family}`).join(', ') : null;
  const isbn = online ? work.ebookIsbn : work.printIsbn;
  const otherIsbn = online ? work.printIsbn : work.ebookIsbn;
  const changed = work.updatedAt;
  const stamp = `${changed.getUTCFullYear()}${pad(changed.getUTCMonth() + 1, 2)}${pad(changed.getUTCDate(), 2)}${pad(changed.getUTCHours(), 2)}${pad(changed.getUTCMinutes(), 2)}${pad(changed.getUTCSeconds(), 2)}.0`;
  // 008 for books: entered, single date, place (Brazil), form of item (o: online), conference, language.
  const entered = `${String(changed.getUTCFullYear()).slice(2)}${pad(changed.getUTCMonth() + 1, 2)}${pad(changed.getUTCDate(), 2)}`;
  const fixed = [
    entered,
    's',
    (year(work) || '    ').padEnd(4),
    '    ',
    'bl ',
    '    ',
    ' ',
    online ? 'o' : ' ',
    '    ',
    ' ',
    work.type === 'proceedings' ? '1' : '0',
    '0',
    '0',
    ' ',
    '0',
    ' ',
    lang,
    ' ',
    'd',
  ].join('');
  const title = work.subtitle ? `${work.title} :` : responsibility ? `${work.title} /` : isbd(work.title, '.');
  const fields = [
    isbn ? field('020', ' ', ' ', ['a', isbn], ['q', online ? '(online)' : '(print)']) : null,
    otherIsbn ? field('020', ' ', ' ', ['z', otherIsbn], ['q', online ? '(print)' : '(online)']) : null,
    work.doi ? field('024', '7', ' ', ['a', work.doi], ['2', 'doi']) : null,
    field('040', ' ', ' ', ['a', press.code], ['b', lang], ['e', 'rda'], ['c', press.code]),
    main ? field('100', '1', ' ', ['a', `${name(main)},`], ['e', `${relator(main)}.`], ['1', orcid(main)]) : null,
    field(
      '245',
      main ? '1' : '0',
      '0',
      ['a', title],
      ['b', work.subtitle ? (responsibility ? `${work.subtitle} /` : isbd(work.subtitle, '.')) : null],
      ['c', responsibility ? isbd(responsibility, '.') : null],
    ),
    field('250', ' ', ' ', ['a', edition(work)]),
    field('264', ' ', '1', ['a', `${press.city} :`], ['b', `${press.name},`], ['c', year(work) ? `${year(work)}.` : null]),
    field('300', ' ', ' ', ['a', online ? `1 online resource${work.pages ? ` (${work.pages} pages)` : ''}` : work.pages ? `${work.pages} pages` : '1 volume']),
    field('336', ' ', ' ', ['a', 'text'], ['b', 'txt'], ['2', 'rdacontent']),
    field('337', ' ', ' ', ['a', online ? 'computer' : 'unmediated'], ['b', online ? 'c' : 'n'], ['2', 'rdamedia']),
    field('338', ' ', ' ', ['a', online ? 'online resource' : 'volume'], ['b', online ? 'cr' : 'nc'], ['2', 'rdacarrier']),
    work.collection ? field('490', '0', ' ', ['a', work.collection]) : null,
    online && work.openAccess ? field('500', ' ', ' ', ['a', work.language === 'pt' ? 'Obra em acesso aberto.' : 'Open access work.']) : null,
    work.chapters.length ? field('505', '0', ' ', ['a', isbd(work.chapters.join(' -- '), '.')]) : null,
    online && work.openAccess ? field('506', '0', ' ', ['a', 'Open access'], ['f', 'Unrestricted online access'], ['2', 'star']) : null,
    work.abstract ? field('520', ' ', ' ', ['a', work.abstract]) : null,
    work.license ? field('540', ' ', ' ', ['a', LICENSE_NAMES[work.license] ?? work.license], ['u', licenseUrl(work.license)]) : null,
    ...work.subjects.map((subject) => field('650', ' ', '4', ['a', subject])),
    work.keywords.length ? field('653', ' ', ' ', ...work.keywords.map((keyword) => ['a', keyword] as const)) : null,
    work.type === 'proceedings' ? field('655', ' ', '7', ['a', 'Conference papers and proceedings.'], ['2', 'lcgft']) : null,
    ...added.map((c) => field('700', '1', ' ', ['a', `${name(c)},`], ['e', `${relator(c)}.`], ['1', orcid(c)])),
    (online ? work.hasPrint : work.hasOnline)
      ? field('776', '0', '8', ['i', online ? 'Print version:' : 'Online version:'], ['t', work.title], ['z', otherIsbn])
      : null,
    field('856', '4', '0', ['3', work.language === 'pt' ? 'Página da obra' : 'Landing page'], ['u', work.landingUrl]),
    online && work.readUrl ? field('856', '4', '0', ['3', work.language === 'pt' ? 'Ler on-line' : 'Read online'], ['u', work.readUrl]) : null,
  ].filter((f): f is DataField => f !== null);
  const control: [string, string][] = [
    ['001', `${press.code}-${work.id}-${carrier}`],
    ['003', press.code],
    ['005', stamp],
    ...(online
      ? ([
          ['006', 'm     o  d        '],
          ['007', 'cr |||||||||||'],
        ] as [string, string][])
      : [['007', 'ta'] as [string, string]]),
    ['008', fixed],
  ];
  return {
    // Length and base address are counted when the record is written as ISO 2709.
    leader: `00000nam a22000007i 4500`,
    control,
    fields: withinRecord(control, fields.flatMap(fitField)),
  };
}

/** A work's records: its online carrier (ebook or open access), then its printed volume. */
export function workRecords(work: MarcWork, press: MarcPress): MarcRecord[] {
  return [...(work.hasOnline ? [marcRecord(work, 'online', press)] : []), ...(work.hasPrint ? [marcRecord(work, 'print', press)] : [])];
}

/** One record as a MARCXML <record>. */
export function marcXmlRecord(record: MarcRecord): string {
  const lines = [`<record>`, `  <leader>${record.leader}</leader>`];
  for (const [tag, value] of record.control) lines.push(`  <controlfield tag="${tag}">${escapeXml(value)}</controlfield>`);
  for (const f of record.fields) {
    lines.push(`  <datafield tag="${f.tag}" ind1="${f.ind1}" ind2="${f.ind2}">`);
    for (const [code, value] of f.subfields) lines.push(`    <subfield code="${code}">${escapeXml(value)}</subfield>`);
    lines.push('  </datafield>');
  }
  lines.push('</record>');
  return lines.join('\n');
}

export const MARCXML_NS = 'http://www.loc.gov/MARC21/slim';

/** Records as a MARCXML collection. */
export function marcXmlCollection(records: MarcRecord[]): string {
  const body = records.map((record) => marcXmlRecord(record).replace(/^/gm, '  ')).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="${MARCXML_NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${MARCXML_NS} http://www.loc.gov/standards/marcxml/schema/MARC21slim.xsd">\n${body}\n</collection>\n`;
}

const FIELD_END = '\x1e';
const RECORD_END = '\x1d';
const SUBFIELD = '\x1f';

/** One record in ISO 2709 (MARC 21 exchange format), UTF-8: lengths and offsets counted in bytes. */
export function iso2709(record: MarcRecord): Buffer {
  const bodies: { tag: string; data: Buffer }[] = [
    ...record.control.map(([tag, value]) => ({ tag, data: Buffer.from(value + FIELD_END, 'utf8') })),
    ...record.fields.map((f) => ({
      tag: f.tag,
      data: Buffer.from(`${f.ind1}${f.ind2}${f.subfields.map(([code, value]) => `${SUBFIELD}${code}${value}`).join('')}${FIELD_END}`, 'utf8'),
    })),
  ];
  let offset = 0;
  const directory = bodies
    .map((body) => {
      const entry = `${body.tag}${pad(body.data.length, 4)}${pad(offset, 5)}`;
      offset += body.data.length;
      return entry;
    })
    .join('');
  const base = 24 + directory.length + 1;
  const length = base + offset + 1;
  const leader = `${pad(length, 5)}${record.leader.slice(5, 12)}${pad(base, 5)}${record.leader.slice(17)}`;
  return Buffer.concat([Buffer.from(leader + directory + FIELD_END, 'utf8'), ...bodies.map((body) => body.data), Buffer.from(RECORD_END)]);
}
