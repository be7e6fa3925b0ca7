/** Small EPUBs made in tests: a valid EPUB 3 by default, any file replaced or left out on demand. */
import { strToU8, zipSync, type Zippable } from 'fflate';

export interface TestChapter {
  file: string;
  title: string;
  body: string;
  linear?: boolean;
}

export interface TestEpubOptions {
  title?: string;
  language?: string;
  creators?: string;
  rights?: string;
  chapters?: TestChapter[];
  /** Extra manifest items, as XML. */
  manifest?: string;
  /** Files to add or replace (null: leave the file out). */
  files?: Record<string, string | Uint8Array | null>;
}

export const xhtml = (title: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="en" xml:lang="en">
<head><title>${title}</title><link rel="stylesheet" href="style.css"/><style>p { color: red }</style></head>
<body>
${body}
</body>
</html>`;

export const defaultChapters: TestChapter[] = [
  { file: 'one.xhtml', title: 'One', body: '<h1>Chapter One</h1>\n<p>It was a bright cold day in April.</p>' },
  { file: 'two.xhtml', title: 'Two', body: '<h1>Chapter Two</h1>\n<p>The clocks were striking thirteen.</p>' },
];

/** A 1×1 PNG. */
export const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);

export function makeEpub(options: TestEpubOptions = {}): Uint8Array {
  const chapters = options.chapters ?? defaultChapters;
  const items = chapters.map((c, i) => `<item id="c${i}" href="${c.file}" media-type="application/xhtml+xml"/>`).join('\n    ');
  const spine = chapters.map((c, i) => `<itemref idref="c${i}"${c.linear === false ? ' linear="no"' : ''}/>`).join('\n    ');
  const nav = chapters.map((c) => `<li><a href="${c.file}">${c.title}</a></li>`).join('');
  const files: Record<string, string | Uint8Array | null> = {
    'META-INF/container.xml': `<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>`,
    'OEBPS/content.opf': `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="uid">urn:uuid:12345678-1234-1234-1234-123456789abc</dc:identifier>
    <dc:title>${options.title ?? 'A Test Book'}</dc:title>
    ${options.creators ?? '<dc:creator>Ana Souza</dc:creator>'}
    <dc:language>${options.language ?? 'en'}</dc:language>
    <dc:rights>${options.rights ?? 'CC BY 4.0'}</dc:rights>
    <meta property="dcterms:modified">2024-01-01T00:00:00Z</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="css" href="style.css" media-type="text/css"/>
    ${items}
    ${options.manifest ?? ''}
  </manifest>
  <spine>
    ${spine}
  </spine>
</package>`,
    'OEBPS/nav.xhtml': xhtml('Contents', `<nav epub:type="toc"><ol>${nav}</ol></nav>`),
    'OEBPS/style.css': 'body { font-family: serif }',
  };
  for (const c of chapters) files[`OEBPS/${c.file}`] = xhtml(c.title, c.body);
  Object.assign(files, options.files);
  const zippable: Zippable = { mimetype: [strToU8('application/epub+zip'), { level: 0 }] };
  for (const [name, content] of Object.entries(files)) {
    if (content !== null) zippable[name] = typeof content === 'string' ? strToU8(content) : content;
  }
  return zipSync(zippable);
}
