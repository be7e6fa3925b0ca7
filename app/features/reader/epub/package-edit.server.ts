/**
 * Changes to an EPUB we hand out, made on the archive's text without re-parsing the book:
 * - `makeAccessible`: every XHTML gets `lang` and `xml:lang` (from dc:language) where it lacks
 *   them, and the package gets EPUB Accessibility metadata when it has none (applied at import,
 *   so the stored file is already right);
 * - `personalize`: a bought copy names its buyer and order in the package metadata
 *   (dcterms:provenance) and on a colophon page after the cover ("social DRM").
 * Unchanged entries keep their compressed bytes.
 */
import { localeInfo } from '#app/i18n/locales.ts';
import { accessibilityMetaXml, defaultAccessibility, readAccessibility } from './accessibility.ts';
import { readableColours } from './readable-colours.ts';
import { entryText, newEntry, readEntries, writeZip, ZipFormatError, type ZipEntry } from './zip.server.ts';
import { escapeXml } from '#app/lib/xml.ts';

export { ZipFormatError } from './zip.server.ts';

interface OpenPackage {
  entries: ZipEntry[];
  opfPath: string;
  opf: string;
  language: string;
}

const folderOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '');

function openPackage(data: Uint8Array): OpenPackage {
  const entries = readEntries(data);
  const container = entries.find((e) => e.name === 'META-INF/container.xml');
  const opfPath = container ? /full-path="([^"]+)"/.exec(entryText(container))?.[1] : undefined;
  const opfEntry = opfPath ? entries.find((e) => e.name === opfPath) : undefined;
  if (!opfPath || !opfEntry) throw new ZipFormatError('no package document');
  const opf = entryText(opfEntry);
  const language = /<dc:language[^>]*>\s*([^<\s]+)\s*<\/dc:language>/.exec(opf)?.[1] ?? 'en';
  return { entries, opfPath, opf, language };
}

function pack(pkg: OpenPackage, changed: Map<string, string>, added: ZipEntry[] = []): Uint8Array {
  const entries = pkg.entries.map((e) => (changed.has(e.name) ? newEntry(e.name, changed.get(e.name)!) : e));
  // The mimetype entry first and stored, as OCF requires.
  const mimetype = entries.find((e) => e.name === 'mimetype') ?? newEntry('mimetype', 'application/epub+zip', { store: true });
  return writeZip([
    mimetype.method === 0 ? mimetype : newEntry('mimetype', 'application/epub+zip', { store: true }),
    ...entries.filter((e) => e.name !== 'mimetype'),
    ...added,
  ]);
}

/** Adds lang and xml:lang to an XHTML document's <html> start tag where missing. */
export function withLanguage(xhtml: string, language: string): string {
  return xhtml.replace(/<html\b[^>]*>/, (tag) => {
    let result = tag;
    if (!/\sxml:lang=/.test(result)) result = result.replace(/<html\b/, `<html xml:lang="${escapeXml(language)}"`);
    if (!/\slang=/.test(result)) result = result.replace(/<html\b/, `<html lang="${escapeXml(language)}"`);
    return result;
  });
}

function manifestItems(opf: string) {
  return [...opf.matchAll(/<item\b[^>]*>/g)].map((m) => ({
    href: /\shref="([^"]+)"/.exec(m[0])?.[1] ?? '',
    mediaType: /\smedia-type="([^"]+)"/.exec(m[0])?.[1] ?? '',
  }));
}

/**
 * What Ace by DAISY asks of a book we hand out, where the file lacks it: every XHTML with its
 * language, the package with its language, text colours readable on white, the source of print
 * page numbers marked, and accessibility metadata in the package (when it has none).
 */
export function makeAccessible(data: Uint8Array): Uint8Array {
  const pkg = openPackage(data);
  const folder = folderOf(pkg.opfPath);
  const items = manifestItems(pkg.opf);
  const changed = new Map<string, string>();
  let pageBreaks = false;
  for (const item of items) {
    const isXhtml = item.mediaType === 'application/xhtml+xml';
    if (!isXhtml && item.mediaType !== 'text/css') continue;
    const name = folder + decodeURIComponent(item.href.split('#')[0]!);
    const entry = pkg.entries.find((e) => e.name === name);
    if (!entry) continue;
    const text = entryText(entry);
    if (isXhtml && /epub:type="[^"]*\bpagebreak\b/.test(text)) pageBreaks = true;
    const fixed = isXhtml ? withLanguage(text, pkg.language) : readableColours(text);
    if (fixed !== text) changed.set(name, fixed);
  }
  let opf = pkg.opf;
  if (!/<package\b[^>]*\sxml:lang=/.test(opf)) opf = opf.replace(/<package\b/, `<package xml:lang="${escapeXml(pkg.language)}"`);
  // Print page numbers name their source: the package's dc:source, marked as the pagination's (EPUB 3.2).
  if (pageBreaks && !/property="source-of"/.test(opf)) {
    const source = /<dc:source\b([^>]*)>/.exec(opf);
    if (source) {
      const id = /\sid="([^"]+)"/.exec(source[1]!)?.[1] ?? 'ipe-page-source';
      if (!/\sid="/.test(source[1]!)) opf = opf.replace(source[0], `<dc:source id="${id}"${source[1]}>`);
      opf = opf.replace('</metadata>', `    <meta refines="#${id}" property="source-of">pagination</meta>\n  </metadata>`);
    }
  }
  if (!readAccessibility(opf)) {
    const images = items.some((i) => i.mediaType.startsWith('image/'));
    opf = opf.replace('</metadata>', `${accessibilityMetaXml(defaultAccessibility({ images, language: pkg.language }))}  </metadata>`);
  }
  if (opf !== pkg.opf) changed.set(pkg.opfPath, opf);
  return changed.size ? pack(pkg, changed) : data;
}

export interface Buyer {
  name: string;
  /** The order that bought it; null for a granted copy (review copies, a course's books). */
  orderId: number | null;
  /** yyyy-mm-dd */
  date: string;
  locale: 'pt' | 'en';
}

const COLOPHON = {
  pt: {
    title: 'Exemplar pessoal',
    text: (b: Buyer) =>
      `Este exemplar foi licenciado para ${b.name}${b.orderId ? `, pedido nº ${b.orderId},` : ''} em ${b.date.split('-').reverse().join('/')}.`,
    ask: 'É uma cópia para uso pessoal: leia em todos os seus aparelhos, mas não a distribua. Obrigado por apoiar a edição acadêmica.',
    provenance: (b: Buyer) => `Exemplar licenciado para ${b.name}${b.orderId ? `, pedido nº ${b.orderId}` : ''}, ${b.date}`,
  },
  en: {
    title: 'Personal copy',
    text: (b: Buyer) => `This copy is licensed to ${b.name}${b.orderId ? `, order no. ${b.orderId},` : ''} on ${b.date}.`,
    ask: 'It is for personal use: read it on all your devices, but please do not distribute it. Thank you for supporting academic publishing.',
    provenance: (b: Buyer) => `Copy licensed to ${b.name}${b.orderId ? `, order no. ${b.orderId}` : ''}, ${b.date}`,
  },
};

const COLOPHON_ID = 'ipe-personal-copy';
const COLOPHON_FILE = 'ipe-personal-copy.xhtml';

/** A copy that names its buyer and order (package metadata and a colophon page after the first page). */
export function personalize(data: Uint8Array, buyer: Buyer): Uint8Array {
  const pkg = openPackage(data);
  const words = COLOPHON[buyer.locale];
  const lang = localeInfo[buyer.locale].lang;
  const name = buyer.name.replace(/\s+/g, ' ').trim().slice(0, 200);
  const who = { ...buyer, name };
  const colophon = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="${lang}" xml:lang="${lang}">
<head>
<meta charset="UTF-8"/>
<title>${escapeXml(words.title)}</title>
</head>
<body>
<section epub:type="colophon" role="doc-colophon" aria-labelledby="ipe-personal-copy-title">
<h1 id="ipe-personal-copy-title">${escapeXml(words.title)}</h1>
<p>${escapeXml(words.text(who))}</p>
<p>${escapeXml(words.ask)}</p>
</section>
</body>
</html>
`;
  let opf = pkg.opf;
  opf = opf.replace('</metadata>', `    <meta property="dcterms:provenance">${escapeXml(words.provenance(who))}</meta>\n  </metadata>`);
  opf = opf.replace('</manifest>', `    <item id="${COLOPHON_ID}" href="${COLOPHON_FILE}" media-type="application/xhtml+xml"/>\n  </manifest>`);
  // After the first page of the reading order (usually the cover), before the text.
  const itemref = `<itemref idref="${COLOPHON_ID}"/>`;
  opf = /<itemref\b[^>]*\/>/.test(opf) ? opf.replace(/(<itemref\b[^>]*\/>)/, `$1\n    ${itemref}`) : opf.replace(/(<spine\b[^>]*>)/, `$1\n    ${itemref}`);
  return pack(pkg, new Map([[pkg.opfPath, opf]]), [newEntry(folderOf(pkg.opfPath) + COLOPHON_FILE, colophon)]);
}

/** The package document's text (for tests and the book page's accessibility summary). */
export function packageDocument(data: Uint8Array): string {
  return openPackage(data).opf;
}
