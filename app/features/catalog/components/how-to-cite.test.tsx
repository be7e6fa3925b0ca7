import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { expect, it } from 'vitest';
import type { CitableWork } from '#app/features/scholarly/citation-types.ts';
import { citationView } from '#app/features/scholarly/citation.ts';
import { HowToCite } from './how-to-cite.tsx';

const work: CitableWork = {
  kind: 'chapter',
  title: 'Oficinas na escola pública',
  contributors: [{ given: 'Carla', family: 'Dias', role: 'author' }],
  year: 2023,
  publisher: 'Editora Ipê',
  place: 'São Paulo',
  url: 'https://editoraipe.com.br/book/educacao-e-design#chapter-7',
  container: { title: 'Educação & design', contributors: [{ given: 'Ana', family: 'Souza', role: 'organizer' }] },
  firstPage: 12,
  lastPage: 34,
};

function render(path: string): string {
  const locale = path.startsWith('/en') ? 'en' : 'pt';
  const Stub = createRoutesStub([{ path: '*', Component: () => <HowToCite view={citationView(work, 7, locale)} /> }]);
  return renderToString(<Stub initialEntries={[path]} />);
}

it('shows both references with the bold (ABNT) and italic (APA) parts, under a labelled heading', () => {
  const html = render('/book/educacao-e-design');
  expect(html).toMatch(/<section aria-labelledby="([^"]+)"[^>]*><h2 id="\1"[^>]*>Como citar<\/h2>/);
  expect(html).toContain(
    'DIAS, Carla. Oficinas na escola pública. In: SOUZA, Ana (org.). <strong>Educação &amp; design</strong>. São Paulo: Editora Ipê, 2023. p. 12-34.',
  );
  expect(html).toContain('Dias, C. (2023). Oficinas na escola pública. In A. Souza (Ed.), <em>Educação &amp; design</em> (pp. 12–34). Editora Ipê.');
  expect(html).toContain('Disponível em: https://editoraipe.com.br/book/educacao-e-design#chapter-7. Acesso em:');
});

it('links to the BibTeX and RIS downloads, in the page language', () => {
  const pt = render('/book/educacao-e-design');
  expect(pt).toMatch(/<a href="\/cite\/chapter\/7\/bibtex"[^>]*>BibTeX<\/a>/);
  expect(pt).toMatch(/<a href="\/cite\/chapter\/7\/ris"[^>]*>RIS<\/a>/);
  const en = render('/en/book/educacao-e-design');
  expect(en).toContain('>How to cite</h2>');
  expect(en).toContain('href="/cite/chapter/7/ris?lang=en"');
  expect(en).toContain('Available at:');
});
