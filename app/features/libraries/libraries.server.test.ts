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
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.ts';
import { localStorage } from '#app/lib/storage/storage.server.ts';
import { validateXml } from '#app/test/xml-schema.ts';
import { kbartResponse, marcFile, parseKbartFile, parseMarcFile } from './files.server.ts';
import { KBART_COLUMNS } from './kbart.server.ts';
import { marcWorks } from './marc-records.server.ts';

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
    const today = new Date().toISOString().slice(0, 10);
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

describe('KBART title lists', () => {
  it('hold the 25 columns in order, a row per title with its identifiers, and KBART’s file name', async () => {
    const response = (await kbartResponse(database.db, parseKbartFile('all.txt')!, APP))!;
    expect(response.headers.get('content-disposition')).toMatch(/EditoraIpe_Global_AllTitles_\d{4}-\d{2}-\d{2}\.txt/);
    const [header, ...rows] = (await response.text()).trimEnd().split('\n');
    expect(header!.split('\t')).toEqual([...KBART_COLUMNS]);
    expect(rows.length).toBeGreaterThan(5);
    const works = new Map((await marcWorks(database.db, { kind: 'all' }, APP)).map((work) => [work.slug, work]));
    for (const row of rows.map((line) => Object.fromEntries(line.split('\t').map((value, i) => [KBART_COLUMNS[i]!, value])) as Record<(typeof KBART_COLUMNS)[number], string>)) {
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
    expect(open.trimEnd().split('\n').slice(1).every((line) => line.endsWith('\tF'))).toBe(true);
    expect(await kbartResponse(database.db, parseKbartFile('collection-nao-existe.txt')!, APP)).toBeNull();
  });
});
