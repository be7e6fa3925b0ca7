/**
 * For the reading records' integration tests: a temporary DATA_DIR (the auth secret lives there),
 * a published book with a current online edition, and raw events written as the route writes them.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '#app/lib/db/client.server.ts';
import { publications, readerChapters, readerEditions, readingEvents } from '#app/lib/db/schema.ts';

export function useTemporaryDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reading-records-'));
  process.env.DATA_DIR = dir;
  return dir;
}

export const removeTemporaryDataDir = (dir: string) => fs.rmSync(dir, { recursive: true, force: true });

export const pseudonym = () => randomBytes(16).toString('hex');

/** A book with an online edition of the given chapters (slug, title), first one a non-linear cover. */
export async function createBook(
  db: Db,
  slug: string,
  {
    status = 'published',
    chapters = [
      ['capa', 'Capa'],
      ['cap-1', 'Um começo'],
      ['cap-2', 'O meio'],
      ['cap-3', 'O fim'],
    ],
  }: { status?: 'draft' | 'published'; chapters?: [string, string][] } = {},
): Promise<number> {
  const [work] = await db
    .insert(publications)
    .values({ type: 'book', slug, titlePt: `Livro ${slug}`, titleEn: `Book ${slug}`, status })
    .returning({ id: publications.id });
  const [edition] = await db
    .insert(readerEditions)
    .values({ publicationId: work!.id, version: 1, sourceFile: `reader/${slug}.epub`, title: slug, language: 'pt', assetsPrefix: `reader/${slug}/1` })
    .returning({ id: readerEditions.id });
  await db.insert(readerChapters).values(
    chapters.map(([chapter, title], position) => ({
      editionId: edition!.id,
      position,
      slug: chapter,
      title,
      html: `<p id="p-1" data-offset="0">${title}</p>`,
      text: `${title}\n`,
      words: title.split(' ').length,
      linear: chapter !== 'capa',
    })),
  );
  return work!.id;
}

/** One reader's day on a chapter: opened, `steps` time steps of 30 s, ended or not. */
export async function readChapter(db: Db, publicationId: number, chapter: string, day: string, { id = pseudonym(), steps = 0, ended = false } = {}) {
  const base = { day, pseudonym: id, publicationId, chapter };
  await db
    .insert(readingEvents)
    .values([
      { ...base, kind: 'open' as const },
      ...Array.from({ length: steps }, () => ({ ...base, kind: 'time' as const, seconds: 30 })),
      ...(ended ? [{ ...base, kind: 'end' as const }] : []),
    ]);
  return id;
}
