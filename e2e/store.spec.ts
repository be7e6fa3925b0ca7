import { expect, test } from './fixtures.ts';
import { asAdmin, epubcheck, epubTexts, expectNoAxeViolations, linkIn, newReader, uniqueEmail, waitForMail } from './support.ts';
import { E2E_ORIGIN } from '../playwright.config.ts';
import { addToCart, at, fillBrazilianAddress, fillIdentification, money, placeWithTestProvider, seedPrice, words } from './store-support.ts';

const site = E2E_ORIGIN;

test('a visitor buys a printed book: signs up on the way, delivery, test payment approved, the mail, the order paid; the admin ships it with a tracking code', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const w = words.pt;
  const main = page.getByRole('main');
  await addToCart(page, 'pt', 'design-de-servicos-na-pratica-impresso', 2);
  const subtotal = money.brl(2 * seedPrice('design-de-servicos-na-pratica-impresso'));
  await page.getByRole('link', { name: w.cartOf(2) }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(main.getByText(subtotal).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByRole('link', { name: w.next, exact: true }).click();

  // Buying needs an account: the sign-in page, then sign-up, and the mailed link comes back to the checkout.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout%2Fidentification$/);
  await main.getByRole('link', { name: 'Criar conta' }).click();
  const email = uniqueEmail('buyer');
  await main.getByLabel('Nome', { exact: true }).fill('Ana');
  await main.getByLabel('Sobrenome').fill('Compradora');
  await main.getByLabel('E-mail').fill(email);
  await main.getByLabel('Senha').fill('compra-segura-2026');
  await main.getByRole('button', { name: 'Criar conta' }).click();
  const verification = await waitForMail(email, /Confirme seu e-mail/);
  await page.goto(linkIn(verification, `${site}/api/auth/verify-email`));

  // The visitor's cart is the account's now.
  await expect(page.getByRole('link', { name: w.cartOf(2) })).toBeVisible();
  await fillIdentification(page, 'pt', 'cpf');
  await fillBrazilianAddress(page, 'pt');
  const number = await placeWithTestProvider(page, 'pt');
  await expect(page.getByRole('link', { name: 'Carrinho vazio' })).toBeVisible();
  await main.getByRole('button', { name: w.approve }).click();

  await expect(page).toHaveURL(new RegExp(`/done\\?order=${number}$`));
  await expect(main.getByRole('heading', { name: w.thanks })).toBeVisible();
  await expect(main.getByText(w.notified)).toBeVisible();
  await expect(main.getByText(`Situação agora: ${w.paid}`)).toBeVisible();
  await expectNoAxeViolations(page);

  const placedMail = await waitForMail(email, new RegExp(`Recebemos seu pedido ${number}`));
  expect(placedMail.text).toContain(`2 × Design de Serviços na Prática (impresso): ${subtotal}`);
  // Two short paperbacks weigh under 500 g: the first PAC bracket to the Southeast (orders/demo-shipping.ts).
  expect(placedMail.text).toContain('Frete — PAC (Correios): R$ 21,90');
  const paidMail = await waitForMail(email, new RegExp(`Pedido ${number}: ${w.paid}`));
  expect(paidMail.text).toContain('Pago: será enviado em um ou dois dias.');

  await main.getByRole('link', { name: 'Ver o pedido' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${number}$`));
  await expect(main.getByRole('heading', { name: w.orderTitle(number) })).toBeVisible();
  await expect(main.getByRole('region', { name: w.status }).getByText(w.paid, { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Avenida Paulista' })).toHaveCount(0);
  await expect(main.getByText('Avenida Paulista, 1578')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/orders');
  await expect(main.getByRole('link', { name: w.orderTitle(number) })).toBeVisible();

  // The publisher ships it: the admin finds the order by its number and marks it sent with a tracking code.
  const adminContext = await browser.newContext({ locale: 'pt-BR' });
  const admin = await adminContext.newPage();
  await asAdmin(admin);
  await admin.goto(`/admin/orders?q=${number}`);
  await expectNoAxeViolations(admin);
  await admin
    .getByRole('main')
    .getByRole('link', { name: `Pedido ${number}` })
    .click();
  await expect(admin.getByRole('main').getByText('Ana Compradora').first()).toBeVisible();
  await expectNoAxeViolations(admin);
  const sent = admin.getByRole('form', { name: 'Marcar como enviado' });
  await sent.getByLabel('Transportadora').selectOption('correios');
  await sent.getByLabel('Código de rastreamento').fill('ab 123 456 789 br');
  await sent.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(admin.getByText('Pedido marcado como enviado; o comprador recebeu o rastreamento.')).toBeVisible();
  await adminContext.close();

  const sentMail = await waitForMail(email, new RegExp(`Pedido ${number}: Enviado`));
  expect(sentMail.text).toContain('AB123456789BR');
  await page.goto(`/orders/${number}`);
  await expect(main.getByRole('region', { name: w.status }).getByText('Enviado', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Acompanhar a entrega no site dos Correios' })).toHaveAttribute('href', /objetos=AB123456789BR$/);
  // The history says who moved the order, in Portuguese that contracts "por" with the article.
  await expect(main.getByText(/Enviado pela editora/)).toBeVisible();
});

test('an English buyer buys an ebook with a foreign document: no delivery step, dollars, and the order page offers the book', async ({ page }) => {
  test.setTimeout(90_000);
  const w = words.en;
  const main = page.getByRole('main');
  await newReader(page, 'en', { open: false });
  await addToCart(page, 'en', 'educacao-e-autonomia-ebook');
  await page.goto('/en/checkout');
  await expect(main.getByText(money.usd(seedPrice('educacao-e-autonomia-ebook', 'usd'))).first()).toBeVisible();
  await expect(main.getByText('1 (digital item)')).toBeVisible();
  await main.getByRole('link', { name: w.next, exact: true }).click();
  await fillIdentification(page, 'en', 'foreign');
  // Digital only: straight to payment.
  const number = await placeWithTestProvider(page, 'en');
  await main.getByRole('button', { name: w.approve }).click();
  await expect(page).toHaveURL(new RegExp(`/en/done\\?order=${number}$`));
  await main.getByRole('link', { name: 'See the order' }).click();
  await expect(main.getByText('Paid: your ebooks and courses are ready.')).toBeVisible();
  await expect(main.getByRole('link', { name: w.readOnline })).toBeVisible();
  await expectNoAxeViolations(page);
  // Bought once, it cannot go in the cart again.
  await page.goto('/en/product/educacao-e-autonomia-ebook');
  await main.getByRole('button', { name: w.add }).click();
  await expect(main.getByText('You already have this: find it in your account.')).toBeVisible();
});

for (const locale of ['pt', 'en'] as const) {
  test(`a declined payment leaves the order placed, to pay again (${locale})`, async ({ page }) => {
    test.setTimeout(90_000);
    const w = words[locale];
    const main = page.getByRole('main');
    await newReader(page, locale, { open: false });
    await addToCart(page, locale, 'inovacao-na-gestao-municipal-ebook');
    await page.goto(at(locale, '/checkout'));
    await main.getByRole('link', { name: w.next, exact: true }).click();
    await fillIdentification(page, locale, locale === 'pt' ? 'cpf' : 'foreign');
    const number = await placeWithTestProvider(page, locale);
    await main.getByRole('button', { name: w.decline }).click();
    await expect(page).toHaveURL(new RegExp(`${at(locale, `/orders/${number}`)}\\?payment=failed$`));
    await expect(main.getByText(w.failed)).toBeVisible();
    await expect(main.getByRole('region', { name: w.status }).getByText(w.placed, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    // Pay now makes a new link, and this time the payment goes through.
    await main.getByRole('button', { name: w.payNow }).click();
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/pay/test/')}tp_`));
    await main.getByRole('button', { name: w.approve }).click();
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/done')}\\?order=${number}$`));
  });
}

test('the cart without JavaScript: quantities, removal, and the empty cart', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
  const page = await context.newPage();
  const main = page.getByRole('main');
  await page.goto('/product/tecnologias-digitais-na-sala-de-aula-impresso');
  await main.getByRole('button', { name: words.pt.add }).click();
  await expect(main.getByText('foi para o seu carrinho')).toBeVisible();
  // The page drawn after the post already counts the cart that the post made (its cookie comes with it).
  await expect(page.getByRole('banner').getByRole('link', { name: words.pt.cartOf(1) })).toBeVisible();
  await page.goto('/checkout');
  await main.getByLabel('Quantidade', { exact: true }).fill('3');
  await main.getByRole('button', { name: /Atualizar a quantidade/ }).click();
  await expect(main.getByText('Quantidade atualizada.')).toBeVisible();
  await expect(main.getByText(money.brl(3 * seedPrice('tecnologias-digitais-na-sala-de-aula-impresso'))).first()).toBeVisible();
  await main.getByRole('button', { name: /Remover .* do carrinho/ }).click();
  await expect(main.getByText(words.pt.empty)).toBeVisible();
  await context.close();
});

test('someone else’s order is not found, and totals sent by the browser are ignored', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const main = page.getByRole('main');
  await newReader(page, 'pt', { open: false });
  await addToCart(page, 'pt', 'etica-do-cuidado-e-vida-publica-ebook');
  await page.goto('/checkout/identification');
  await fillIdentification(page, 'pt', 'cpf');
  await expect(page).toHaveURL(/\/checkout\/finishing$/);
  await main.getByRole('radio', { name: /Pagamento de teste/ }).check();
  // A tampered form: a total, a price and a discount the server must not believe.
  await page.evaluate(() => {
    const form = [...document.querySelectorAll('form')].find((f) => f.querySelector('input[name="idempotencyKey"]'))!;
    for (const [name, value] of Object.entries({ total: '1', unitPrice: '1', discount: '99999' })) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
  });
  await main.getByRole('button', { name: words.pt.place }).click();
  await expect(main.getByText(`Valor: ${money.brl(seedPrice('etica-do-cuidado-e-vida-publica-ebook'))}`)).toBeVisible();
  const number = /\/pay\/test\//.test(page.url()) ? /(\d{4,})/.exec((await main.locator('p').first().textContent()) ?? '')?.[1] : undefined;
  expect(number).toBeTruthy();

  const other = await browser.newContext({ locale: 'pt-BR' });
  const stranger = await other.newPage();
  await newReader(stranger, 'pt', { open: false });
  const response = await stranger.goto(`/orders/${number!}`);
  expect(response?.status()).toBe(404);
  await other.close();
});

for (const [locale, slug, who, secondTitle] of [
  ['pt', 'a-memoria-das-fabricas', 'Ana Compradora', 'O tempo da linha de montagem'],
  ['en', 'etica-do-cuidado-e-vida-publica', 'Ana Compradora', 'A condição da dependência'],
] as const) {
  test(`a bought ebook: a preview before; after paying it opens in the reader, downloads as a valid personal copy and stays in My library (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const w = words[locale];
    const main = page.getByRole('main');
    await newReader(page, locale, { open: false });
    // Without the purchase: the first chapter is a preview, a later one is closed.
    await page.goto(at(locale, `/book/${slug}/read`));
    await expect(page.locator('article.reader-text')).toBeVisible();
    const firstChapter = page.url();
    // The arrow key turns the page once the reader's script is running (pressed again until it is).
    await expect(async () => {
      await page.keyboard.press('ArrowRight');
      await expect(page).not.toHaveURL(firstChapter, { timeout: 1_000 });
    }).toPass();
    const secondChapter = page.url();
    expect((await page.request.get(secondChapter)).status()).toBe(403);

    await addToCart(page, locale, `${slug}-ebook`);
    await page.goto(at(locale, '/checkout/identification'));
    await fillIdentification(page, locale, locale === 'pt' ? 'cpf' : 'foreign');
    const number = await placeWithTestProvider(page, locale);
    await main.getByRole('button', { name: w.approve }).click();
    await main.getByRole('link', { name: locale === 'pt' ? 'Ver o pedido' : 'See the order' }).click();
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/orders/')}${number}$`));

    // Read: every chapter opens now, a real one of 1,000 words or more.
    await main.getByRole('link', { name: w.readOnline }).click();
    await expect(page.locator('article.reader-text')).toBeVisible();
    expect((await page.request.get(secondChapter)).status()).toBe(200);
    // Its reading is counted: the page's proof that it was served goes with the record (a post without it is refused).
    // This chapter's open (the chapter the reader opened first may post its own a moment later).
    const secondSlug = new URL(secondChapter).pathname.split('/').pop();
    const counted = page.waitForResponse((r) => {
      const posted = new URLSearchParams(r.request().postData() ?? '');
      return new URL(r.url()).pathname === '/reading-events' && posted.get('k') === 'open' && posted.get('c') === secondSlug;
    });
    await page.goto(secondChapter);
    await expect(page.locator('article.reader-text').getByRole('heading', { level: 1 })).toHaveText(secondTitle);
    const record = await counted;
    expect(record.status()).toBe(204);
    const sent = new URLSearchParams(record.request().postData() ?? '');
    expect(sent.get('t')).toBeTruthy();
    sent.delete('t');
    expect(
      (
        await page.request.post('/reading-events', { data: sent.toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site } })
      ).status(),
    ).toBe(403);
    expect((await page.locator('article.reader-text').innerText()).split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(1000);

    // Download: a personal copy, with the buyer's name and the order inside, valid for EPUBCheck.
    await page.goto(`${at(locale, '/orders/')}${number}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('link', { name: locale === 'pt' ? 'Baixar EPUB' : 'Download EPUB' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${slug}.epub`);
    const file = test.info().outputPath(`${slug}.epub`);
    await download.saveAs(file);
    const texts = epubTexts(file);
    const opf = [...texts.entries()].find(([name]) => name.endsWith('.opf'))![1];
    expect(opf).toContain(`<meta property="dcterms:provenance">`);
    expect(opf).toContain(who);
    expect(opf).toContain(number);
    expect(opf).toContain('schema:accessibilitySummary');
    // The book itself: the chapter just read is in the copy.
    expect([...texts.values()].some((text) => text.includes(secondTitle) && text.split(/\s+/).length > 1000)).toBe(true);
    const colophon = [...texts.entries()].find(([name]) => name.endsWith('ipe-personal-copy.xhtml'))![1];
    expect(colophon).toContain(who);
    expect(colophon).toContain(`lang="${locale === 'pt' ? 'pt-BR' : 'en'}"`);
    const check = epubcheck(file);
    expect(check.ok, check.output).toBe(true);

    // My library keeps it, with the same links; an expired link leads back to fresh ones.
    await page.goto(at(locale, '/account/library'));
    const item = main.getByRole('listitem').filter({ hasText: locale === 'pt' ? 'Comprado' : 'Bought' });
    await expect(item).toHaveCount(1);
    const href = await item.getByRole('link', { name: /EPUB/ }).getAttribute('href');
    expect(href).toMatch(/\/account\/library\/.+\/epub\?expires=\d+&signature=/);
    await page.goto(href!.replace(/expires=\d+/, 'expires=1000'));
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/account/library')}\\?link=expired$`));
    await expect(main.getByText(locale === 'pt' ? /O link de download expirou/ : /The download link expired/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('a course bought in English gives permanent access, on its page and in the account', async ({ page }) => {
  test.setTimeout(90_000);
  const w = words.en;
  const main = page.getByRole('main');
  await newReader(page, 'en', { open: false });
  await page.goto('/en/course');
  await expectNoAxeViolations(page);
  await main.getByRole('link', { name: 'Service Design Fundamentals' }).click();
  // (Staff may add a class meanwhile: e2e/courses-admin.spec.ts.)
  await expect(main.getByText(/^\d+ classes · ((\d+ h)? ?(\d+ min)?|\d+:\d{2}) in total$/).first()).toBeVisible();
  await expect(main.getByText('$49.00')).toBeVisible();
  await main.getByRole('button', { name: w.add }).click();
  await expect(main.getByText('Service Design Fundamentals is in your cart.')).toBeVisible();
  await page.goto('/en/checkout');
  await expect(main.getByText('Recorded course')).toBeVisible();
  await main.getByRole('link', { name: w.next, exact: true }).click();
  await fillIdentification(page, 'en', 'foreign');
  await placeWithTestProvider(page, 'en');
  await main.getByRole('button', { name: w.approve }).click();
  await main.getByRole('link', { name: 'See the order' }).click();
  await expect(main.getByRole('link', { name: 'Go to Service Design Fundamentals' })).toBeVisible();
  await main.getByRole('link', { name: 'Go to Service Design Fundamentals' }).click();
  await expect(main.getByText('You already have permanent access to this course.')).toBeVisible();
  await page.goto('/en/account');
  await expect(page.getByRole('region', { name: 'My courses' }).getByRole('link', { name: 'Service Design Fundamentals' })).toBeVisible();
});

test('the whole checkout works without JavaScript', async ({ browser }) => {
  test.setTimeout(120_000);
  // A verified account, signed in with JavaScript on (sign-in may ask for the browser's bot check);
  // then the same person, with the session's cookie, shops with JavaScript off.
  const setup = await browser.newContext({ locale: 'pt-BR' });
  await newReader(await setup.newPage(), 'pt', { open: false });
  const storageState = await setup.storageState();
  await setup.close();
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR', storageState });
  const page = await context.newPage();
  const main = page.getByRole('main');
  await page.goto('/product/vozes-impressas-impresso');
  await main.getByRole('button', { name: words.pt.add }).click();
  await page.goto('/checkout');
  await main.getByRole('link', { name: words.pt.next, exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/identification$/);
  await main.getByLabel(words.pt.cpf).check();
  // Without the script the document's label names every kind, whichever is chosen.
  await expect(main.getByLabel(words.pt.identification, { exact: true })).toHaveCount(0);
  await main.getByLabel('Número do documento (CPF, CNPJ ou documento estrangeiro)').fill('962.718.458-60');
  await main.getByLabel(words.pt.phone).fill('(21) 3456-7890');
  await main.getByRole('button', { name: words.pt.next }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await main.getByLabel(words.pt.zipcode).fill('20040020');
  await main.getByLabel(words.pt.address).fill('Rua da Assembleia');
  await main.getByLabel(words.pt.number).fill('10');
  await main.getByLabel(words.pt.district).fill('Centro');
  await main.getByLabel(words.pt.city).fill('Rio de Janeiro');
  await main.getByLabel(words.pt.state).selectOption('RJ');
  await main.getByRole('button', { name: words.pt.calculate }).click();
  await main.getByRole('radio', { name: /SEDEX/ }).check();
  await main.getByRole('button', { name: words.pt.next }).click();
  await expect(page).toHaveURL(/\/checkout\/finishing$/);
  // The welcome coupon, applied and shown in the summary.
  await main.getByLabel('Cupom de desconto').fill('bemvindo10');
  await main.getByRole('button', { name: 'Aplicar cupom' }).click();
  // Ten per cent of one copy, rounded to the cent as the coupon rules do.
  await expect(main.getByText(`Cupom BEMVINDO10 aplicado: ${money.brl(Math.round(seedPrice('vozes-impressas-impresso') / 10))} de desconto.`)).toBeVisible();
  await main.getByRole('radio', { name: /Pagamento de teste/ }).check();
  await main.getByRole('button', { name: words.pt.place }).click();
  await expect(page).toHaveURL(/\/pay\/test\/tp_/);
  await main.getByRole('button', { name: words.pt.approve }).click();
  await expect(page).toHaveURL(/\/done\?order=\d+$/);
  await expect(main.getByText(`Situação agora: ${words.pt.paid}`)).toBeVisible();
  await context.close();
});

test('payment webhooks: a bad signature is refused, an unknown provider is not found, a GET is not allowed', async ({ request }) => {
  const body = JSON.stringify({ id: 'evt-forged', type: 'payment.approved', orderId: 1001, providerRef: 'tp_forged', amount: 1, currency: 'BRL' });
  const forged = await request.post('/api/webhooks/test', {
    data: body,
    headers: { 'content-type': 'application/json', 'x-test-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
  });
  expect(forged.status()).toBe(401);
  const unsigned = await request.post('/api/webhooks/test', { data: body, headers: { 'content-type': 'application/json' } });
  expect(unsigned.status()).toBe(401);
  // Stripe is not configured in the browser tests.
  expect((await request.post('/api/webhooks/stripe', { data: body })).status()).toBe(404);
  expect((await request.get('/api/webhooks/test')).status()).toBe(405);
});

test('the publisher replaces a book’s edition with its own EPUB from the admin', async ({ browser }) => {
  test.setTimeout(90_000);
  const adminContext = await browser.newContext({ locale: 'pt-BR' });
  const admin = await adminContext.newPage();
  await asAdmin(admin);
  await admin.goto('/admin/catalog?q=modernismo');
  await admin.getByRole('main').getByRole('link', { name: 'Modernismo Gráfico no Brasil' }).first().click();
  await admin.getByLabel('Arquivo EPUB').setInputFiles('fixtures/epub/childrens-literature.epub');
  await admin.getByRole('button', { name: 'Importar edição' }).click();
  await expect(admin.getByText(/Versão \d+ importada/)).toBeVisible({ timeout: 30_000 });
  await adminContext.close();
});
