import { expect, test } from './fixtures.ts';
import { E2E_ORIGIN } from '../playwright.config.ts';
import { appReady, expectNoAxeViolationsLightAndDark } from './support.ts';

test('a reader follows a category to a post, reads it, and goes to its translation; every page passes axe', async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto('/blog');
  await expect(main.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  // The seeded posts (the admin journey may add its own meanwhile).
  await expect(main.getByRole('article').filter({ hasText: 'Da tese ao livro' })).toHaveCount(1);
  await main
    .getByRole('navigation', { name: 'Categorias' })
    .getByRole('link', { name: /^Design de serviços/ })
    .click();
  await expect(page).toHaveURL(/\/blog\/category\/design-de-servicos$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Design de serviços' })).toBeVisible();
  for (const title of [
    'Mapas de jornada sem estereótipos',
    'Blueprint de serviço no setor público: enxergar os bastidores',
    'Ética na pesquisa com pessoas usuárias: consentimento é conversa, não formulário',
  ]) {
    await expect(main.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })).toHaveCount(1);
  }
  await expect(main.getByRole('article').filter({ hasText: 'Acesso aberto diamante' })).toHaveCount(0);
  await expectNoAxeViolationsLightAndDark(page);

  await main.getByRole('link', { name: 'Mapas de jornada sem estereótipos' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Mapas de jornada sem estereótipos' })).toBeVisible();
  await expect(main.getByText(/minutos? de leitura · Por Camila Nogueira/)).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Várias jornadas, não uma média' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Livros relacionados' }).getByRole('link', { name: 'Jornadas, blueprints e ecossistemas' })).toBeVisible();
  await expect(page.locator('link[rel=alternate][hreflang=en-US]')).toHaveAttribute('href', /\/en\/blog\/journey-maps-without-stereotypes$/);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld).toMatchObject({
    '@type': 'BlogPosting',
    headline: 'Mapas de jornada sem estereótipos',
    inLanguage: 'pt-BR',
    author: [{ name: 'Camila Nogueira' }],
  });
  await expectNoAxeViolationsLightAndDark(page);

  await main.getByRole('link', { name: 'Journey maps without stereotypes' }).click();
  await expect(page).toHaveURL(/\/en\/blog\/journey-maps-without-stereotypes$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(main.getByRole('heading', { level: 1, name: 'Journey maps without stereotypes' })).toBeVisible();
  await expect(main.getByText('This post is also in Portuguese:')).toBeVisible();
  await expectNoAxeViolationsLightAndDark(page);

  // A tag lists the posts that carry it.
  await main.getByRole('link', { name: 'service design', exact: true }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Tag: service design' })).toBeVisible();
  await expect(main.getByRole('article').first()).toBeVisible();
});

test('the language switch on a post goes to its translation, or says there is none', async ({ page }) => {
  await page.goto('/blog/blueprint-de-servico-no-setor-publico');
  // As in shell.spec: a click while the app is still starting was once lost on a loaded machine.
  await appReady(page);
  await page.getByRole('link', { name: 'Read in English' }).click();
  await expect(page).toHaveURL(/\/en\/blog\/service-blueprints-in-the-public-sector$/);
  await page.goto('/blog/como-funciona-a-avaliacao-por-pares-na-ipe');
  await appReady(page);
  await page.getByRole('link', { name: 'Read in English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This post is only in Portuguese' })).toBeVisible();
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('main').getByRole('link', { name: 'Read it in Portuguese' }).click();
  await expect(page).toHaveURL(/\/blog\/como-funciona-a-avaliacao-por-pares-na-ipe$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  // The English list shows the Portuguese-only post once, marked as such.
  await page.goto('/en/blog');
  const onlyPortuguese = page.getByRole('main').getByRole('article').filter({ hasText: 'Como funciona a avaliação por pares na Editora Ipê' });
  await expect(onlyPortuguese).toHaveCount(1);
  await expect(onlyPortuguese.getByText('In Portuguese')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').filter({ hasText: 'Journey maps without stereotypes' }).getByText('In Portuguese')).toHaveCount(0);
  // A category's page in the other language goes to that language's slug.
  await page.goto('/en/blog/category/design-de-servicos');
  await expect(page).toHaveURL(/\/en\/blog\/category\/service-design$/);
});

test('search uses each language’s stemming, and an empty result says what to do', async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto('/en/blog');
  await main.getByRole('searchbox', { name: 'Search the blog' }).fill('blueprints');
  await main.getByRole('button', { name: 'Search' }).click();
  await expect(main.getByRole('status')).toHaveText('2 posts found for “blueprints”.');
  // The post about blueprints first (its title), then one that names a book on them.
  await expect(main.getByRole('article').first().getByRole('heading')).toHaveText('Service blueprints in the public sector: seeing the backstage');
  await page.goto('/blog?q=quimica%20organica');
  await expect(main.getByRole('status')).toHaveText('Nenhum texto encontrado para “quimica organica”.');
  await expect(main.getByText('Tente outras palavras, ou veja todos os textos.')).toBeVisible();
  await main.getByRole('link', { name: 'Ver todos os textos' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(main.getByRole('article').filter({ hasText: 'Acesso aberto diamante' })).toHaveCount(1);
});

test('feeds per language and category, and the sitemap names each translation', async ({ request }) => {
  const pt = await request.get('/blog/feed.xml');
  expect(pt.headers()['content-type']).toContain('application/atom+xml');
  const ptXml = await pt.text();
  // The seeded posts, each once (the admin journey may add its own meanwhile).
  expect(ptXml.match(/<entry>/g)!.length).toBeGreaterThanOrEqual(7);
  expect(ptXml.match(/\/blog\/acesso-aberto-diamante"/g)).toHaveLength(1);
  expect(ptXml).toContain('xml:lang="pt-BR"');
  const en = await (await request.get('/en/blog/feed.xml')).text();
  expect(en).toContain('/en/blog/diamond-open-access');
  expect(en).not.toContain('/blog/acesso-aberto-diamante"');
  const category = await (await request.get('/en/blog/category/open-access/feed.xml')).text();
  expect(category.match(/<entry>/g)).toHaveLength(2);
  expect((await request.get('/blog/category/nao-existe/feed.xml')).status()).toBe(404);
  // Each page announces the feed of what it lists: the blog's pages the blog's (a category page its
  // own too), in their language; the catalog the releases.
  const feeds = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<link rel="alternate" type="application\/atom\+xml"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  expect(await feeds('/blog')).toEqual(['/blog/feed.xml']);
  expect(await feeds('/en/blog')).toEqual(['/en/blog/feed.xml']);
  expect(await feeds('/en/blog/diamond-open-access')).toEqual(['/en/blog/feed.xml']);
  expect((await feeds('/en/blog/category/open-access')).sort()).toEqual(['/en/blog/category/open-access/feed.xml', '/en/blog/feed.xml']);
  expect(await feeds('/catalog')).toEqual(['/feed.xml']);
  expect(await feeds('/en/catalog')).toEqual(['/en/feed.xml']);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${E2E_ORIGIN}/en/blog/from-thesis-to-book</loc>`);
  expect(sitemap).not.toContain(`<loc>${E2E_ORIGIN}/en/blog/como-funciona-a-avaliacao-por-pares-na-ipe</loc>`);
});
