/** A class's video (streamed in the ranges the player asks for) and captions, for those who may watch it. */
import { byteRange } from '#app/lib/byte-range.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { storage } from '#app/lib/storage/storage.server.ts';
import { findClass, mayWatch, type Viewer } from './classes.server.ts';

const notFound = () => new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
/** Someone who may not watch: signed in or not, the class's media does not exist for them. */
const refused = () => new Response('Forbidden', { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

export async function classVideo(db: Db, viewer: Viewer, slug: string, position: number, rangeHeader: string | null): Promise<Response> {
  const found = await findClass(db, slug, position);
  if (!found) return notFound();
  if (!(await mayWatch(db, viewer, found.course.id, found.lesson.preview))) return refused();
  const probe = await storage().open(found.lesson.video, { start: 0, end: 0 });
  if (!probe) return notFound();
  await probe.stream.cancel();
  const size = probe.size;
  const range = byteRange(rangeHeader, size);
  const headers = {
    'Content-Type': 'video/mp4',
    'Accept-Ranges': 'bytes',
    // A paid class is not kept by shared caches.
    'Cache-Control': found.lesson.preview ? 'public, max-age=3600' : 'private, max-age=3600',
  };
  if (range.kind === 'unsatisfiable') return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } });
  const part = range.kind === 'part' ? range : { start: 0, end: size - 1 };
  const file = await storage().open(found.lesson.video, part);
  if (!file) return notFound();
  return new Response(file.stream, {
    status: range.kind === 'part' ? 206 : 200,
    headers: {
      ...headers,
      'Content-Length': String(part.end - part.start + 1),
      ...(range.kind === 'part' ? { 'Content-Range': `bytes ${part.start}-${part.end}/${size}` } : {}),
    },
  });
}

export async function classCaptions(db: Db, viewer: Viewer, slug: string, position: number, language: string): Promise<Response> {
  const found = await findClass(db, slug, position);
  if (!found || (language !== 'pt' && language !== 'en')) return notFound();
  if (!(await mayWatch(db, viewer, found.course.id, found.lesson.preview))) return refused();
  const text = language === 'pt' ? found.lesson.captionsPt : found.lesson.captionsEn;
  if (!text) return notFound();
  return new Response(text, { headers: { 'Content-Type': 'text/vtt; charset=utf-8', 'Cache-Control': 'private, max-age=3600' } });
}
