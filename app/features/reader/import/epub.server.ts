/**
 * An EPUB read in two steps, both pure (no database, no storage):
 *
 * 1. `openEpub(data)` checks and parses everything that can be wrong with the file (archive,
 *    container, package, spine, navigation, content documents) and throws an EpubError naming it;
 * 2. `renderEpub(opened, place)` sanitizes the chapters with the reader's URLs for this book and
 *    edition, builds the table of contents, and lists the images to store.
 */
import type { Document, Element } from 'domhandler';
import { EpubError } from './errors.ts';
import { readNavigation, type NavEntry } from './navigation.server.ts';
import { readPackage, type EpubMetadata, type EpubPackage, type ManifestItem } from './package.server.ts';
import { chapterSlug, storagePath, type ArchiveTarget } from './paths.ts';
import { noterefTargets, sanitizeDocument } from './sanitize.server.ts';
import { cleanText, decodeXml, expandHtmlEntities, findElement, parseXml } from './xml.server.ts';
import { openArchive, type Archive } from './zip.server.ts';

export interface TocEntry {
  label: string;
  chapter: string;
  fragment?: string;
  children: TocEntry[];
}

interface OpenedDocument {
  item: ManifestItem;
  linear: boolean;
  slug: string;
  body: Element;
  documentTitle: string;
}

export interface OpenedEpub {
  archive: Archive;
  pkg: EpubPackage;
  documents: OpenedDocument[];
  navigation: NavEntry[];
}

export interface EditionPlace {
  /** The book's slug: internal links go to /book/<slug>/read/<chapter>. */
  bookSlug: string;
  editionId: number;
  /** Storage prefix of the edition's images (reader/<publication>/<version>/assets). */
  assetsPrefix: string;
}

export interface RenderedChapter {
  position: number;
  slug: string;
  title: string;
  html: string;
  text: string;
  words: number;
  linear: boolean;
}

export interface StoredAsset {
  /** Path below the edition's assetsPrefix. */
  path: string;
  data: Uint8Array;
  contentType: string;
}

export interface RenderedEpub {
  metadata: EpubMetadata;
  chapters: RenderedChapter[];
  toc: TocEntry[];
  /** Path below assetsPrefix of the cover image, if there is one. */
  cover: StoredAsset | null;
  assets: StoredAsset[];
}

/** The image types an edition keeps (served by the reader's asset route). */
export const RASTER_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' };
export const SVG_TYPE = 'image/svg+xml';
const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: SVG_TYPE,
};

export async function openEpub(data: Uint8Array): Promise<OpenedEpub> {
  const archive = await openArchive(data);
  const pkg = readPackage(archive);
  const files = archive.extract(pkg.spine.map((s) => s.item.path));
  const slugs = new Set<string>();
  const documents = pkg.spine.map(({ item, linear }) => {
    let doc: Document;
    try {
      doc = parseXml(expandHtmlEntities(decodeXml(files.get(item.path)!)));
    } catch {
      throw new EpubError('content-unparseable', `The content document "${item.path}" cannot be read.`, item.path);
    }
    const body = findElement(doc, 'body');
    if (!body) throw new EpubError('content-unparseable', `The content document "${item.path}" has no <body>: it is not XHTML.`, item.path);
    const title = findElement(doc, 'title');
    return { item, linear, slug: chapterSlug(item.path, slugs), body, documentTitle: title ? cleanText(title) : '' };
  });
  return { archive, pkg, documents, navigation: readNavigation(archive, pkg) };
}

const mediaTypeOf = (pkg: EpubPackage, path: string) => {
  const declared = pkg.byPath.get(path)?.mediaType;
  if (declared && (declared in RASTER_TYPES || declared === SVG_TYPE)) return declared;
  return EXTENSION_TYPES[path.slice(path.lastIndexOf('.') + 1).toLowerCase()];
};

/** Lets other work (a page being served) run between chapters of a long book. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function renderEpub(opened: OpenedEpub, place: EditionPlace): Promise<RenderedEpub> {
  const { archive, pkg, documents } = opened;
  const slugByPath = new Map(documents.map((d) => [d.item.path, d.slug]));
  const chapterUrl = (slug: string, fragment: string) => `/book/${place.bookSlug}/read/${slug}${fragment ? `#${encodeURIComponent(fragment)}` : ''}`;

  const storagePaths = new Set<string>();
  const assets = new Map<string, StoredAsset>();
  const keep = (path: string): StoredAsset | null => {
    const existing = assets.get(path);
    if (existing) return existing;
    const contentType = mediaTypeOf(pkg, path);
    const data = contentType ? archive.read(path) : null;
    if (!contentType || !data) return null;
    const asset = { path: storagePath(path, storagePaths), data, contentType };
    assets.set(path, asset);
    return asset;
  };
  // Through the reader's asset route, which applies the book's access rules (a paid book's
  // pictures are no more public than its text).
  const imageUrl = (asset: StoredAsset) => `/reader-assets/${place.editionId}/${asset.path}`;

  const notes = new Map<string, Set<string>>();
  for (const doc of documents) {
    for (const target of noterefTargets(doc.body, doc.item.path)) {
      const [path, id] = [target.slice(0, target.indexOf('#')), target.slice(target.indexOf('#') + 1)];
      notes.set(path, (notes.get(path) ?? new Set()).add(id));
    }
  }

  // A chapter's title: the navigation's label for the whole file, else its first heading, else
  // the label of a place in it (a single-file book lists its sections), else its <title>.
  const fileLabels = new Map<string, string>();
  const placeLabels = new Map<string, string>();
  const collectLabels = (entries: NavEntry[]) => {
    for (const entry of entries) {
      const labels = entry.target?.fragment ? placeLabels : fileLabels;
      if (entry.target && !labels.has(entry.target.path)) labels.set(entry.target.path, entry.label);
      collectLabels(entry.children);
    }
  };
  collectLabels(opened.navigation);

  const chapters: RenderedChapter[] = [];
  for (const [index, doc] of documents.entries()) {
    if (index > 0) await breathe();
    const sanitized = sanitizeDocument(doc.body, {
      path: doc.item.path,
      link: (target: ArchiveTarget) => {
        const slug = slugByPath.get(target.path);
        return slug ? chapterUrl(slug, target.fragment) : null;
      },
      image: (target: ArchiveTarget) => {
        const asset = keep(target.path);
        return asset ? imageUrl(asset) : null;
      },
      noteTargets: notes.get(doc.item.path) ?? new Set(),
    });
    chapters.push({
      position: index + 1,
      slug: doc.slug,
      title: fileLabels.get(doc.item.path) || sanitized.heading || placeLabels.get(doc.item.path) || doc.documentTitle || pkg.metadata.title,
      html: sanitized.html,
      text: sanitized.text,
      words: sanitized.words,
      linear: doc.linear,
    });
  }

  const toToc = (entries: NavEntry[]): TocEntry[] =>
    entries.flatMap((entry) => {
      const children = toToc(entry.children);
      const slug = entry.target ? slugByPath.get(entry.target.path) : undefined;
      // A heading without a link of its own (or to a file outside the spine) opens its first child.
      const place = slug ? { chapter: slug, fragment: entry.target?.fragment } : children[0];
      if (!place) return children;
      const toc: TocEntry = { label: entry.label, chapter: place.chapter, children };
      if (place.fragment) toc.fragment = place.fragment;
      return [toc];
    });
  let toc = toToc(opened.navigation);
  if (!toc.length) toc = chapters.filter((c) => c.linear).map((c) => ({ label: c.title, chapter: c.slug, children: [] }));

  const cover = pkg.cover ? keep(pkg.cover.path) : null;
  return { metadata: pkg.metadata, chapters, toc, cover, assets: [...assets.values()] };
}
