import { createHash } from 'node:crypto';

/** A strong ETag for a body: the same body, the same tag (a browser revalidates with If-None-Match). */
export const contentTag = (body: string): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
