import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacHex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('hex');
}

/** Constant-time comparison of a received hex signature with the expected one. */
export function sameHex(received: string, expected: string): boolean {
  const a = Buffer.from(received.toLowerCase(), 'utf8');
  const b = Buffer.from(expected.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** "k1=v1,k2=v2" (the shape of x-signature and x-test-signature) into a map; later keys win. */
export function signatureParts(header: string): Map<string, string> {
  const parts = new Map<string, string>();
  for (const piece of header.split(',')) {
    const at = piece.indexOf('=');
    if (at > 0) parts.set(piece.slice(0, at).trim(), piece.slice(at + 1).trim());
  }
  return parts;
}
