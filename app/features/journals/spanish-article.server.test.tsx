/**
 * An article written in neither Portuguese nor English (decision 0020): its page in both site
 * languages, what indexes and citations read, and the PDF written from its full text.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { eq } from 'drizzle-orm';
import { articles, journalIssues, journals, publications } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import ArticleRoute, { loader } from '#app/routes/journals/article.tsx';
import { loader as citeLoader } from '#app/routes/resources/cite.ts';
import { routeArgs } from '#app/test/route-args.ts';
import { articlePdf } from './pages.server.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spanish-article-'));
process.env.DATA_DIR = dataDir;
process.env.APP_URL = 'https://ipe.example';

let database: TestDatabase;
let articleId: number;

const TITLE = 'Diseño y cuidados en los barrios populares';

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  const [journal] = await database.db
    .insert(publications)
    .values({
      type: 'journal',
      slug: 'design-e-sociedade',
      status: 'published',
      titlePt: 'Revista de Design e Sociedade',
      titleEn: 'Design and Society Journal',
    })
    .returning({ id: publications.id });
  await database.db.insert(journals).values({ publicationId: journal!.id, issn: '2595-1234' });
  const [issue] = await database.db
    .insert(journalIssues)
    .values({ journalId: journal!.id, volume: 1, number: 2, year: 2024, publishedOn: '2024-12-16', status: 'published' })
    .returning({ id: journalIssues.id });
  const [article] = await database.db
    .insert(articles)
    .values({
      issueId: issue!.id,
      position: 1,
      language: 'es',
      titleOriginal: TITLE,
      titlePt: 'Design e cuidados nos bairros populares',
      titleEn: 'Design and care in working-class neighbourhoods',
      abstractOriginal: 'Las redes de cuidado diseñan sus propios servicios.',
      abstractPt: 'As redes de cuidado projetam seus próprios serviços.',
      abstractEn: 'Care networks design their own services.',
      keywordsOriginal: ['cuidados', 'diseño situado'],
      keywordsPt: ['cuidados', 'design situado'],
      keywordsEn: ['care', 'situated design'],
      contributors: [{ given: 'Laura', family: 'Méndez', role: 'author', affiliation: 'Universidad de Buenos Aires' }],
      firstPage: 23,
      lastPage: 29,
      fullText: '<h2>Introducción</h2><p>En los barrios populares, cada mediodía, miles de personas hacen fila frente a los comedores.</p>',
    })
    .returning({ id: articles.id });
  articleId = article!.id;
});
afterAll(async () => {
  await database.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type LoaderData = Awaited<ReturnType<typeof loader>>;

async function page(prefix: '' | '/en') {
  const url = `http://localhost:3000${prefix}/journal/design-e-sociedade/article/${articleId}`;
  const data = await loader(routeArgs(new Request(url), { slug: 'design-e-sociedade', id: String(articleId) }));
  const Page = ArticleRoute as unknown as ComponentType<{ loaderData: unknown; params: object; matches: unknown[] }>;
  const Stub = createRoutesStub([{ path: '*', Component: () => <Page loaderData={data} params={{}} matches={[]} /> }]);
  // Without React's text separators, so a label and its text read as one string.
  return { data, html: renderToString(<Stub initialEntries={[new URL(url).pathname]} />).replaceAll('<!-- -->', '') };
}

/** The attributes and text of the first element whose opening tag matches `open`. */
function element(html: string, open: RegExp): { attributes: string; text: string } {
  const match = new RegExp(`<(\\w+)([^>]*${open.source}[^>]*)>([\\s\\S]*?)</\\1>`).exec(html);
  if (!match) throw new Error(`no element ${open} in the page`);
  return { attributes: match[2]!, text: match[3]!.replace(/<[^>]+>/g, '') };
}

const metaContent = (data: LoaderData, name: string) => data.meta.filter((m) => 'name' in m && m.name === name).map((m) => (m as { content: string }).content);
const jsonLd = (data: LoaderData) => (data.meta.find((m) => 'script:ld+json' in m) as { 'script:ld+json': Record<string, unknown> })['script:ld+json'];

describe('a Spanish article', () => {
  for (const [prefix, pageLang, ptLang, enLang] of [
    ['', 'pt-BR', undefined, 'en-US'],
    ['/en', 'en', 'pt-BR', undefined],
  ] as const)
    it(`its page in ${pageLang}: the Spanish title as the title, the translations beside it, three abstracts with their headings and the full text, each in its language`, async () => {
      const { data, html } = await page(prefix);
      const h1 = element(html, /class="font-serif text-3xl/);
      expect(h1.text).toBe(TITLE);
      expect(h1.attributes).toContain('lang="es"');
      const translated = (text: string) => new RegExp(`<p(?: lang="([^"]+)")? class="font-serif text-2xl text-muted">${text}</p>`).exec(html);
      expect(translated('Design e cuidados nos bairros populares')?.[1]).toBe(ptLang);
      expect(translated('Design and care in working-class neighbourhoods')?.[1]).toBe(enLang);
      // Spanish first, then the page's language.
      const abstracts = [...html.matchAll(/<section(?: lang="([^"]+)")? aria-labelledby="abstract-(\w+)"><h2[^>]*>([^<]+)<\/h2>/g)].map((m) => [
        m[2],
        m[1],
        m[3],
      ]);
      expect(abstracts).toEqual(
        prefix
          ? [
              ['es', 'es', 'Resumen'],
              ['en', undefined, 'Abstract'],
              ['pt', 'pt-BR', 'Resumo'],
            ]
          : [
              ['es', 'es', 'Resumen'],
              ['pt', undefined, 'Resumo'],
              ['en', 'en-US', 'Abstract'],
            ],
      );
      expect(html).toContain('Palabras clave:</span> cuidados; diseño situado');
      expect(element(html, /id="full-text"/).attributes).toContain('lang="es"');
      // What indexes read: the Spanish title, the language, every keyword.
      expect(metaContent(data, 'citation_title')).toEqual([TITLE]);
      expect(metaContent(data, 'citation_language')).toEqual(['es']);
      expect(metaContent(data, 'citation_keywords')[0]).toContain('diseño situado');
      expect(jsonLd(data)).toMatchObject({
        name: TITLE,
        headline: TITLE,
        inLanguage: 'es',
        alternativeHeadline: prefix ? 'Design and care in working-class neighbourhoods' : 'Design e cuidados nos bairros populares',
      });
    });

  it('its page shows its accessibility as its full text and its PDF are, in both languages, and its JSON-LD says the same', async () => {
    for (const [prefix, said] of [
      [
        '',
        [
          'Do texto completo publicado nesta página (HTML), e do seu PDF.',
          'Pode ser lido em voz alta ou em braille dinâmico (com leitor de tela).',
          'Títulos e outras estruturas para navegar pelo conteúdo.',
          'Sem riscos: nada pisca, simula movimento ou toca sons.',
          'O PDF declara seu idioma (es)',
        ],
      ],
      [
        '/en',
        [
          'Of the full text published on this page (HTML), and of its PDF.',
          'Appearance can be modified: type size, spacing and colours.',
          'The PDF is tagged',
          'The PDF declares its language (es)',
        ],
      ],
    ] as const) {
      const { data, html } = await page(prefix);
      const section = element(html, /id="accessibility"/);
      for (const text of said) expect(section.text).toContain(text);
      expect(jsonLd(data)).toMatchObject({
        accessMode: ['textual'],
        accessibilityFeature: ['structuralNavigation', 'readingOrder', 'displayTransformability'],
        accessibilityHazard: ['none'],
      });
    }
  });

  it('an uploaded PDF says what it stated when uploaded beside its full text, "no information" if nothing read it', async () => {
    await database.db.update(articles).set({ pdfFile: 'articles/uploaded.pdf', pdfGenerated: false }).where(eq(articles.id, articleId));
    try {
      const section = element((await page('/en')).html, /id="accessibility"/);
      expect(section.text).toContain('No information about the accessibility of the PDF file is available.');
      expect(section.text).not.toContain('The PDF is tagged');
      // One read when it was uploaded says what it stated.
      await database.db
        .update(articles)
        .set({ pdfAccessibility: { tagged: false, lang: 'es', title: null, images: true, figuresDescribed: false } })
        .where(eq(articles.id, articleId));
      const read = element((await page('/en')).html, /id="accessibility"/);
      expect(read.text).toContain('The PDF is not tagged');
      expect(read.text).toContain('The PDF declares its language (es)');
    } finally {
      await database.db.update(articles).set({ pdfFile: null, pdfGenerated: false, pdfAccessibility: null }).where(eq(articles.id, articleId));
    }
  });

  it('a table of its full text, which may scroll sideways on a phone, can be reached with the keyboard', async () => {
    const [row] = await database.db.select({ fullText: articles.fullText }).from(articles).where(eq(articles.id, articleId));
    const fullText = row!.fullText;
    await database.db
      .update(articles)
      .set({ fullText: `${fullText}<table><caption>Comedores</caption><tr><th>Barrio</th><td>3</td></tr></table>` })
      .where(eq(articles.id, articleId));
    try {
      expect((await page('')).html).toContain('<table tabindex="0"><caption>Comedores</caption>');
    } finally {
      await database.db.update(articles).set({ fullText }).where(eq(articles.id, articleId));
    }
  });

  it('is cited by its Spanish title, in Spanish, in every format', async () => {
    const { data } = await page('');
    const [abnt, apa] = [data.citeView.abnt, data.citeView.apa].map((segments) => segments.map((s) => s.text).join(''));
    expect(abnt).toContain(`MÉNDEZ, Laura. ${TITLE}.`);
    expect(apa).toContain(`Méndez, L. (2024). ${TITLE}.`);
    // The files the page links to.
    const download = async (format: 'bibtex' | 'ris', lang = '') => {
      const response = (await citeLoader(
        routeArgs(new Request(`http://localhost:3000/cite/article/${articleId}/${format}${lang}`), { kind: 'article', id: String(articleId), format }),
      )) as Response;
      return response.text();
    };
    for (const lang of ['', '?lang=en']) {
      expect(await download('bibtex', lang)).toMatch(/title = \{Diseño y cuidados en los barrios populares\}[\s\S]*language = \{spanish\}/);
      const ris = await download('ris', lang);
      expect(ris).toContain(`TI  - ${TITLE}`);
      expect(ris).toContain('LA  - es');
    }
  });

  it('its PDF says it is in Spanish, with its Spanish title and the Spanish abstract first', async () => {
    const response = await articlePdf(database.db, 'design-e-sociedade', String(articleId));
    const bytes = Buffer.from(await response.arrayBuffer());
    const file = path.join(dataDir, 'article.pdf');
    fs.writeFileSync(file, bytes);
    // The catalog's /Lang, and the same in the XMP metadata pdfinfo prints.
    expect(/\/Type \/Catalog[^]*?\/Lang \(([^)]*)\)/.exec(bytes.toString('latin1'))?.[1]).toBe('es');
    const info = spawnSync('pdfinfo', ['-meta', file], { encoding: 'utf8' });
    expect(info.stdout).toMatch(/<dc:language><rdf:Bag><rdf:li>es<\/rdf:li><\/rdf:Bag><\/dc:language>/);
    expect(spawnSync('pdfinfo', [file], { encoding: 'utf8' }).stdout).toMatch(new RegExp(`^Title:\\s+${TITLE}$`, 'm'));
    const text = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).stdout.replace(/\s+/g, ' ');
    expect(text).toContain(TITLE);
    const order = ['Resumen Las redes de cuidado', 'Resumo As redes de cuidado', 'Abstract Care networks'].map((heading) => text.indexOf(heading));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain('Palabras clave: cuidados; diseño situado');
  });
});
