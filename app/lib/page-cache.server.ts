/**
 * Whole pages for visitors without a session, kept in memory (decision 0026). A page is stored
 * in pieces cut where its nonce was, and served with the response's fresh nonce between them, so
 * the strict CSP stays per response. Each piece is also kept deflated, so a gzip answer is the
 * stored pieces with the nonce spliced in as it is: no compression per response. Only requests whose cookies are all in COOKIES_THAT_VARY are
 * cached, keyed by address and those cookies (and, for "/", the browser's language, which decides
 * the first visit's redirect); a session, a cart or any other cookie goes straight to the app.
 * Writes that change public pages empty it (`invalidatePages`), on every server when told through
 * PostgreSQL's NOTIFY; entries also expire after `ttlMs`.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { localeFromAcceptLanguage } from '#app/i18n/locales.ts';
import { parseCookies } from './cookies.ts';

/** Cookies an anonymous page may depend on: the chosen language, the cookie choice (the banner) and the colour mode. */
const COOKIES_THAT_VARY = ['lang', 'consent', 'color-mode'] as const;

export interface CachedPage {
  /** The page's UTF-8 bytes cut at every occurrence of its nonce: the response's nonce goes between them. */
  parts: Buffer[];
  /** Each part deflated on its own, ending on a byte boundary (a sync flush), so they join with anything between. */
  deflated: Buffer[];
  /** The length of the nonce the parts were cut at: the dictionaries held that many bytes for it. */
  nonceLength: number;
  /** A hash of the parts: the page's version, whatever its nonce. */
  etag: string;
  headers: Record<string, string>;
  /** What the entry holds in memory. */
  bytes: number;
  storedAt: number;
}

export interface PageRequest {
  method: string;
  path: string;
  /** Path and query, as requested. */
  url: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}

/** The path as the router matches it: decoded, any case, repeated slashes as one; null when it cannot be decoded. */
function routedPath(path: string): string | null {
  try {
    return decodeURIComponent(path)
      .toLowerCase()
      .replace(/\/{2,}/g, '/');
  } catch {
    return null;
  }
}

/** The cache key of a request, or null when its answer may be personal or must not be kept. */
export function pageCacheKey(request: PageRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  // Matched as the router will match it: "/%72ecover" and "/Recover" are /recover.
  const path = routedPath(request.path);
  if (path === null) return null;
  // Not pages: images, the auth library, health checks, files and feeds have their own caching.
  if (/^\/(_ipx|api|healthz|assets|reader-assets|download|language|consent|social|bot-check)(\/|$)/.test(path)) return null;
  // Personal areas, and pages whose visit does something or starts a session (a mailed link that
  // works once, the sign-in forms and their bot check, a payment's return, a reviewer's invitation).
  if (/^\/(en\/)?(admin|account|orders|checkout|done|pay|login|register|recover|logout|review|newsletter\/(confirm|unsubscribe))(\/|$)/.test(path)) return null;
  const { values: cookies, repeated } = parseCookies(request.cookie);
  // A repeated name could make the key and the page read different values: never stored.
  if (repeated) return null;
  if ([...cookies.keys()].some((name) => !(COOKIES_THAT_VARY as readonly string[]).includes(name))) return null;
  const varies = COOKIES_THAT_VARY.map((name) => `${name}=${cookies.get(name) ?? ''}`).join(';');
  // The home page suggests the English site to a first visit from an English browser (routes/home.tsx).
  const language = path === '/' && !cookies.get('lang') ? localeFromAcceptLanguage(request.acceptLanguage ?? null) : '';
  return `${request.url}\n${varies}\n${language}`;
}

/**
 * A page may be kept when it is a whole, successful HTML answer that sets no cookie and is not
 * `no-store`. Every page says `private` for shared caches (entry.server.tsx); this cache only
 * hands a page to visitors whose request is the same, so that does not stop it.
 */
export function isCacheable(status: number, headers: Record<string, string | string[] | number | undefined>): boolean {
  const type = String(headers['content-type'] ?? '');
  const control = String(headers['cache-control'] ?? '');
  return status === 200 && type.startsWith('text/html') && headers['set-cookie'] === undefined && !/no-store/.test(control);
}

export function storablePage(html: string, nonce: string, headers: Record<string, string>): Omit<CachedPage, 'storedAt'> {
  const parts = (nonce ? html.split(nonce) : [html]).map((part) => Buffer.from(part, 'utf8'));
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\u0000');
  const nonceLength = Buffer.byteLength(nonce);
  const deflated = deflateParts(parts, nonceLength, !html.includes('\u0000'));
  const bytes = [...parts, ...deflated].reduce((sum, part) => sum + part.length, 0);
  return { parts, deflated, nonceLength, etag: hash.digest('base64url').slice(0, 27), headers, bytes };
}

const WINDOW = 32 * 1024;

/**
 * Each part deflated on its own, yet referring back to the parts before it, as one gzip of the
 * page would (the body's words again in the data React sends along): the text before a part is
 * its preset dictionary, with NUL bytes where the nonce will be. The decompressor's history holds
 * the response's nonce there instead, so no match may touch those bytes, and none can: the page
 * has no NUL to match them (`withDictionary` is false when it does).
 */
function deflateParts(parts: Buffer[], nonceLength: number, withDictionary: boolean): Buffer[] {
  const hole = Buffer.alloc(nonceLength);
  let before = Buffer.alloc(0);
  return parts.map((part, i) => {
    if (i > 0) before = Buffer.concat([before, hole]).subarray(-WINDOW);
    const options: zlib.ZlibOptions = { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH };
    const deflated = zlib.deflateRawSync(part, withDictionary && before.length ? { ...options, dictionary: before } : options);
    before = Buffer.concat([before, part]).subarray(-WINDOW);
    return deflated;
  });
}

/**
 * The ETag of one response: the page's version and the nonce that response carries. A browser
 * (or a CDN) that revalidates keeps the body it has, with that nonce in it, and takes the
 * headers of the 304, so the 304's CSP must name the same nonce: `revalidated` gives it back.
 */
export function responseEtag(page: CachedPage, nonce: string): string {
  return `W/"${page.etag}.${nonce.replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '')}"`;
}

/** The nonce of the copy the client holds, when its If-None-Match names this version of the page; null otherwise. */
export function revalidated(page: CachedPage, ifNoneMatch: string | undefined): string | null {
  const match = /^W\/"([\w-]{27})\.([\w-]{16,64})"$/.exec(ifNoneMatch?.trim() ?? '');
  if (!match || match[1] !== page.etag) return null;
  const base64 = match[2]!.replaceAll('-', '+').replaceAll('_', '/');
  return base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
}

/** The stored page with the response's own nonce. */
export function withNonce(page: Pick<CachedPage, 'parts'>, nonce: string): Buffer {
  return Buffer.concat(interleave(page.parts, Buffer.from(nonce)));
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty last block (fixed Huffman codes, end of block at once): ends the deflate stream. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * The same page gzipped (RFC 1952), built from the deflated parts: the nonce goes in as a stored
 * (uncompressed) block between them, and the checksum is taken over what the page then says.
 */
export function gzippedWithNonce(page: Pick<CachedPage, 'parts' | 'deflated' | 'nonceLength'>, nonce: string): Buffer {
  const text = Buffer.from(nonce);
  // Back references count bytes: a nonce of another length would shift them (never so with ours).
  if (text.length !== page.nonceLength && page.parts.length > 1) return zlib.gzipSync(withNonce(page, nonce));
  // A stored block: its header bits (not last, type 00) padded to a byte, then LEN and its complement.
  const stored = Buffer.alloc(5 + text.length);
  stored.writeUInt16LE(text.length, 1);
  stored.writeUInt16LE(~text.length & 0xffff, 3);
  text.copy(stored, 5);
  let crc = 0;
  let size = 0;
  page.parts.forEach((part, i) => {
    if (i > 0) crc = zlib.crc32(text, crc);
    crc = zlib.crc32(part, crc);
    size += part.length + (i > 0 ? text.length : 0);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  return Buffer.concat([GZIP_HEADER, ...interleave(page.deflated, stored), LAST_BLOCK, trailer]);
}

function interleave(parts: Buffer[], between: Buffer): Buffer[] {
  return parts.flatMap((part, i) => (i === 0 ? [part] : [between, part]));
}

/** An LRU map bounded by bytes, with a time to live. */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;
  /** How many times the cache was emptied: what was read before a write (the press, say) is stale once it moves. */
  private clears = 0;

  readonly maxBytes: number;
  readonly ttlMs: number;
  private readonly now: () => number;

  constructor(maxBytes: number, ttlMs: number, now: () => number = Date.now) {
    this.maxBytes = maxBytes;
    this.ttlMs = ttlMs;
    this.now = now;
  }

  get(key: string): CachedPage | undefined {
    const page = this.entries.get(key);
    if (!page) return undefined;
    if (this.now() - page.storedAt > this.ttlMs) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, page);
    return page;
  }

  set(key: string, page: Omit<CachedPage, 'storedAt'>): void {
    const size = page.bytes;
    if (size > this.maxBytes / 4) return;
    this.delete(key);
    this.entries.set(key, { ...page, storedAt: this.now() });
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.clears++;
  }

  get generation(): number {
    return this.clears;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  private delete(key: string): void {
    const page = this.entries.get(key);
    if (!page) return;
    this.bytes -= page.bytes;
    this.entries.delete(key);
  }
}

export const pageCache = new PageCache(Number(process.env.PAGE_CACHE_MB || 64) * 1024 * 1024, Number(process.env.PAGE_CACHE_SECONDS || 60) * 1000);

type Listener = () => void;
const listeners = new Set<Listener>();

/** Empties this server's page cache and tells the others (through `onInvalidate` listeners: NOTIFY). */
export function invalidatePages(): void {
  pageCache.clear();
  for (const listener of listeners) listener();
}

/** Called when this server empties its cache on its own (the PostgreSQL bridge sends a NOTIFY). */
export function onInvalidate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const SESSION_COOKIE = /(^|;\s*)(__Secure-)?ipe\.session_token=/;

/**
 * Requests after which public pages may have changed: a write that succeeded by someone signed in
 * (staff anywhere, a buyer's order, a revoked certificate) or by a payment provider. Anonymous
 * writes (newsletter, contact, reading records, a visitor's cart) change no public page.
 */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A request that may write: the only kind whose answer is watched for `changesPublicPages`. */
export const mayWrite = (method: string): boolean => !READS.has(method);

export function changesPublicPages(request: { method: string; path: string; status: number; cookie: string | undefined }): boolean {
  const { method, path, status, cookie } = request;
  if (!mayWrite(method) || status >= 400) return false;
  return path.startsWith('/api/webhooks/') || SESSION_COOKIE.test(cookie ?? '');
}

/** A job that only says public pages change at its time (a post scheduled for then): the runner empties the cache when it runs. */
export const PAGES_CHANGE_JOB = 'pages.change';
export const pageCacheJobs = { [PAGES_CHANGE_JOB]: async () => invalidatePages() };
