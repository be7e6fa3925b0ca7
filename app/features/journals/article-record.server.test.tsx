/**
 * The article's page shows its record (issue 52, items 4 and 6): received, accepted and published
 * dates, CRediT roles, funding, data availability and the licence from the editorial record and
 * the catalog; links to its JATS; a citation_reference tag per reference; each reference with a
 * DOI a link to it. Its JATS carries the same record.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublishedSubmission } from '#app/features/editorial/testing.server.ts';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { articles, journalIssues, journals, publications } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import ArticleRoute, { loader } from '#app/routes/journals/article.tsx';
import { loader as jatsLoader } from '#app/routes/journals/article-jats.ts';
import { routeArgs } from '#app/test/route-args.ts';
import { validateJats } from '#app/test/jats-schema.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'article-record-'));
process.env.DATA_DIR = dataDir;
process.env.APP_URL = 'https://ipe.example';

let database: TestDatabase;
let articleId: number;
const SLUG = 'design-e-sociedade';
const REFERENCES = [
  'BRAUN, Virginia; CLARKE, Victoria. Using thematic analysis in psychology. Qualitative Research in Psychology , v. 3, n. 2, p. 77–101, 2006. DOI: 10.1191/1478088706qp063oa.',
  'MANZINI, Ezio. Design, when everybody designs . Cambridge, MA: MIT Press, 2015.',
];

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  const { db } = database;
  const [journal] = await db
    .insert(publications)
    .values({
      type: 'journal',
      slug: SLUG,
      status: 'published',
      titlePt: 'Revista de Design e Sociedade',
      titleEn: 'Design and Society Journal',
      license: 'CC-BY-4.0',
    })
    .returning({ id: publications.id });
  await db.insert(journals).values({ publicationId: journal!.id, issn: '2595-1234', eissn: '2595-4321' });
  const [issue] = await db
    .insert(journalIssues)
    .values({ journalId: journal!.id, volume: 3, number: 1, year: 2025, publishedOn: '2025-06-30', status: 'published' })
    .returning({ id: journalIssues.id });
  const [article] = await db
    .insert(articles)
    .values({
      issueId: issue!.id,
      position: 1,
      language: 'pt',
      titlePt: 'Cidades que cuidam',
      titleEn: 'Cities that care',
      abstractPt: 'Um resumo.',
      abstractEn: 'An abstract.',
      keywordsPt: ['cuidado'],
      keywordsEn: ['care'],
      contributors: [
        { given: 'Ana', family: 'Lima', role: 'author', affiliation: 'Universidade Federal de Porto Aurora', orcid: '0000-0002-1825-0097' },
        { given: 'Rui', family: 'Costa', role: 'author', affiliation: 'Universidade do Porto' },
      ],
      firstPage: 1,
      lastPage: 12,
      doi: '10.99999/rds.2025.001',
      funding: [{ funder: 'CNPq', award: '402345/2023-1' }],
      references: REFERENCES,
      fullText: [
        '<h2>Introdução</h2><p>Como mostram Braun e Clarke (2006) e Manzini (2015).</p>',
        '<section id="references"><h2>Referências</h2><ul>',
        '<li>BRAUN, Virginia; CLARKE, Victoria. Using thematic analysis in psychology. <em>Qualitative Research in Psychology</em>, v. 3, n. 2, p. 77–101, 2006. DOI: 10.1191/1478088706qp063oa.</li>',
        '<li>MANZINI, Ezio. <em>Design, when everybody designs</em>. Cambridge, MA: MIT Press, 2015.</li>',
        '</ul></section>',
      ].join(''),
    })
    .returning({ id: articles.id });
  articleId = article!.id;
  await createPublishedSubmission(db, {
    journalId: journal!.id,
    articleId,
    authors: [
      {
        name: 'Ana Lima',
        email: '',
        affiliation: 'Universidade Federal de Porto Aurora',
        country: 'Brasil',
        orcid: '',
        credit: ['conceptualization', 'writing-original-draft'],
      },
      { name: 'Rui Costa', email: '', affiliation: 'Universidade do Porto', country: 'Portugal', orcid: '', credit: ['formal-analysis'] },
    ],
    dataAvailability: 'Os dados estão no repositório da universidade.',
    receivedAt: new Date('2024-09-02T15:00:00Z'),
    acceptedAt: new Date('2025-02-10T15:00:00Z'),
  });
});
afterAll(async () => {
  await database.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function page(prefix: '' | '/en') {
  const url = `http://localhost:3000${prefix}/journal/${SLUG}/article/${articleId}`;
  const data = await loader(routeArgs(new Request(url), { slug: SLUG, id: String(articleId) }));
  const Page = ArticleRoute as unknown as ComponentType<{ loaderData: unknown; params: object; matches: unknown[] }>;
  const Stub = createRoutesStub([{ path: '*', Component: () => <Page loaderData={data} params={{}} matches={[]} /> }]);
  return { data, html: renderToString(<Stub initialEntries={[new URL(url).pathname]} />).replaceAll('<!-- -->', '') };
}

describe('the article page shows its record', () => {
  for (const [prefix, words] of [
    [
      '',
      {
        received: 'Recebido',
        credit: 'Conceituação',
        funding: 'Financiamento',
        grant: 'processo',
        data: 'Disponibilidade de dados',
        jats: 'Registro em XML JATS',
      },
    ],
    ['/en', { received: 'Received', credit: 'Conceptualization', funding: 'Funding', grant: 'grant', data: 'Data availability', jats: 'Record as JATS XML' }],
  ] as const)
    it(`in ${prefix || 'pt'}: dates, CRediT roles, funding, data, licence, JATS; references as tags and DOI links`, async () => {
      const { data, html } = await page(prefix);
      expect(html).toContain(`${words.received}</dt>`);
      expect(html).toContain('dateTime="2024-09-02"');
      expect(html).toContain('dateTime="2025-02-10"');
      expect(html).toContain('dateTime="2025-06-30"');
      expect(html).toMatch(new RegExp(`Ana Lima:</span> ${words.credit};`));
      expect(html).toContain(`${words.funding}</dt><dd>CNPq, ${words.grant} 402345/2023-1</dd>`);
      expect(html).toContain(`${words.data}</h2>`);
      expect(html).toContain('Os dados estão no repositório da universidade.');
      expect(html).toContain('href="https://creativecommons.org/licenses/by/4.0/" class="text-brand underline" rel="license">CC BY 4.0</a>');
      expect(html).toContain(`href="${prefix}/journal/${SLUG}/article/${articleId}/jats.xml"`);
      expect(html).toContain(words.jats);
      expect(html).toContain('<a href="https://doi.org/10.1191/1478088706qp063oa">https://doi.org/10.1191/1478088706qp063oa</a>');
      const alternate = data.meta.find((m) => 'rel' in m && m.rel === 'alternate' && 'type' in m && m.type === 'application/jats+xml') as { href: string };
      expect(alternate.href).toBe(`https://ipe.example${prefix}/journal/${SLUG}/article/${articleId}/jats.xml`);
      const references = data.meta.filter((m) => 'name' in m && m.name === 'citation_reference').map((m) => (m as { content: string }).content);
      expect(references).toHaveLength(2);
      expect(references[0]).toBe(
        'citation_author=Braun, Virginia; citation_author=Clarke, Victoria; citation_title=Using thematic analysis in psychology; citation_journal_title=Qualitative Research in Psychology; citation_publication_date=2006; citation_volume=3; citation_issue=2; citation_firstpage=77; citation_lastpage=101; citation_doi=10.1191/1478088706qp063oa',
      );
      // A book has no article title: its printed text says more than its parts.
      expect(references[1]).toBe('MANZINI, Ezio. Design, when everybody designs. Cambridge, MA: MIT Press, 2015.');
    });

  it('its JATS carries the same record: countries, CRediT roles, history, data availability, the reference DOI', async () => {
    const response = await jatsLoader(routeArgs(new Request('http://localhost:3000/'), { slug: SLUG, id: String(articleId) }));
    const xml = await response.text();
    expect(xml).toContain('<country country="BR">Brasil</country>');
    expect(xml).toContain('<country country="PT">Portugal</country>');
    expect(xml).toContain('vocab-term="Writing – original draft"');
    expect(xml).toContain('<date date-type="received"><day>02</day><month>09</month><year>2024</year></date>');
    expect(xml).toContain('<sec sec-type="data-availability">');
    expect(xml).toContain('<pub-id pub-id-type="doi">10.1191/1478088706qp063oa</pub-id>');
    expect(validateJats({ article: xml }).messages).toBe('ok\n');
  });
});
