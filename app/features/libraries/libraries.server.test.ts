/**
 * What libraries load, from the demo catalog: MARCXML valid against the Library of Congress schema,
 * ISO 2709 files read by an independent library (marcjs) agreeing with the MARCXML field by field,
 * open access coded in 506 and 540, records harvested as marcxml valid too, KBART rows in order.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Marc } from 'marcjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oaiResponse } from '#app/features/catalog/api.server.ts';
import { seedCatalog } from '#app/features/catalog/seed/seed-catalog.server.ts';
import { formats, publications } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { currentPress, rememberPress } from '#app/lib/press/press.ts';
import { localStorage } from '#app/lib/storage/storage.server.ts';
import { validateXml } from '#app/test/xml-schema.ts';
import { kbartResponse, marcFile, parseKbartFile, parseMarcFile } from './files.server.ts';
import { KBART_COLUMNS } from './kbart.server.ts';
import { marcWorks } from './marc-records.server.ts';
import { iso2709, marcRecord, marcXmlCollection, type MarcWork } from './marc.ts';
import { utcDay } from '#app/lib/utc-days.ts';

const APP = 'https://editora.example';
let database: TestDatabase;
let uploads: string;

beforeAll(async () => {
  database = await createTestDatabase();
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'ipe-marc-'));
  await seedCatalog(database.db, { files: localStorage(uploads) });
});
afterAll(async () => {
  await database.dispose();
  await fs.rm(uploads, { recursive: true, force: true });
});

type ParsedRecord = { leader: string; fields: (string | string[])[][] };
/** Records read by marcjs from a stream of the given format. */
async function parse(format: 'Iso2709' | 'Marcxml', data: Buffer | string): Promise<ParsedRecord[]> {
  const records: ParsedRecord[] = [];
  const reader = Marc.createStream(format, 'Parser');
  await new Promise<void>((resolve, reject) => {
    reader.on('data', (record: ParsedRecord) => records.push(record));
    reader.on('end', () => resolve());
    reader.on('error', reject);
    Readable.from([data]).pipe(reader);
  });
  return records;
}

const file = async (name: string) => {
  const parsed = parseMarcFile(name, new URLSearchParams());
  if ('error' in parsed) throw new Error(parsed.error);
  return (await marcFile(database.db, parsed.set, parsed.format, APP, 'x'))!;
};

describe('MARC 21 records of the demo catalog', () => {
  it('are valid MARCXML, and the ISO 2709 file says the same, field by field', async () => {
    const xml = await (await file('all.xml')).text();
    const check = validateXml('marc', xml);
    expect(check.valid, check.messages).toBe(true);
    const works = await marcWorks(database.db, { kind: 'all' }, APP);
    expect(works.length).toBeGreaterThan(10);
    const fromXml = await parse('Marcxml', xml);
    const fromIso = await parse('Iso2709', Buffer.from(await (await file('all.mrc')).arrayBuffer()));
    expect(fromIso).toHaveLength(fromXml.length);
    expect(fromXml.length).toBe(works.reduce((n, work) => n + (work.hasOnline ? 1 : 0) + (work.hasPrint ? 1 : 0), 0));
    fromIso.forEach((record, i) => {
      // UTF-8 (leader 09 = a), and the same fields; lengths are the ISO file's own.
      expect(record.leader[9]).toBe('a');
      expect(record.leader.slice(5, 12) + record.leader.slice(17)).toBe(fromXml[i]!.leader.slice(5, 12) + fromXml[i]!.leader.slice(17));
      expect(record.fields).toEqual(fromXml[i]!.fields);
    });
  });

  it('code open access (506 with its 0 indicator, 540 with the licence’s address) and link the reading online', async () => {
    const xml = await (await file('open-access.xml')).text();
    const records = await parse('Marcxml', xml);
    expect(records.length).toBeGreaterThan(0);
    const online = records.filter((record) => record.fields.some((f) => f[0] === '338' && f.includes('online resource')));
    expect(online.length).toBeGreaterThan(0);
    for (const record of online) {
      const tags = record.fields.map((f) => f[0]);
      expect(tags).toEqual(expect.arrayContaining(['001', '003', '005', '008', '040', '245', '264', '336', '337', '338', '506', '540', '856']));
      const access = record.fields.find((f) => f[0] === '506')!;
      expect(access.slice(1, 3)).toEqual(['0 ', 'a']);
      expect(access).toContain('Unrestricted online access');
      expect(record.fields.find((f) => f[0] === '540')!.join(' ')).toMatch(/creativecommons\.org\/licenses\//);
    }
  });

  it('one work, a collection and a period of changes each have their file; an unknown work is none', async () => {
    const [work] = await marcWorks(database.db, { kind: 'all' }, APP);
    const one = await marcFile(database.db, { kind: 'work', slug: work!.slug }, 'xml', APP, 'one');
    expect(validateXml('marc', await one!.text()).valid).toBe(true);
    expect(await marcFile(database.db, { kind: 'work', slug: 'nao-existe' }, 'xml', APP, 'x')).toBeNull();
    expect(parseMarcFile('changes.xml', new URLSearchParams('from=2026-02-30&until=2026-03-01'))).toEqual({ error: 'bad-dates' });
    expect(parseMarcFile('changes.xml', new URLSearchParams('from=2020-01-01&until=2026-01-01'))).toEqual({ error: 'bad-dates' });
    expect(parseMarcFile('../etc.xml', new URLSearchParams())).toEqual({ error: 'not-found' });
    const today = utcDay(new Date());
    const changes = await parse('Marcxml', await (await marcFile(database.db, { kind: 'changes', from: '2000-01-01', until: today }, 'xml', APP, 'c'))!.text());
    expect(changes.length).toBeGreaterThan(0);
  });

  it('are harvested through OAI-PMH as marcxml, valid with the MARC schema', async () => {
    const xml = await oaiResponse(
      [
        ['verb', 'ListRecords'],
        ['metadataPrefix', 'marcxml'],
      ],
      { db: database.db, appUrl: APP, adminEmail: 'a@example.com', secret: 'oai-test-secret' },
    );
    expect(xml).toContain('<record xmlns="http://www.loc.gov/MARC21/slim">');
    expect(xml).not.toContain(':article/');
    const check = validateXml('oai-pmh-marcxml', xml);
    expect(check.valid, check.messages).toBe(true);
  });
});

/** Every record of an ISO 2709 file, walked by its own leaders and directories: what does not hold together. */
function iso2709Problems(file: Buffer): { records: { tag: string; bytes: number }[][]; problems: string[] } {
  const records: { tag: string; bytes: number }[][] = [];
  const problems: string[] = [];
  for (let at = 0; at < file.length; ) {
    const length = Number(file.subarray(at, at + 5).toString('latin1'));
    const record = file.subarray(at, at + length);
    const where = `record ${records.length + 1}`;
    if (!(length >= 26) || record.length !== length || record.at(-1) !== 0x1d) problems.push(`${where}: length ${length} does not end at a record terminator`);
    if (record.subarray(0, -1).includes(0x1d)) problems.push(`${where}: a record terminator inside`);
    if (length > 99_999) problems.push(`${where}: ${length} bytes`);
    const base = Number(record.subarray(12, 17).toString('latin1'));
    const directory = record.subarray(24, base - 1).toString('latin1');
    if (record[base - 1] !== 0x1e || directory.length % 12) problems.push(`${where}: directory does not end at ${base}`);
    const fields: { tag: string; bytes: number }[] = [];
    let next = 0;
    for (let i = 0; i + 12 <= directory.length; i += 12) {
      const [tag, bytes, offset] = [directory.slice(i, i + 3), Number(directory.slice(i + 3, i + 7)), Number(directory.slice(i + 7, i + 12))];
      const data = record.subarray(base + offset, base + offset + bytes);
      if (offset !== next || data.at(-1) !== 0x1e || data.subarray(0, -1).includes(0x1e))
        problems.push(`${where}: field ${tag} at ${offset} is not where the directory says`);
      if (bytes > 9_999) problems.push(`${where}: field ${tag} has ${bytes} bytes`);
      next = offset + bytes;
      fields.push({ tag, bytes });
    }
    if (base + next + 1 !== length) problems.push(`${where}: fields end at ${base + next + 1}, the leader says ${length}`);
    records.push(fields);
    if (!(length > 0)) break;
    at += length;
  }
  return { records, problems };
}

// U+FFFE, and MARC's own subfield, field and record separators.
const SEPARATORS = '\uFFFE\u001D\u001E\u001F';
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const sentences = Array.from({ length: 400 }, (_, i) => `A ação ${i + 1} do serviço público é descrita aqui${i % 7 ? '' : SEPARATORS}.`).join(' ');
// 13,500 characters: sentences, then a run without a space longer than a field may be.
const LONG_DESCRIPTION = `${sentences.slice(0, 13_500 - 10_500)}${'x'.repeat(10_500)}`;

describe('MARC records of hostile data', () => {
  const press = currentPress();
  beforeAll(async () => {
    const [hostile] = await database.db
      .insert(publications)
      .values({
        type: 'book',
        slug: 'obra-hostil',
        status: 'published',
        titlePt: `Título${SEPARATORS} hostil`,
        subtitlePt: `sub${SEPARATORS}título`,
        abstractPt: LONG_DESCRIPTION,
        contributors: [{ given: `Ana${SEPARATORS}`, family: 'Souza', role: 'author' }],
        keywordsPt: [`chave${SEPARATORS}`],
        language: 'pt',
        publishedOn: '2025-01-02',
      })
      .returning({ id: publications.id, slug: publications.slug });
    await database.db.insert(formats).values([
      { publicationId: hostile!.id, kind: 'print', slug: 'obra-hostil-impresso', isbn: '978-65-00000-00-0', priceBrl: 5000, stock: 1 },
      { publicationId: hostile!.id, kind: 'ebook', slug: 'obra-hostil-ebook', isbn: '978-65-00000-02-4', priceBrl: 3000 },
    ]);
    rememberPress({ ...press, name: `Editora${SEPARATORS} Ipê` });
  });
  afterAll(() => rememberPress(press));

  it('stay well-formed and valid: no forbidden character or separator reaches MARCXML, the work’s own file or OAI-PMH', async () => {
    const all = await (await file('all.xml')).text();
    expect(FORBIDDEN.test(all)).toBe(false);
    const check = validateXml('marc', all);
    expect(check.valid, check.messages).toBe(true);
    const own = await (await marcFile(database.db, { kind: 'work', slug: 'obra-hostil' }, 'xml', APP, 'one'))!.text();
    expect(validateXml('marc', own).valid).toBe(true);
    const [record] = await parse('Marcxml', own);
    expect(record!.fields.find((f) => f[0] === '245')).toEqual(['245', '10', 'a', 'Título hostil :', 'b', 'subtítulo /', 'c', 'Ana Souza.']);
    expect(record!.fields.find((f) => f[0] === '264')).toContain('Editora Ipê,');
    const oai = await oaiResponse(
      [
        ['verb', 'ListRecords'],
        ['metadataPrefix', 'marcxml'],
      ],
      { db: database.db, appUrl: APP, adminEmail: 'a@example.com', secret: 'oai-test-secret' },
    );
    expect(oai).toContain('Título hostil');
    const harvested = validateXml('oai-pmh-marcxml', oai);
    expect(harvested.valid, harvested.messages).toBe(true);
  });

  it('give one ISO 2709 record per carrier, each directory matching its fields, every field within 9,999 bytes', async () => {
    const works = await marcWorks(database.db, { kind: 'all' }, APP);
    const expected = works.reduce((n, work) => n + (work.hasOnline ? 1 : 0) + (work.hasPrint ? 1 : 0), 0);
    const mrc = Buffer.from(await (await file('all.mrc')).arrayBuffer());
    const { records, problems } = iso2709Problems(mrc);
    expect(problems).toEqual([]);
    expect(records).toHaveLength(expected);
    const fromIso = await parse('Iso2709', mrc);
    const fromXml = await parse('Marcxml', await (await file('all.xml')).text());
    expect(fromIso).toHaveLength(expected);
    expect(fromIso.map((r) => r.fields)).toEqual(fromXml.map((r) => r.fields));
  });

  it('split a long description at sentences, then words, into repeated 520 fields that keep all of it', async () => {
    const own = Buffer.from(await (await marcFile(database.db, { kind: 'work', slug: 'obra-hostil' }, 'mrc', APP, 'one'))!.arrayBuffer());
    const { records, problems } = iso2709Problems(own);
    expect(problems).toEqual([]);
    expect(records).toHaveLength(2);
    const [online] = await parse('Iso2709', own);
    const notes = online!.fields.filter((f) => f[0] === '520').map((f) => f[3] as string);
    expect(notes.length).toBeGreaterThanOrEqual(2);
    expect(notes[0]).toMatch(/\.$/);
    // eslint-disable-next-line no-control-regex -- the separators the description was given
    const squeeze = (text: string) => text.replace(/[\s\uFFFE\u001D-\u001F]/g, '');
    expect(squeeze(notes.join(''))).toBe(squeeze(LONG_DESCRIPTION));
  });

  it('keep a record within 99,999 bytes however long its notes, and drop what XML cannot carry from any value', () => {
    const work: MarcWork = {
      ...({} as MarcWork),
      id: 1,
      slug: 'x',
      type: 'book',
      title: 'Nul\u0000l \uD800solto',
      subtitle: null,
      contributors: [],
      language: 'pt',
      edition: 1,
      pages: null,
      publishedOn: null,
      updatedAt: new Date('2025-01-01T00:00:00Z'),
      license: null,
      openAccess: false,
      doi: null,
      abstract: 'Frase longa demais. '.repeat(20_000),
      keywords: Array.from({ length: 600 }, (_, i) => `palavra-chave número ${i}`),
      subjects: [],
      collection: null,
      chapters: Array.from({ length: 2_000 }, (_, i) => `Capítulo ${i} com um título razoavelmente comprido`),
      printIsbn: null,
      ebookIsbn: null,
      hasPrint: true,
      hasOnline: false,
      landingUrl: `${APP}/book/x`,
      readUrl: null,
    };
    const record = marcRecord(work, 'print', { name: 'Editora', city: 'São Paulo', code: 'Editora' });
    const xml = marcXmlCollection([record]);
    expect(FORBIDDEN.test(xml)).toBe(false);
    expect(validateXml('marc', xml).valid).toBe(true);
    expect(record.fields.find((f) => f.tag === '245')!.subfields).toEqual([['a', 'Null solto.']]);
    const { records, problems } = iso2709Problems(iso2709(record));
    expect(problems).toEqual([]);
    // The contents and the summary share the room, and the contents say they are incomplete.
    expect(records[0]!.filter((f) => f.tag === '505').length).toBeGreaterThan(1);
    expect(records[0]!.filter((f) => f.tag === '520').length).toBeGreaterThan(1);
    expect(record.fields.find((f) => f.tag === '505')!.ind1).toBe('1');
  });
});

describe('KBART title lists', () => {
  it('hold the 25 columns in order, a row per title with its identifiers, and KBART’s file name', async () => {
    const response = (await kbartResponse(database.db, parseKbartFile('all.txt')!, APP))!;
    expect(response.headers.get('content-disposition')).toMatch(/EditoraIpe_Global_AllTitles_\d{4}-\d{2}-\d{2}\.txt/);
    const [header, ...rows] = (await response.text()).trimEnd().split('\n');
    expect(header!.split('\t')).toEqual([...KBART_COLUMNS]);
    expect(rows.length).toBeGreaterThan(5);
    const works = new Map((await marcWorks(database.db, { kind: 'all' }, APP)).map((work) => [work.slug, work]));
    for (const row of rows.map(
      (line) => Object.fromEntries(line.split('\t').map((value, i) => [KBART_COLUMNS[i]!, value])) as Record<(typeof KBART_COLUMNS)[number], string>,
    )) {
      expect(Object.keys(row)).toHaveLength(25);
      expect(row.coverage_depth).toBe('fulltext');
      expect(['F', 'P']).toContain(row.access_type);
      expect(row.title_url.startsWith(APP)).toBe(true);
      if (row.publication_type === 'monograph') {
        const work = works.get(row.title_id)!;
        expect(row.print_identifier).toBe(work.printIsbn ?? '');
        expect(row.online_identifier).toBe(work.ebookIsbn ?? '');
        expect(row.access_type).toBe(work.openAccess ? 'F' : 'P');
      } else {
        expect(row.publication_type).toBe('serial');
        expect(row.date_first_issue_online).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
    const open = await (await kbartResponse(database.db, parseKbartFile('open-access.txt')!, APP))!.text();
    expect(
      open
        .trimEnd()
        .split('\n')
        .slice(1)
        .every((line) => line.endsWith('\tF')),
    ).toBe(true);
    expect(await kbartResponse(database.db, parseKbartFile('collection-nao-existe.txt')!, APP)).toBeNull();
  });
});
