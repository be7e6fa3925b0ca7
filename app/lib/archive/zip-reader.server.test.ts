import { randomBytes } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { craftZip, deflatedEntry } from './zip-bombs.server.ts';
import { ArchiveRefused, inflateEntry, inspectZip, isZip, openZip } from './zip-reader.server.ts';

const problemOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ArchiveRefused) return error.problem;
    throw error;
  }
  return 'accepted';
};

describe('a ZIP that is what it says', () => {
  it('lists its files and inflates the one asked for', async () => {
    const zip = zipSync({ mimetype: [strToU8('application/epub+zip'), { level: 0 }], 'OEBPS/a.xhtml': strToU8('<p>Olá</p>'.repeat(100)), 'OEBPS/': {} });
    const reader = openZip(zip);
    expect([...reader.names].sort()).toEqual(['OEBPS/a.xhtml', 'mimetype']);
    expect(new TextDecoder().decode((await reader.read('mimetype'))!)).toBe('application/epub+zip');
    expect(new TextDecoder().decode((await reader.read('OEBPS/a.xhtml'))!)).toBe('<p>Olá</p>'.repeat(100));
    expect(await reader.read('missing')).toBeNull();
  });

  it('is told by its first four bytes (an upload’s head), and a head alone does not read as an archive', () => {
    const zip = zipSync({ 'a.txt': strToU8('a') });
    expect(isZip(zip.subarray(0, 4))).toBe(true);
    expect(isZip(strToU8('<?xml'))).toBe(false);
    expect(() => inspectZip(zip.subarray(0, 4))).toThrow(ArchiveRefused);
  });

  it('inflates on the thread pool: the event loop turns while it works', async () => {
    const content = new Uint8Array(randomBytes(8 * 1024 * 1024));
    const zip = zipSync({ 'big.bin': [content, { level: 1 }] });
    const reader = openZip(zip);
    let turned = false;
    const reading = reader.read('big.bin').then((bytes) => ({ bytes, loopTurnedFirst: turned }));
    await new Promise((resolve) => setImmediate(resolve));
    turned = true;
    const { bytes, loopTurnedFirst } = await reading;
    expect(loopTurnedFirst).toBe(true);
    expect(bytes!.length).toBe(content.length);
  });
});

describe('hostile archives', () => {
  it('refuses entries that share their data (the overlapping-entries bomb) before inflating anything', () => {
    const kernel = deflatedEntry(new Uint8Array(10 * 1024 * 1024));
    const central = Array.from({ length: 2000 }, (_, i) => ({ name: `word/document${i}.xml`, offset: 0 }));
    const bomb = craftZip(kernel, central);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const limits = { entries: 5000, uncompressedBytes: 1e12, ratio: 1e9, ratioFloorBytes: 0 };
    expect(problemOf(() => inspectZip(bomb, limits))).toBe('overlapping-entries');
    // Nothing inflated: the same bomb whose shared data is not deflate at all is refused for the same
    // reason (inflating it would have found it damaged), without timing anything.
    const garbage = { ...kernel, data: new Uint8Array(kernel.data.length).fill(0xff) };
    expect(problemOf(() => inspectZip(craftZip(garbage, central), limits))).toBe('overlapping-entries');
  });

  it('refuses an entry compressed as only a bomb is', () => {
    expect(problemOf(() => inspectZip(craftZip(deflatedEntry(new Uint8Array(50 * 1024 * 1024)), [{ name: 'word/document.xml', offset: 0 }])))).toBe(
      'compression-ratio',
    );
  });

  it('refuses too many entries, too much declared size, duplicates and unsafe names', () => {
    const small = deflatedEntry(strToU8('x'));
    const many = zipSync(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}.txt`, strToU8('x')])));
    expect(problemOf(() => inspectZip(many, { entries: 20, uncompressedBytes: 1e9, ratio: 200, ratioFloorBytes: 1e6 }))).toBe('too-many-entries');
    const big = zipSync({ 'a.bin': new Uint8Array(2 * 1024 * 1024).map((_, i) => i % 256) });
    expect(problemOf(() => inspectZip(big, { entries: 20, uncompressedBytes: 1024 * 1024, ratio: 200, ratioFloorBytes: 1e6 }))).toBe('too-large-uncompressed');
    expect(
      problemOf(() =>
        inspectZip(
          craftZip({ ...small, name: 'a' }, [
            { name: 'a', offset: 0 },
            { name: 'a', offset: 0 },
          ]),
        ),
      ),
    ).toBe('duplicate-entry');
    expect(problemOf(() => inspectZip(craftZip({ ...small, name: '../etc/passwd' }, [{ name: '../etc/passwd', offset: 0 }])))).toBe('unsafe-path');
  });

  it('stops an entry that inflates past its declared size', async () => {
    const content = new Uint8Array(1024 * 1024);
    const lying = { ...deflatedEntry(content), size: 1000 };
    const reader = openZip(craftZip(lying, [{ name: 'word/document.xml', offset: 0 }]), {
      entries: 10,
      uncompressedBytes: 1e9,
      ratio: 1e9,
      ratioFloorBytes: 0,
    });
    await expect(reader.read('word/document.xml')).rejects.toMatchObject({ problem: 'corrupt-entry' });
  });

  it('refuses an entry whose bytes do not match its checksum', async () => {
    const entry = { ...deflatedEntry(strToU8('hello')), crc: 12345 };
    await expect(
      inflateEntry(craftZip(entry, [{ name: 'a.txt', offset: 0 }]), inspectZip(craftZip(entry, [{ name: 'a.txt', offset: 0 }]))[0]!),
    ).rejects.toMatchObject({ problem: 'corrupt-entry' });
  });

  it.each([
    ['not a zip', strToU8('%PDF-1.7 hello')],
    ['a truncated zip', zipSync({ 'a.txt': strToU8('hello') }).subarray(0, 40)],
    ['a zip header and garbage', new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Uint8Array(100).fill(0xff)])],
  ])('refuses %s as not a ZIP', (_what, bytes) => {
    expect(problemOf(() => inspectZip(bytes))).toBe('not-zip');
  });
});
