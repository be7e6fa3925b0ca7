import { describe, expect, it } from 'vitest';
import { downloadName, readAnswerFile } from './answer-file.server.ts';
import { ANSWER_FILE_MAX_BYTES } from './values.ts';

const zipWith = (name: string, stored = false) => {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(stored ? 0 : 8, 8);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, Buffer.from(name, 'latin1')]);
};
const check = async (bytes: Uint8Array | string, name: string) =>
  readAnswerFile(new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name), 7);

describe('an answer’s file is what its bytes are', () => {
  it('recognises each format offered, whatever the name says', async () => {
    const epub = Buffer.concat([zipWith('mimetype', true), Buffer.from('application/epub+zip'), Buffer.alloc(20)]);
    const docx = Buffer.concat([zipWith('[Content_Types].xml'), zipWith('word/document.xml')]);
    const cases: [Uint8Array | string, string, string, string][] = [
      ['%PDF-1.7 …', 'livro.bin', 'application/pdf', 'livro.pdf'],
      [epub, 'livro.zip', 'application/epub+zip', 'livro.epub'],
      [docx, 'livro.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'livro.docx'],
      [zipWith('faixa-01.mp3'), 'audio.zip', 'application/zip', 'audio.zip'],
      [Buffer.from('ID3\x04\x00rest', 'latin1'), 'cap1.mp3', 'audio/mpeg', 'cap1.mp3'],
      [Buffer.concat([Buffer.from([0, 0, 0, 32]), Buffer.from('ftypM4B 0000')]), 'livro.m4b', 'audio/mp4', 'livro.m4b'],
      ['Texto simples.\nLinha dois.', 'livro', 'text/plain; charset=utf-8', 'livro.txt'],
      [',a braille page\f,page two', 'livro.brf', 'text/plain; charset=utf-8', 'livro.brf'],
    ];
    for (const [bytes, name, mediaType, downloaded] of cases) {
      const result = await check(bytes, name);
      expect(result, name).toMatchObject({ ok: true, file: { mediaType, name: downloaded } });
      if (result.ok) expect(result.file!.key).toMatch(/^accessible-versions\/7\/[0-9a-f]{24}\.[a-z0-9]+$/);
    }
  });

  it('refuses anything else, and a file over the bound', async () => {
    expect(await check(new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), 'livro.pdf')).toEqual({ ok: false, error: 'fileType' });
    expect(await check(new Uint8Array([0xc3, 0x28, 0x41, 0x42]), 'livro.txt')).toEqual({ ok: false, error: 'fileType' });
    expect(await check(new Uint8Array(ANSWER_FILE_MAX_BYTES + 1), 'grande.pdf')).toEqual({ ok: false, error: 'fileTooLarge' });
  });

  it('is no file when none was chosen', async () => {
    expect(await readAnswerFile(new File([], ''), 7)).toEqual({ ok: true, file: null });
    expect(await readAnswerFile(null, 7)).toEqual({ ok: true, file: null });
  });

  it('downloads under the sent name’s stem, tidied, with the extension of what it is', () => {
    expect(downloadName('C:\\Users\\x\\Meu livro.final.PDF', 'pdf')).toBe('Meu livro.final.pdf');
    expect(downloadName('"\u0007.epub', 'epub')).toBe('versao-acessivel.epub');
  });
});
