/**
 * The container and package document of an EPUB 3 (or EPUB 2): metadata, manifest, spine,
 * navigation and cover. Every reference is checked against the archive here, so later steps
 * can trust what they are given.
 */
import type { Element } from 'domhandler';
import { withoutXmlForbidden } from '#app/lib/xml.ts';
import { EpubError } from './errors.ts';
import { resolveHref } from './paths.ts';
import { attr, cleanText, decodeXml, findElement, findElements, parseXml, textOf } from './xml.server.ts';
import type { Archive } from './zip.server.ts';

export interface ManifestItem {
  id: string;
  /** The file's path in the archive. */
  path: string;
  mediaType: string;
  properties: string[];
}

export interface SpineItem {
  item: ManifestItem;
  /** linear="no": reachable by links only. */
  linear: boolean;
}

export interface Creator {
  name: string;
  /** "Melville, Herman": how the name sorts, when the package says. */
  fileAs?: string;
  /** MARC relator code (aut, edt, trl, ill …), when the package says. */
  role?: string;
}

export interface EpubMetadata {
  title: string;
  subtitle?: string;
  titles: { value: string; type?: string }[];
  creators: Creator[];
  contributors: Creator[];
  /** BCP 47 tag as written (en-US). */
  language: string;
  identifiers: { value: string; scheme?: string; unique?: true }[];
  description?: string;
  subjects: string[];
  rights?: string;
  publisher?: string;
  date?: string;
  modified?: string;
}

export interface EpubPackage {
  version: string;
  packagePath: string;
  metadata: EpubMetadata;
  manifest: Map<string, ManifestItem>;
  /** Manifest items by their path in the archive. */
  byPath: Map<string, ManifestItem>;
  /** Content documents in reading order (XHTML only). */
  spine: SpineItem[];
  nav: ManifestItem | null;
  ncx: ManifestItem | null;
  cover: ManifestItem | null;
}

const CONTAINER = 'META-INF/container.xml';
const XHTML_TYPES = new Set(['application/xhtml+xml', 'text/html', 'application/html+xml']);
/** Font obfuscation only hides fonts from copying; anything else is encryption (DRM). */
const FONT_OBFUSCATION = new Set(['http://www.idpf.org/2008/embedding', 'http://ns.adobe.com/pdf/enc#RC']);

export const isXhtml = (item: ManifestItem) => XHTML_TYPES.has(item.mediaType);

function readXmlFile(archive: Archive, path: string) {
  const bytes = archive.read(path);
  return bytes ? parseXml(decodeXml(bytes)) : null;
}

function findName(archive: Archive, wanted: string): string | undefined {
  if (archive.names.has(wanted)) return wanted;
  const lower = wanted.toLowerCase();
  return [...archive.names].find((name) => name.toLowerCase() === lower);
}

function packagePathOf(archive: Archive): string {
  const mimetype = archive.read('mimetype');
  if (mimetype && new TextDecoder().decode(mimetype).trim() !== 'application/epub+zip') {
    throw new EpubError('not-epub', 'The archive\'s "mimetype" file does not say application/epub+zip: it is not an EPUB.');
  }
  const containerName = findName(archive, CONTAINER);
  if (!containerName) throw new EpubError('no-container', `The archive has no ${CONTAINER}, so it is not an EPUB.`, CONTAINER);
  const container = readXmlFile(archive, containerName)!;
  const rootfiles = findElements(container, 'rootfile');
  const rootfile = rootfiles.find((r) => attr(r, 'media-type') === 'application/oebps-package+xml') ?? rootfiles[0];
  const fullPath = rootfile && attr(rootfile, 'full-path')?.trim();
  if (!findElement(container, 'container') || !fullPath) {
    throw new EpubError('container-unparseable', `${CONTAINER} does not name a package document (rootfile full-path).`, CONTAINER);
  }
  const target = resolveHref('', fullPath);
  const path = target && findName(archive, target.path);
  if (!path) throw new EpubError('package-missing', `The package document "${fullPath}" named in ${CONTAINER} is not in the archive.`, fullPath);
  return path;
}

function refuseEncryption(archive: Archive) {
  const name = findName(archive, 'META-INF/encryption.xml');
  const encryption = name ? readXmlFile(archive, name) : null;
  if (!encryption) return;
  for (const data of findElements(encryption, 'encrypteddata')) {
    const method = findElement(data, 'encryptionmethod');
    const algorithm = method ? attr(method, 'algorithm') : undefined;
    if (algorithm && FONT_OBFUSCATION.has(algorithm)) continue;
    const reference = findElement(data, 'cipherreference');
    const uri = (reference && attr(reference, 'uri')) ?? '';
    throw new EpubError('encrypted', `The EPUB is encrypted (DRM)${uri ? `, starting with "${uri}"` : ''}; only unprotected EPUBs can be imported.`, uri);
  }
}

/** EPUB 3 `<meta refines="#id" property="…">` statements, by the refined element's id. */
function refinementsOf(metadata: Element): Map<string, Map<string, string[]>> {
  const refinements = new Map<string, Map<string, string[]>>();
  for (const meta of findElements(metadata, 'meta')) {
    const refines = attr(meta, 'refines')?.trim();
    const property = attr(meta, 'property')?.trim();
    if (!refines?.startsWith('#') || !property) continue;
    const id = refines.slice(1);
    const properties = refinements.get(id) ?? new Map<string, string[]>();
    properties.set(property, [...(properties.get(property) ?? []), cleanText(meta)]);
    refinements.set(id, properties);
  }
  return refinements;
}

/** Descriptions are often escaped HTML: keep their words. */
const plainText = (value: string) =>
  withoutXmlForbidden(value)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function readMetadata(pkg: Element, metadata: Element): EpubMetadata {
  const refinements = refinementsOf(metadata);
  const refined = (element: Element, property: string) => {
    const id = attr(element, 'id');
    return id ? refinements.get(id)?.get(property)?.[0] : undefined;
  };
  // Dublin Core elements by local name (any prefix), also inside an OPF 1 <dc-metadata> wrapper.
  const dc = (name: string) => findElements(metadata, name);
  const values = (name: string) => dc(name).map(cleanText).filter(Boolean);

  const titles = dc('title')
    .map((el, index) => ({ value: cleanText(el), type: refined(el, 'title-type'), seq: Number(refined(el, 'display-seq') ?? index + 1) }))
    .filter((t) => t.value)
    .sort((a, b) => a.seq - b.seq);
  const main = titles.find((t) => t.type === 'main') ?? titles[0];
  if (!main) throw new EpubError('no-title', 'The package document has no title (dc:title).');
  const person = (el: Element): Creator => {
    const creator: Creator = { name: cleanText(el) };
    const fileAs = refined(el, 'file-as') ?? attr(el, 'file-as');
    const role = refined(el, 'role') ?? attr(el, 'role');
    if (fileAs?.trim()) creator.fileAs = fileAs.trim();
    if (role?.trim()) creator.role = role.trim().toLowerCase();
    return creator;
  };
  const uniqueId = attr(pkg, 'unique-identifier');
  const identifiers = dc('identifier')
    .map((el) => {
      const identifier: EpubMetadata['identifiers'][number] = { value: cleanText(el) };
      const scheme = refined(el, 'identifier-type') ?? attr(el, 'scheme');
      if (scheme) identifier.scheme = scheme;
      if (uniqueId && attr(el, 'id') === uniqueId) identifier.unique = true;
      return identifier;
    })
    .filter((identifier) => identifier.value);
  const modified = findElements(metadata, 'meta').find((meta) => attr(meta, 'property') === 'dcterms:modified');
  const description = dc('description')
    .map((el) => plainText(textOf(el)))
    .find(Boolean);
  const rights = values('rights').join(' ');
  const result: EpubMetadata = {
    title: main.value,
    titles: titles.map(({ value, type }) => (type ? { value, type } : { value })),
    creators: dc('creator')
      .map(person)
      .filter((c) => c.name),
    contributors: dc('contributor')
      .map(person)
      .filter((c) => c.name),
    language: values('language')[0] ?? attr(pkg, 'lang') ?? 'und',
    identifiers,
    subjects: values('subject'),
  };
  const subtitle = titles.find((t) => t.type === 'subtitle');
  if (subtitle) result.subtitle = subtitle.value;
  if (description) result.description = description;
  if (rights) result.rights = rights;
  const publisher = values('publisher')[0];
  if (publisher) result.publisher = publisher;
  const date = values('date')[0];
  if (date) result.date = date;
  if (modified && cleanText(modified)) result.modified = cleanText(modified);
  return result;
}

export function readPackage(archive: Archive): EpubPackage {
  const packagePath = packagePathOf(archive);
  refuseEncryption(archive);
  const doc = readXmlFile(archive, packagePath)!;
  const pkg = findElement(doc, 'package');
  const metadataElement = pkg && findElement(pkg, 'metadata');
  const manifestElement = pkg && findElement(pkg, 'manifest');
  if (!pkg || !metadataElement || !manifestElement) {
    throw new EpubError('package-unparseable', `The package document "${packagePath}" cannot be read: it lacks package, metadata or manifest.`, packagePath);
  }
  const metadata = readMetadata(pkg, metadataElement);

  const manifest = new Map<string, ManifestItem>();
  const byPath = new Map<string, ManifestItem>();
  for (const element of findElements(manifestElement, 'item')) {
    const id = attr(element, 'id');
    const href = attr(element, 'href');
    const target = href ? resolveHref(packagePath, href) : null;
    if (!id || !target) continue;
    const item: ManifestItem = {
      id,
      path: target.path,
      mediaType: (attr(element, 'media-type') ?? '').trim().toLowerCase(),
      properties: (attr(element, 'properties') ?? '').split(/\s+/).filter(Boolean),
    };
    manifest.set(id, item);
    if (!byPath.has(item.path)) byPath.set(item.path, item);
  }

  const spineElement = findElement(pkg, 'spine');
  const spine: SpineItem[] = [];
  for (const ref of spineElement ? findElements(spineElement, 'itemref') : []) {
    const idref = attr(ref, 'idref') ?? '';
    const item = manifest.get(idref);
    if (!item) throw new EpubError('spine-item-missing', `The spine lists "${idref}", which the manifest does not have.`, idref);
    if (!archive.names.has(item.path)) throw new EpubError('spine-item-missing', `The spine item "${item.path}" is not in the archive.`, item.path);
    // Spine items that are not XHTML (an image, an SVG page) have no text to read.
    if (!isXhtml(item)) continue;
    spine.push({ item, linear: attr(ref, 'linear') !== 'no' });
  }
  if (!spine.length) throw new EpubError('empty-spine', 'The spine lists no content document to read.');

  // (After the spine, whose missing documents get their own message.) A manifest that names a file the archive lacks is a broken package (EPUBCheck's RSC-001):
  // readers fail on it in their own ways, so say which file it is instead of importing it.
  for (const item of manifest.values()) {
    if (!archive.names.has(item.path)) {
      throw new EpubError('manifest-item-missing', `The manifest lists "${item.path}", which the archive lacks.`, item.path);
    }
  }

  const present = (item: ManifestItem | undefined) => (item && archive.names.has(item.path) ? item : null);
  const items = [...manifest.values()];
  const nav = present(items.find((item) => item.properties.includes('nav') && isXhtml(item)));
  const tocId = spineElement ? attr(spineElement, 'toc') : undefined;
  const ncx = present((tocId ? manifest.get(tocId) : undefined) ?? items.find((item) => item.mediaType === 'application/x-dtbncx+xml'));

  // EPUB 3 marks the cover image; EPUB 2 names it in <meta name="cover" content="item id">.
  const isImage = (item: ManifestItem | undefined) => (item?.mediaType.startsWith('image/') ? item : undefined);
  const coverMeta = findElements(metadataElement, 'meta').find((meta) => attr(meta, 'name') === 'cover');
  const coverRef = coverMeta ? attr(coverMeta, 'content')?.trim() : undefined;
  const cover = present(
    isImage(items.find((item) => item.properties.includes('cover-image'))) ??
      (coverRef ? (isImage(manifest.get(coverRef)) ?? isImage(byPath.get(resolveHref(packagePath, coverRef)?.path ?? ''))) : undefined),
  );

  return { version: attr(pkg, 'version') ?? '', packagePath, metadata, manifest, byPath, spine, nav, ncx, cover };
}
