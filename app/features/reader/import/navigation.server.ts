/**
 * The table of contents: the EPUB 3 navigation document's `<nav epub:type="toc">`, else the
 * EPUB 2 NCX's navMap. Targets stay archive paths here; the importer turns them into chapters.
 */
import type { Element } from 'domhandler';
import type { EpubPackage } from './package.server.ts';
import { resolveHref, type ArchiveTarget } from './paths.ts';
import { attr, childElements, cleanText, decodeXml, expandHtmlEntities, findElement, findElements, localName, parseXml } from './xml.server.ts';
import type { Archive } from './zip.server.ts';

export interface NavEntry {
  label: string;
  target: ArchiveTarget | null;
  children: NavEntry[];
}

/** Deeper levels than this are flattened into the last one (a summary panel cannot show more). */
const MAX_DEPTH = 6;

const epubTypes = (element: Element) => (element.attribs['epub:type'] ?? attr(element, 'type') ?? '').split(/\s+/);

function navList(list: Element, base: string, depth: number): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const li of childElements(list).filter((el) => localName(el.name) === 'li')) {
    const elements = childElements(li);
    const head = elements.find((el) => ['a', 'span'].includes(localName(el.name)));
    const nested = elements.find((el) => localName(el.name) === 'ol' || localName(el.name) === 'ul');
    const href = head && localName(head.name) === 'a' ? attr(head, 'href') : undefined;
    const children = nested ? navList(nested, base, depth + 1) : [];
    const label = head ? cleanText(head) : '';
    if (!label) {
      entries.push(...children);
      continue;
    }
    entries.push({ label, target: href ? resolveHref(base, href) : null, children: depth < MAX_DEPTH ? children : [] });
    if (depth >= MAX_DEPTH) entries.push(...children);
  }
  return entries;
}

function ncxPoints(parent: Element, base: string, depth: number): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const point of childElements(parent).filter((el) => localName(el.name) === 'navpoint')) {
    const labelElement = findElement(point, 'navlabel');
    const content = childElements(point).find((el) => localName(el.name) === 'content');
    const src = content ? attr(content, 'src') : undefined;
    const children = ncxPoints(point, base, depth + 1);
    const label = labelElement ? cleanText(labelElement) : '';
    if (!label) {
      entries.push(...children);
      continue;
    }
    entries.push({ label, target: src ? resolveHref(base, src) : null, children: depth < MAX_DEPTH ? children : [] });
    if (depth >= MAX_DEPTH) entries.push(...children);
  }
  return entries;
}

export function readNavigation(archive: Archive, pkg: EpubPackage): NavEntry[] {
  if (pkg.nav) {
    const doc = parseXml(expandHtmlEntities(decodeXml(archive.read(pkg.nav.path)!)));
    const navs = findElements(doc, 'nav');
    const toc = navs.find((nav) => epubTypes(nav).includes('toc')) ?? navs[0];
    const list = toc && findElement(toc, 'ol');
    const entries = list ? navList(list, pkg.nav.path, 1) : [];
    if (entries.length) return entries;
  }
  if (pkg.ncx) {
    const doc = parseXml(decodeXml(archive.read(pkg.ncx.path)!));
    const navMap = findElement(doc, 'navmap');
    if (navMap) return ncxPoints(navMap, pkg.ncx.path, 1);
  }
  return [];
}
