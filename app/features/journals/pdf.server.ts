/**
 * An article's or paper's PDF, answered from the upload storage. The file is only reachable
 * through its published article or paper, so a draft's PDF stays private.
 */
import { storage } from '#app/lib/storage/storage.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/** Streams the stored PDF inline (browsers show it), or throws a 404 when there is no file. */
export async function pdfResponse(key: string | null, filename: string): Promise<Response> {
  // An invalid key (the storage refuses it) is a missing file to the reader.
  const stored = key
    ? await storage()
        .open(key)
        .catch(() => null)
    : null;
  if (!stored) throw notFound();
  return new Response(stored.stream, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(stored.size),
      'Content-Disposition': `inline; filename="${filename.replace(/[^a-z0-9._-]+/gi, '-')}"`,
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
