/**
 * Hostile archives for tests and `npm run fuzz`: the overlapping-entries zip bomb (one deflated
 * kernel that every directory entry points at, so a few KB inflate to entries × size).
 */
import zlib from 'node:zlib';

export function overlappingZipBomb({ entries = 150, entryBytes = 1024 * 1024, firstName = 'word/document.xml' } = {}): Uint8Array<ArrayBuffer> {
  const content = new Uint8Array(entryBytes);
  const data = zlib.deflateRawSync(content);
  const crc = zlib.crc32(content);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(crc, 14);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(content.length, 22);
  header.writeUInt16LE(Buffer.byteLength(firstName), 26);
  const local = Buffer.concat([header, Buffer.from(firstName), data]);
  const records = Array.from({ length: entries }, (_, i) => {
    const name = Buffer.from(i === 0 ? firstName : `word/d${i}.xml`);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(8, 10);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(data.length, 20);
    record.writeUInt32LE(content.length, 24);
    record.writeUInt16LE(name.length, 28);
    return Buffer.concat([record, name]);
  });
  const directory = Buffer.concat(records);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(records.length, 8);
  end.writeUInt16LE(records.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(local.length, 16);
  return new Uint8Array(Buffer.concat([local, directory, end]));
}
