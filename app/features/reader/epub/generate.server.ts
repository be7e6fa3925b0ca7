/**
 * Writes an EPUB 3 from a work's own text (title, contributors, abstract, chapters), for works
 * that have no file of their own: every XHTML has its language, the package has EPUB
 * Accessibility 1.1 metadata, navigation by headings and a nav document. EPUBCheck-valid.
 */
import { accessibilityMetaXml, defaultAccessibility } from './accessibility.ts';
import { pageId, withPageBreaks, type PageStart } from './page-breaks.server.ts';
import { newEntry, writeZip } from './zip.server.ts';
import { escapeXml } from '#app/lib/xml.ts';

export interface GeneratedChapter {
  title: string;
  /** Plain paragraphs (no markup), or the chapter's body as XHTML in `html`. */
  paragraphs?: string[];
  /** Well-formed XHTML (no named entities), placed after the title and the authors. */
  html?: string;
  authors?: string[];
  /** The pages of the printed text this chapter fills, where each begins (page-breaks.server.ts). */
  pages?: PageStart[];
}

/** A page of the front matter after the title page (a volume's presentation), in the reading order. */
export interface GeneratedFrontMatter {
  title: string;
  /** Well-formed XHTML, after the title. */
  html: string;
  /** Its epub:type, one with a DPUB-ARIA role (preface, foreword, introduction …). */
  type: string;
}

export interface GeneratedBook {
  /** A URN or DOI for dc:identifier. */
  identifier: string;
  title: string;
  subtitle?: string | null;
  /** BCP 47, e.g. pt-BR. */
  language: string;
  creators: { name: string; role: 'aut' | 'edt' | 'trl' | 'com' }[];
  /** The title page's line of people, when not just the creators' names ("Organização: …"). */
  byline?: string;
  /** More lines of the title page (the event, the ISBN). */
  titleLines?: string[];
  publisher: string;
  /** yyyy-mm-dd */
  date: string | null;
  description?: string | null;
  /** Whether the title page also shows the description (a volume presents itself in its front matter instead). */
  descriptionOnTitlePage?: boolean;
  rights?: string | null;
  subjects?: string[];
  frontMatter?: GeneratedFrontMatter[];
  chapters: GeneratedChapter[];
  /** What the chapters' page numbers are of (dc:source): the printed edition's identifier. */
  pageSource?: string;
  /** Files the chapters' XHTML names (SVG figures), beside the chapters. */
  assets?: { name: string; data: Uint8Array }[];
  /** A last page in the back matter (XHTML): the colophon. */
  colophon?: { title: string; html: string };
  /** The words of the generated pages, in the book's language. */
  labels: { contents: string; about: string; by: string; pages?: string };
  modified?: Date;
}

const CSS = `body { font-family: serif; line-height: 1.5; margin: 0 5%; color: #000; background: #fff; }
h1, h2 { font-family: sans-serif; line-height: 1.2; }
p { margin: 0 0 1em; }
blockquote { margin: 1em 2em; font-size: 0.95em; }
table { border-collapse: collapse; margin: 1em 0; font-size: 0.9em; }
caption { text-align: left; font-weight: bold; margin-bottom: 0.5em; }
th, td { border: 1px solid #666; padding: 0.25em 0.5em; text-align: left; vertical-align: top; }
figure { margin: 1.5em 0; text-align: center; }
figure img { max-width: 100%; }
figcaption { font-size: 0.9em; margin-top: 0.5em; }
.footnotes { border-top: 1px solid #666; margin-top: 2em; padding-top: 0.5em; font-size: 0.9em; }
.references li { margin-bottom: 0.5em; padding-left: 2em; text-indent: -2em; list-style: none; }
.subtitle { font-size: 1.2em; font-style: italic; }
.byline { font-weight: bold; }
.byline, .affiliation { margin-bottom: 0.25em; }
.affiliation { font-style: italic; font-size: 0.9em; }
.details, .keywords { font-size: 0.9em; }
`;

function page(lang: string, title: string, body: string, type?: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="${lang}" xml:lang="${lang}">
<head>
<meta charset="UTF-8"/>
<title>${escapeXml(title)}</title>
<link rel="stylesheet" type="text/css" href="style.css"/>
</head>
<body${type ? ` epub:type="${type}"` : ''}>
${body}
</body>
</html>
`;
}

export function generateEpub(book: GeneratedBook): Uint8Array {
  const lang = book.language;
  const modified = (book.modified ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const chapterFile = (i: number) => `chapter-${String(i + 1).padStart(3, '0')}.xhtml`;
  const frontFile = (i: number) => `front-${String(i + 1).padStart(3, '0')}.xhtml`;
  const front = book.frontMatter ?? [];
  const paged = book.chapters.flatMap((chapter, i) => (chapter.pages ?? []).map((page) => ({ number: page.number, file: chapterFile(i) })));
  const authorsLine = (names: string[] | undefined) => (names?.length ? `<p class="byline">${escapeXml(names.join(', '))}</p>\n` : '');

  const titlePage = page(
    lang,
    book.title,
    `<section epub:type="titlepage" aria-labelledby="book-title">
<h1 id="book-title">${escapeXml(book.title)}</h1>
${book.subtitle ? `<p class="subtitle">${escapeXml(book.subtitle)}</p>\n` : ''}${book.byline || book.creators.length ? `<p class="byline">${escapeXml(book.byline ?? book.creators.map((c) => c.name).join(', '))}</p>\n` : ''}${(book.titleLines ?? []).map((line) => `<p>${escapeXml(line)}</p>\n`).join('')}<p>${escapeXml(book.publisher)}${book.date ? `, ${book.date.slice(0, 4)}` : ''}</p>
${book.rights ? `<p>${escapeXml(book.rights)}</p>\n` : ''}</section>
${
  book.description && book.descriptionOnTitlePage !== false
    ? `<section aria-labelledby="about-title">\n<h2 id="about-title">${escapeXml(book.labels.about)}</h2>\n${book.description
        .split(/\n{2,}/)
        .map((p) => `<p>${escapeXml(p)}</p>`)
        .join('\n')}\n</section>`
    : ''
}`,
    'frontmatter',
  );
  const frontPages = front.map((part) =>
    page(
      lang,
      part.title,
      `<section epub:type="${escapeXml(part.type)}" role="doc-${escapeXml(part.type)}" aria-labelledby="front-title">
<h1 id="front-title">${escapeXml(part.title)}</h1>
${part.html}
</section>`,
      'frontmatter',
    ),
  );
  const chapters = book.chapters.map((chapter) => {
    const section = `<section epub:type="chapter" role="doc-chapter" aria-labelledby="chapter-title">
<h1 id="chapter-title">${escapeXml(chapter.title)}</h1>
${authorsLine(chapter.authors)}${chapter.html ?? (chapter.paragraphs ?? []).map((p) => `<p>${escapeXml(p)}</p>`).join('\n')}
</section>`;
    return page(lang, chapter.title, chapter.pages?.length ? withPageBreaks(section, chapter.pages) : section, 'bodymatter');
  });
  const colophon = book.colophon
    ? page(
        lang,
        book.colophon.title,
        `<section epub:type="colophon" role="doc-colophon" aria-labelledby="colophon-title">\n<h1 id="colophon-title">${escapeXml(book.colophon.title)}</h1>\n${book.colophon.html}\n</section>`,
        'backmatter',
      )
    : null;
  const assets = book.assets ?? [];
  const nav = page(
    lang,
    book.labels.contents,
    `<nav epub:type="toc" role="doc-toc" id="toc" aria-labelledby="toc-title">
<h1 id="toc-title">${escapeXml(book.labels.contents)}</h1>
<ol>
<li><a href="title.xhtml">${escapeXml(book.title)}</a></li>
${front.map((f, i) => `<li><a href="${frontFile(i)}">${escapeXml(f.title)}</a></li>\n`).join('')}${book.chapters.map((c, i) => `<li><a href="${chapterFile(i)}">${escapeXml(c.title)}</a></li>`).join('\n')}
${book.colophon ? `<li><a href="colophon.xhtml">${escapeXml(book.colophon.title)}</a></li>\n` : ''}</ol>
</nav>
${
  paged.length
    ? `<nav epub:type="page-list" role="doc-pagelist" hidden="hidden" aria-label="${escapeXml(book.labels.pages ?? 'Pages')}">
<ol>
${paged.map((p) => `<li><a href="${p.file}#${escapeXml(pageId(p.number))}">${escapeXml(p.number)}</a></li>`).join('\n')}
</ol>
</nav>
`
    : ''
}<nav epub:type="landmarks" hidden="hidden" aria-label="Landmarks">
<ol>
<li><a epub:type="titlepage" href="title.xhtml">${escapeXml(book.title)}</a></li>
${book.chapters.length ? `<li><a epub:type="bodymatter" href="${chapterFile(0)}">${escapeXml(book.chapters[0]!.title)}</a></li>` : ''}
</ol>
</nav>`,
  );
  const creators = book.creators
    .map(
      (
        c,
        i,
      ) => `    <dc:${c.role === 'aut' ? 'creator' : 'contributor'} id="creator-${i + 1}">${escapeXml(c.name)}</dc:${c.role === 'aut' ? 'creator' : 'contributor'}>
    <meta refines="#creator-${i + 1}" property="role" scheme="marc:relators">${c.role}</meta>
`,
    )
    .join('');
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${lang}">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">${escapeXml(book.identifier)}</dc:identifier>
    <dc:title id="title">${escapeXml(book.title)}</dc:title>
    <meta refines="#title" property="title-type">main</meta>
${book.subtitle ? `    <dc:title id="subtitle">${escapeXml(book.subtitle)}</dc:title>\n    <meta refines="#subtitle" property="title-type">subtitle</meta>\n` : ''}    <dc:language>${escapeXml(lang)}</dc:language>
${creators}    <dc:publisher>${escapeXml(book.publisher)}</dc:publisher>
${book.date ? `    <dc:date>${book.date}</dc:date>\n` : ''}${book.description ? `    <dc:description>${escapeXml(book.description)}</dc:description>\n` : ''}${book.rights ? `    <dc:rights>${escapeXml(book.rights)}</dc:rights>\n` : ''}${(book.subjects ?? []).map((s) => `    <dc:subject>${escapeXml(s)}</dc:subject>\n`).join('')}${
  paged.length
    ? `    <dc:source id="page-source">${escapeXml(book.pageSource ?? book.identifier)}</dc:source>\n    <meta refines="#page-source" property="source-of">pagination</meta>\n`
    : ''
}    <meta property="dcterms:modified">${modified}</meta>
${accessibilityMetaXml(defaultAccessibility({ images: assets.length > 0, pages: paged.length > 0, certifiedBy: book.publisher, language: lang }))}  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="style" href="style.css" media-type="text/css"/>
    <item id="title-page" href="title.xhtml" media-type="application/xhtml+xml"/>
${front.map((_, i) => `    <item id="front-${i + 1}" href="${frontFile(i)}" media-type="application/xhtml+xml"/>\n`).join('')}${book.chapters.map((_, i) => `    <item id="chapter-${i + 1}" href="${chapterFile(i)}" media-type="application/xhtml+xml"/>`).join('\n')}
${colophon ? '    <item id="colophon" href="colophon.xhtml" media-type="application/xhtml+xml"/>\n' : ''}${assets.map((a, i) => `    <item id="asset-${i + 1}" href="${escapeXml(a.name)}" media-type="${a.name.endsWith('.svg') ? 'image/svg+xml' : a.name.endsWith('.png') ? 'image/png' : 'image/jpeg'}"/>\n`).join('')}  </manifest>
  <spine>
    <itemref idref="title-page" linear="no"/>
${front.map((_, i) => `    <itemref idref="front-${i + 1}"/>\n`).join('')}${book.chapters.map((_, i) => `    <itemref idref="chapter-${i + 1}"/>`).join('\n')}
${colophon ? '    <itemref idref="colophon"/>\n' : ''}  </spine>
</package>
`;
  const container = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;
  const now = book.modified ?? new Date();
  return writeZip([
    newEntry('mimetype', 'application/epub+zip', { store: true, now }),
    newEntry('META-INF/container.xml', container, { now }),
    newEntry('OEBPS/content.opf', opf, { now }),
    newEntry('OEBPS/nav.xhtml', nav, { now }),
    newEntry('OEBPS/style.css', CSS, { now }),
    newEntry('OEBPS/title.xhtml', titlePage, { now }),
    ...frontPages.map((f, i) => newEntry(`OEBPS/${frontFile(i)}`, f, { now })),
    ...chapters.map((c, i) => newEntry(`OEBPS/${chapterFile(i)}`, c, { now })),
    ...(colophon ? [newEntry('OEBPS/colophon.xhtml', colophon, { now })] : []),
    ...assets.map((a) => newEntry(`OEBPS/${a.name}`, a.data, { now })),
  ]);
}
