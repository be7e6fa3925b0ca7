/**
 * For the catalog administration's integration tests: an uploads folder of its own, an admin
 * account, forms as a browser posts them, and real files (images, EPUB, PDF).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Db } from '#app/lib/db/client.server.ts';
import { users } from '#app/lib/db/schema.ts';
import { sessionUser, signedInArgs } from '#app/test/route-args.ts';

/** Call before anything reads the configuration: uploads then go to a fresh temporary folder. */
export function useTemporaryDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-catalog-'));
  process.env.DATA_DIR = dir;
  return dir;
}

export function removeTemporaryDataDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

export function storedFiles(dataDir: string, folder: string): string[] {
  const dir = path.join(dataDir, 'uploads', folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

export async function createAdmin(db: Db, roles = 'user,admin') {
  const id = randomUUID();
  await db.insert(users).values({ id, name: 'Clara', lastName: 'Editora', email: `${id}@ipe.test`, role: roles, emailVerified: true });
  return id;
}

export function form(values: Record<string, string | string[]>, files: Record<string, File> = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  for (const [name, file] of Object.entries(files)) data.append(name, file);
  return data;
}

/** A multipart POST as the browser sends it, and the arguments React Router gives the action. */
export function postArgs(
  pathname: string,
  data: FormData,
  params: Record<string, string>,
  session: { userId: string; roles: ('user' | 'author' | 'admin')[] } | null,
) {
  const request = new Request(`http://localhost:3000${pathname}`, { method: 'POST', body: data });
  return signedInArgs(request, params, session && sessionUser(session.userId, { email: 'c@ipe.test', roles: session.roles }));
}

export async function imageFile(format: 'png' | 'jpeg' | 'webp' = 'png', name = `capa.${format}`, width = 600, height = 900): Promise<File> {
  const { default: sharp } = await import('sharp');
  const data = await sharp({ create: { width, height, channels: 3, background: '#2f6f4f' } })
    .toFormat(format)
    .toBuffer();
  return new File([new Uint8Array(data)], name, { type: `image/${format}` });
}

/** The smallest EPUB container: a ZIP whose first entry is the stored "mimetype" file. */
export function epubFile(name = 'livro.epub'): File {
  const content = Buffer.from('application/epub+zip');
  const fileName = Buffer.from('mimetype');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(10, 4);
  header.writeUInt16LE(0, 8); // stored, as EPUB requires
  header.writeUInt32LE(zlib.crc32(content), 14);
  header.writeUInt32LE(content.length, 18);
  header.writeUInt32LE(content.length, 22);
  header.writeUInt16LE(fileName.length, 26);
  return new File([new Uint8Array(Buffer.concat([header, fileName, content]))], name, { type: 'application/epub+zip' });
}

export const pdfFile = (name = 'artigo.pdf') => new File(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], name, { type: 'application/pdf' });

/** What a browser sends for a file input left empty. */
export const noFile = () => new File([], '', { type: 'application/octet-stream' });

/** A thrown redirect's target, or null. */
export async function thrownRedirect(run: () => Promise<unknown>): Promise<{ status: number; location: string | null } | 'no-throw'> {
  try {
    await run();
    return 'no-throw';
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get('Location') };
    throw error;
  }
}
