/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, Cloudflare R2, Backblaze B2, …), signed
 * with AWS Signature V4 over fetch. Path-style URLs (`<endpoint>/<bucket>/<key>`) because every
 * one of those accepts them, while virtual-host buckets need DNS set up per bucket.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { S3Settings } from '../config.server.ts';
import { safeKey, type FileStorage } from './file-storage.server.ts';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  epub: 'application/epub+zip',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
};

/** The type stored with the object, so a bucket served straight to browsers (or a CDN) answers it right. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).slice(1).toLowerCase()] ?? 'application/octet-stream';
}

/** What went wrong, from S3's XML error body (only its code and message: the rest can echo request details). */
async function readFailure(response: Response): Promise<{ status: number; code?: string; text: string }> {
  const body = await response.text().catch(() => '');
  const code = /<Code>([^<]{1,100})<\/Code>/.exec(body)?.[1];
  const message = /<Message>([^<]{1,300})<\/Message>/.exec(body)?.[1];
  return { status: response.status, code, text: [response.status, code, message].filter(Boolean).join(' ') };
}

export function s3Storage(settings: S3Settings): FileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    // aws4fetch retries 5xx and 429 ten times by default (up to ~50 s); a request waits less.
    retries: 2,
  });
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}/`;
  const url = (key: string) => base + safeKey(key).split('/').map(encodeURIComponent).join('/');
  const error = (method: string, key: string, failure: { text: string }) => new Error(`S3 ${method} ${settings.bucket}/${key} failed: ${failure.text}`);

  return {
    async put(key, data) {
      const response = await client.fetch(url(key), {
        method: 'PUT',
        // A copy in a fresh ArrayBuffer: fetch's BodyInit does not take a Buffer over a shared pool.
        body: new Uint8Array(data),
        headers: {
          'Content-Type': contentTypeOf(key),
          'Content-Length': String(data.length),
          // The payload's own hash instead of UNSIGNED-PAYLOAD: the server refuses a body changed on the way.
          'X-Amz-Content-Sha256': createHash('sha256').update(data).digest('hex'),
        },
      });
      if (!response.ok) throw error('PUT', key, await readFailure(response));
      await response.body?.cancel();
    },

    async delete(key) {
      const response = await client.fetch(url(key), { method: 'DELETE' });
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const failure = await readFailure(response);
      // Gone already is what was asked; a missing bucket is a configuration error worth hearing about.
      if (failure.status === 404 && failure.code !== 'NoSuchBucket') return;
      throw error('DELETE', key, failure);
    },

    async open(key, range) {
      const response = await client.fetch(url(key), { method: 'GET', headers: range ? { Range: `bytes=${range.start}-${range.end}` } : {} });
      if (!response.ok) {
        const failure = await readFailure(response);
        if (failure.status === 404 && failure.code !== 'NoSuchBucket') return null;
        throw error('GET', key, failure);
      }
      if (!response.body) throw new Error(`S3 GET ${settings.bucket}/${key} answered without a body`);
      // A ranged answer (206) gives the whole size after the slash of Content-Range.
      const whole = /\/(\d+)$/.exec(response.headers.get('Content-Range') ?? '')?.[1];
      if (range && whole) return { stream: response.body, size: Number(whole) };
      const size = Number(response.headers.get('Content-Length'));
      if (Number.isSafeInteger(size) && size >= 0) return { stream: response.body, size };
      // S3 always sends the length; a gateway that streams chunked costs one read into memory.
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { stream: new Blob([bytes]).stream(), size: bytes.byteLength };
    },
  };
}
