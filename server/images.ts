/**
 * /_ipx: resized and converted images with bounded options and a disk cache.
 *
 * URLs keep ipx's shape, `/_ipx/<modifiers>/<path>` (app/ui/image.tsx `ipxUrl()` builds them),
 * but only a few modifiers with bounded values are accepted: every accepted URL costs one
 * decode and encode at most, after which the result is read from DATA_DIR/cache/images/.
 * ipx (and through it sharp and libvips) is imported on the first image that must be made,
 * so neither start time nor requests answered from the cache pay for loading it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, type Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { IPX, IPXOptions } from 'ipx';
import { log } from '#app/lib/log.server.ts';
import { maxImageDimension as MAX_DIMENSION } from '#app/ui/image.tsx';

export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png';
type Fit = 'cover' | 'contain' | 'fill' | 'inside' | 'outside';

/** What a URL asks for, checked and in one canonical form (the cache key is built from it). */
export interface ImageOptions {
  /** `auto`: chosen per request from the Accept header. Absent: the source's own format. */
  format?: OutputFormat | 'auto';
  fit?: Fit;
  width?: number;
  height?: number;
  quality?: number;
  /** Six lowercase hex digits, no '#'. */
  background?: string;
}

export interface ParsedImageUrl {
  /** The source's path below one of the roots, with a leading slash, e.g. "/images/x.jpg". */
  source: string;
  options: ImageOptions;
}

export type ParseResult = { ok: true; value: ParsedImageUrl } | { ok: false; status: 400 | 404; message: string };

const FORMATS = new Set(['avif', 'webp', 'jpeg', 'png', 'auto']);
const FITS = new Set(['cover', 'contain', 'fill', 'inside', 'outside']);
/** Raster sources only: an SVG would be rendered by librsvg, and uploads also hold ebooks. */
const SOURCE_FORMATS: Record<string, OutputFormat> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif', gif: 'png', tif: 'png', tiff: 'png' };
/** A plain file or folder name: no dot files, no separators, nothing a shell or URL treats specially. */
const SEGMENT = /^[\p{L}\p{N}_][\p{L}\p{N}_.@+ -]*$/u;
/**
 * A name that ends in "-<12+ hex>.<ext>" never names other bytes: uploads get a random key, and
 * the demo's covers and the site's own pictures (public/images) are named by a hash of their
 * content (server/images.test.ts checks the latter). Their variants are kept a year.
 */
const VERSIONED_NAME = /-[0-9a-f]{12,}\.[a-z0-9]+$/;

const dimension = (name: string) => `${name} must be a whole number from 1 to ${MAX_DIMENSION}`;

function wholeNumber(value: string, max: number): number | undefined {
  if (!/^\d{1,5}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= max ? number : undefined;
}

/**
 * Reads `/<modifiers>/<path>` (the part after /_ipx) as ipx does: modifiers separated by ","
 * (or "&"), name and value by "_" (or ":" / "="), "_" alone for none; then bounds each value.
 */
export function parseImageUrl(urlPath: string): ParseResult {
  const [modifierText = '', ...rest] = urlPath.replace(/^\/+/, '').split('/');
  const bad = (message: string): ParseResult => ({ ok: false, status: 400, message });
  const notFound: ParseResult = { ok: false, status: 404, message: 'Image not found.' };
  if (!modifierText) return bad('Image options are missing (use "_" for none).');

  let source: string;
  try {
    source = decodeURIComponent(rest.join('/'));
  } catch {
    return notFound;
  }
  const segments = source.split('/');
  if (!source || !segments.every((segment) => SEGMENT.test(segment))) return notFound; // also refuses "..", "." and ""
  const extension = path.extname(source).slice(1).toLowerCase();
  if (!(extension in SOURCE_FORMATS)) return notFound;

  const raw = new Map<string, string>();
  if (modifierText !== '_') {
    for (const part of modifierText.split(/[&,]/)) {
      const [key = '', ...values] = part.split(/[:=_]/);
      let value: string;
      try {
        value = values.map((v) => decodeURIComponent(v)).join('_');
      } catch {
        return bad(`Unreadable value for ${key}.`);
      }
      if (!key) return bad('Empty image option.');
      if (raw.has(key)) return bad(`Image option ${key} is given twice.`);
      raw.set(key, value);
    }
  }

  const options: ImageOptions = {};
  let size: [number, number] | undefined;
  for (const [key, value] of raw) {
    switch (key) {
      case 'f':
        if (!FORMATS.has(value)) return bad('f must be one of avif, webp, jpeg, png, auto.');
        options.format = value as ImageOptions['format'];
        break;
      case 'fit':
        if (!FITS.has(value)) return bad('fit must be one of cover, contain, fill, inside, outside.');
        options.fit = value as Fit;
        break;
      case 'w':
      case 'h': {
        const number = wholeNumber(value, MAX_DIMENSION);
        if (number === undefined) return bad(`${dimension(key)}.`);
        options[key === 'w' ? 'width' : 'height'] = number;
        break;
      }
      case 's': {
        const match = /^(\d+)x(\d+)$/.exec(value);
        const width = match && wholeNumber(match[1]!, MAX_DIMENSION);
        const height = match && wholeNumber(match[2]!, MAX_DIMENSION);
        if (!width || !height) return bad(`s must be WIDTHxHEIGHT, each from 1 to ${MAX_DIMENSION}.`);
        size = [width, height];
        break;
      }
      case 'q': {
        const number = wholeNumber(value, 100);
        if (number === undefined) return bad('q must be a whole number from 1 to 100.');
        options.quality = number;
        break;
      }
      case 'b':
        if (!/^([0-9a-f]{3}){1,2}$/i.test(value)) return bad('b must be a hex colour of 3 or 6 digits, without #.');
        options.background = (value.length === 3 ? value.replace(/./g, '$&$&') : value).toLowerCase();
        break;
      default:
        return bad(`Unknown image option ${key}.`);
    }
  }
  if (size) {
    if (options.width || options.height) return bad('Give either s or w/h, not both.');
    [options.width, options.height] = size;
  }
  return { ok: true, value: { source: `/${segments.join('/')}`, options } };
}

/** `f_auto`: AVIF if the client names it, else WebP if it names it, else JPEG ("*\/*" proves nothing). */
export function negotiateFormat(accept: string | undefined): OutputFormat {
  const weights = new Map<string, number>();
  for (const range of (accept ?? '').toLowerCase().split(',')) {
    const [type = '', ...params] = range.split(';').map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(type, q ? Number(q.slice(2)) || 0 : 1);
  }
  const avif = weights.get('image/avif') ?? 0;
  const webp = weights.get('image/webp') ?? 0;
  if (avif > 0 && avif >= webp) return 'avif';
  if (webp > 0) return 'webp';
  return 'jpeg';
}

/** The modifiers ipx gets: always an explicit format; w+h become s (ipx applies w and h one after the other, so only one would count). */
function ipxModifiers(options: ImageOptions, format: OutputFormat): Record<string, string> {
  const modifiers: Record<string, string> = { f: format };
  if (options.width && options.height) modifiers.s = `${options.width}x${options.height}`;
  else if (options.width) modifiers.w = String(options.width);
  else if (options.height) modifiers.h = String(options.height);
  if (options.fit) modifiers.fit = options.fit;
  if (options.quality) modifiers.q = String(options.quality);
  if (options.background) modifiers.b = options.background;
  return modifiers;
}

/** Lets `limit` tasks run at once; further ones wait in line, up to `queue` of them. */
function concurrencyLimit(limit: number, queue: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    get full() {
      return waiting.length >= queue;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      running++;
      try {
        return await task();
      } finally {
        running--;
        waiting.shift()?.();
      }
    },
  };
}

const DAY_MS = 86_400_000;

/**
 * Deletes cached variants nobody asked for in `days` days (a hit refreshes a file's time at most
 * once a day), so the cache keeps what is used and forgets old sizes and replaced sources.
 */
export async function pruneImageCache(cacheDir: string, days = 30, now = Date.now()): Promise<number> {
  let removed = 0;
  const folders = await fs.readdir(cacheDir).catch(() => [] as string[]);
  for (const folder of folders) {
    const dir = path.join(cacheDir, folder);
    for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
      const file = path.join(dir, name);
      const stats = await fs.stat(file).catch(() => undefined);
      if (stats?.isFile() && now - stats.mtimeMs > days * DAY_MS) {
        await fs.rm(file, { force: true });
        removed++;
      }
    }
  }
  return removed;
}

export interface ImageHandlerOptions {
  /** Folders images are read from, searched in order (public/, DATA_DIR/uploads). */
  roots: string[];
  /** Where made images are kept (DATA_DIR/cache/images). */
  cacheDir: string;
  /** AVIF encoder effort 0–9 (sharp's default is 4): 2 makes a 640px cover in a fraction of a second. */
  avifEffort?: number;
  /** Images made at the same time; more wait (each encode already uses several threads). */
  concurrency?: number;
  /** Requests allowed to wait for a free slot before answering 503. */
  queue?: number;
  /**
   * Fills a root from elsewhere before it is read: with S3 storage, uploads are copied into a
   * local folder on first use (lib/storage localCopy), and everything after works on files.
   */
  fill?: { root: number; fetch(source: string): Promise<unknown> };
  /** Sources this endpoint never serves (a reader edition's files, which have their own access rules). */
  hidden?: RegExp;
}

export interface ImageHandler {
  (req: Request, res: Response): void;
  /** Images made so far (cache misses that were processed). */
  readonly stats: { processed: number };
}

const CONTENT_TYPES: Record<OutputFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };
const httpStatus = (error: unknown) => (error as { statusCode?: unknown } | null)?.statusCode;

/** A short plain-text refusal, never cached (res.end, not res.send, which would add an ETag). */
function refuse(res: Response, status: number, message: string): void {
  res.removeHeader('ETag');
  res.status(status).setHeader('Cache-Control', 'no-store').setHeader('Content-Type', 'text/plain; charset=utf-8').end(message);
}

export function createImageHandler({ roots, cacheDir, avifEffort = 2, concurrency = 2, queue = 64, fill, hidden }: ImageHandlerOptions): ImageHandler {
  const absoluteRoots = roots.map((root) => path.resolve(root));
  const stats = { processed: 0 };
  const inFlight = new Map<string, Promise<Buffer>>();
  const slots = concurrencyLimit(concurrency, queue);
  let ipx: Promise<IPX> | undefined;

  const loadIpx = () =>
    (ipx ??= import('ipx').then(({ createIPX, ipxFSStorage }) =>
      createIPX({
        storage: ipxFSStorage({ dir: absoluteRoots }),
        // ipx copies these onto each sharp pipeline's options (that is how its own default
        // jpegProgressive works): the AVIF effort and chroma subsampling it does not expose.
        sharpOptions: { jpegProgressive: true, heifEffort: avifEffort, heifChromaSubsampling: '4:2:0' } as IPXOptions['sharpOptions'],
      }),
    ));

  /** The first root holding the file, in the order ipx's storage searches them. */
  async function findSource(source: string): Promise<{ file: string; root: number; stats: Stats } | undefined> {
    for (const [index, root] of absoluteRoots.entries()) {
      const file = path.join(root, source);
      if (!file.startsWith(root + path.sep)) continue;
      if (fill?.root === index) await fill.fetch(source);
      const stats = await fs.stat(file).catch(() => undefined);
      if (stats?.isFile()) return { file, root: index, stats };
    }
    return undefined;
  }

  async function make(key: string, cacheFile: string, source: string, modifiers: Record<string, string>): Promise<Buffer> {
    const { data } = await slots.run(async () => (await loadIpx())(source, modifiers).process());
    stats.processed++;
    const buffer = Buffer.isBuffer(data) ? data : Buffer.from(data);
    // Written whole under a temporary name, then renamed: a reader never sees half an image.
    const temporary = `${cacheFile}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.mkdir(path.dirname(cacheFile), { recursive: true });
      await fs.writeFile(temporary, buffer);
      await fs.rename(temporary, cacheFile);
    } catch (err) {
      await fs.rm(temporary, { force: true });
      log.warn({ err, key }, 'image cache write failed');
    }
    return buffer;
  }

  async function handle(req: Request, res: Response): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      refuse(res, 405, 'Method not allowed.');
      return;
    }
    const parsed = parseImageUrl(req.path);
    if (!parsed.ok) {
      refuse(res, parsed.status, parsed.message);
      return;
    }
    const { source, options } = parsed.value;
    const found = hidden?.test(source) ? undefined : await findSource(source);
    if (!found) {
      refuse(res, 404, 'Image not found.');
      return;
    }

    const format =
      options.format === 'auto' ? negotiateFormat(req.get('accept')) : (options.format ?? SOURCE_FORMATS[path.extname(source).slice(1).toLowerCase()]!);
    const modifiers = ipxModifiers(options, format);
    const key = createHash('sha256')
      .update(JSON.stringify([found.root, source, found.stats.mtimeMs, found.stats.size, modifiers]))
      .digest('hex')
      .slice(0, 32);
    const etag = `"${key}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', VERSIONED_NAME.test(source) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
    res.setHeader('Content-Security-Policy', "default-src 'none'");
    if (options.format === 'auto') res.vary('Accept');

    const ifNoneMatch = req.get('if-none-match');
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')))) {
      res.status(304).end();
      return;
    }

    const cacheFile = path.join(cacheDir, key.slice(0, 2), `${key}.${format}`);
    res.type(CONTENT_TYPES[format]);
    const cached = await fs.stat(cacheFile).catch(() => undefined);
    if (cached?.isFile()) {
      // The modification time says when a variant was last wanted (pruneImageCache reads it).
      if (Date.now() - cached.mtimeMs > DAY_MS) fs.utimes(cacheFile, new Date(), new Date()).catch(() => {});
      res.setHeader('Content-Length', cached.size);
      if (req.method === 'HEAD') res.end();
      else await pipeline(createReadStream(cacheFile), res);
      return;
    }

    let making = inFlight.get(key);
    if (!making) {
      if (slots.full) {
        res.setHeader('Retry-After', '5');
        refuse(res, 503, 'Busy making images, try again shortly.');
        return;
      }
      making = make(key, cacheFile, source, modifiers).finally(() => inFlight.delete(key));
      inFlight.set(key, making);
    }
    const data = await making;
    res.setHeader('Content-Length', data.length);
    res.end(req.method === 'HEAD' ? undefined : data);
  }

  const handler = (req: Request, res: Response) => {
    handle(req, res).catch((err: unknown) => {
      // Mid-answer (a client that went away while a cached file streamed): nothing left to say.
      if (res.headersSent) return void res.destroy();
      const status = httpStatus(err);
      res.removeHeader('Content-Length');
      // ipx answers 4xx for a file it cannot read as an image; anything else is ours.
      if (typeof status === 'number' && status >= 400 && status < 500) {
        refuse(res, status === 400 ? 400 : 404, status === 400 ? 'Not a readable image.' : 'Image not found.');
        return;
      }
      log.error({ err, url: req.originalUrl }, 'image processing failed');
      refuse(res, 500, 'Could not make this image.');
    });
  };
  return Object.assign(handler, { stats });
}
