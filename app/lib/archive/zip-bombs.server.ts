/**
 * Hostile archives for tests and `npm run fuzz`, written by hand: one local entry, and a central
 * directory whose entries each name the local header they use, which may be shared. The
 * overlapping-entries zip bomb is one deflated kernel that every entry points at, so a few KB
 * inflate to entries × size.
 */
import zlib from 'node:zlib';

export interface LocalEntry {
  name: string;
  data: Uint8Array;
  size: number;
  crc: number;
  method: number;
}

export function craftZip(local: LocalEntry, central: { name: string; offset: number }[]): Uint8Array<ArrayBuffer> {
  const name = Buffer.from(local.name);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(local.method, 8);
  header.writeUInt32LE(local.crc, 14);
  header.writeUInt32LE(local.data.length, 18);
  header.writeUInt32LE(local.size, 22);
  header.writeUInt16LE(name.length, 26);
  const body = Buffer.concat([header, name, local.data]);
  const records = central.map((entry) => {
    const entryName = Buffer.from(entry.name);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(local.method, 10);
    record.writeUInt32LE(local.crc, 16);
    record.writeUInt32LE(local.data.length, 20);
    record.writeUInt32LE(local.size, 24);
    record.writeUInt16LE(entryName.length, 28);
    record.writeUInt32LE(entry.offset, 42);
    return Buffer.concat([record, entryName]);
  });
  const directory = Buffer.concat(records);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length, 8);
  end.writeUInt16LE(central.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(body.length, 16);
  return new Uint8Array(Buffer.concat([body, directory, end]));
}

/** A deflated local entry holding `content`. */
export const deflatedEntry = (content: Uint8Array, name = 'word/document.xml'): LocalEntry => ({
  name,
  data: new Uint8Array(zlib.deflateRawSync(content)),
  size: content.length,
  crc: zlib.crc32(content),
  method: 8,
});

export function overlappingZipBomb({ entries = 150, entryBytes = 1024 * 1024, firstName = 'word/document.xml' } = {}): Uint8Array<ArrayBuffer> {
  const central = Array.from({ length: entries }, (_, i) => ({ name: i === 0 ? firstName : `word/d${i}.xml`, offset: 0 }));
  return craftZip(deflatedEntry(new Uint8Array(entryBytes), firstName), central);
}
