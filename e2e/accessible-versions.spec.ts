/**
 * Accessible versions on request (issue 55, item 3): a visitor on a work's page is sent to sign in
 * and back; the reader asks (the form's messages before anything is sent, then sent), staff see it with its deadline and answer with a
 * file, the reader is told by mail in their language and downloads the file from their account;
 * another reader gets 404 on that download and a visitor goes to sign in; staff delete the request
 * and what the reader told us of their needs is gone. Portuguese on a desk, English on a phone,
 * axe on every page (the form in error, the staff's pages and the reader's answers in dark too).
 */
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { E2E_ORIGIN } from '../playwright.config.ts';
import { DEMO_PROCEEDINGS, proceedingsSeeds } from '../app/features/catalog/testing.server.ts';
import { appReady, asAdmin, expectNoAxeViolations, expectNoAxeViolationsLightAndDark, inLocale, linkIn, newReader, signIn, waitForMail } from './support.ts';

const text = {
  pt: {
    ask: 'Pedir uma versão acessível',
    formatRequired: 'Por favor, escolha um formato.',
    declarationRequired: 'Para pedir, marque a declaração.',
    format: 'PDF marcado (com tags)',
    needs: 'Algo mais que devamos saber (opcional)',
    declaration: /^Declaro que tenho deficiência visual/,
    send: 'Enviar pedido',
    sent: /^Pedido enviado\. A editora responde até /,
    myRequests: 'Ver meus pedidos',
    nav: 'Versões acessíveis',
    onTime: 'No prazo',
    file: 'Arquivo',
    reply: 'Mensagem ao leitor (opcional)',
    answer: 'Enviar a resposta',
    answered: 'Resposta enviada ao leitor.',
    mail: /^Sua versão acessível de “Moby-Dick/,
    status: 'Respondido',
    download: 'Baixar moby-dick-acessivel.pdf',
    delete: 'Apagar o pedido',
    deleted: 'Pedido apagado, com o que o leitor contou e o arquivo.',
    empty: 'Você ainda não pediu nenhuma versão acessível. Peça na página de uma obra.',
    statementLink: 'peça uma versão acessível',
    work: 'Obra',
    continue: 'Continuar',
  },
  en: {
    ask: 'Request an accessible version',
    formatRequired: 'Please, choose a format.',
    declarationRequired: 'To ask, tick the declaration.',
    format: 'Tagged PDF',
    needs: 'Anything else we should know (optional)',
    declaration: /^I declare that I am blind/,
    send: 'Send request',
    sent: /^Request sent\. The press answers by /,
    myRequests: 'See my requests',
    nav: 'Accessible versions',
    onTime: 'On time',
    file: 'File',
    reply: 'Message to the reader (optional)',
    answer: 'Send the answer',
    answered: 'Answer sent to the reader.',
    mail: /^Your accessible version of “Moby-Dick/,
    status: 'Answered',
    download: 'Download moby-dick-acessivel.pdf',
    delete: 'Delete the request',
    deleted: 'Request deleted, with what the reader told us and the file.',
    empty: 'You have not asked for an accessible version yet. Ask on a work’s page.',
    statementLink: 'ask for an accessible version',
    work: 'Work',
    continue: 'Continue',
  },
} as const;

const volume = proceedingsSeeds.find((p) => p.slug === DEMO_PROCEEDINGS)!;
const PDF = Buffer.from('%PDF-1.7\n% a tagged PDF for the journey\n%%EOF\n');
const main = (page: Page) => page.getByRole('main');

for (const [locale, viewport] of [
  ['pt', { width: 1280, height: 900 }],
  ['en', { width: 390, height: 844 }],
] as const) {
  test(`a reader asks for an accessible version, staff answer with a file only that reader downloads, then delete it (${locale}, ${viewport.width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = text[locale];
    const needs = `Leitor de tela NVDA ${Date.now()}-${locale}`;
    // A visitor on the work's page follows the link beside its formats: to sign in, and back.
    const reader = await browser.newPage({ viewport });
    await reader.goto(inLocale(locale, '/book/moby-dick'));
    await appReady(reader);
    await main(reader).getByRole('link', { name: t.ask }).click();
    await expect(reader).toHaveURL(/\/login\?redirect=/);
    const scratch = await browser.newPage();
    const { email, password } = await newReader(scratch, locale, { open: false });
    await scratch.close();
    await appReady(reader);
    await signIn(reader, email, password, { locale, here: true });
    await expect(reader).toHaveURL(new RegExp(`${inLocale(locale, '/accessible-version/request')}\\?work=\\d+$`));
    await expect(reader.getByRole('heading', { level: 1, name: t.ask })).toBeVisible();
    await appReady(reader);
    await expectNoAxeViolations(reader);

    // Sent empty: the messages under the fields, nothing sent, the focus on the first.
    await main(reader).getByRole('button', { name: t.send }).click();
    await expect(main(reader).getByText(t.formatRequired)).toBeVisible();
    await expect(main(reader).getByText(t.declarationRequired)).toBeVisible();
    await expect(main(reader).getByRole('radio').first()).toBeFocused();
    await expectNoAxeViolationsLightAndDark(reader);

    await main(reader).getByRole('radio', { name: t.format }).check();
    await main(reader).getByLabel(t.needs).fill(needs);
    await main(reader).getByRole('checkbox', { name: t.declaration }).check();
    await main(reader).getByRole('button', { name: t.send }).click();
    await expect(main(reader).getByText(t.sent)).toBeVisible();
    await expect(main(reader).getByText(t.formatRequired)).toHaveCount(0);
    await expectNoAxeViolations(reader);

    // The reader's requests: one, received; its number is what staff will find.
    await main(reader).getByRole('link', { name: t.myRequests }).click();
    await expect(reader).toHaveURL(`${E2E_ORIGIN}${inLocale(locale, '/account/accessible-versions')}`);
    const item = main(reader).locator('li[id^="request-"]');
    await expect(item).toHaveCount(1);
    const id = (await item.getAttribute('id'))!.replace('request-', '');
    await expect(main(reader)).not.toContainText(needs);

    // From the accessibility statement: the request page without a work, where the work is chosen.
    await reader.goto(inLocale(locale, '/accessibility'));
    await main(reader).getByRole('link', { name: t.statementLink, exact: true }).click();
    await expect(reader).toHaveURL(new RegExp(`${inLocale(locale, '/accessible-version/request')}$`));
    await expectNoAxeViolations(reader);
    await main(reader).getByLabel(t.work).selectOption({ label: 'Moby-Dick' });
    await main(reader).getByRole('button', { name: t.continue }).click();
    await expect(reader).toHaveURL(new RegExp(`${inLocale(locale, '/accessible-version/request')}\\?work=\\d+$`));
    await expect(main(reader).getByRole('link', { name: 'Moby-Dick' })).toBeVisible();

    // A proceedings volume is asked about beside its formats too, and the request page leads back to the volume's page.
    await reader.goto(inLocale(locale, `/proceedings/${DEMO_PROCEEDINGS}`));
    await main(reader).getByRole('link', { name: t.ask }).click();
    await expect(reader).toHaveURL(new RegExp(`${inLocale(locale, '/accessible-version/request')}\\?work=\\d+$`));
    const title = (locale === 'en' ? volume.titleEn : volume.titlePt) ?? volume.titlePt!;
    await expect(main(reader).getByRole('link', { name: title, exact: true })).toHaveAttribute('href', inLocale(locale, `/proceedings/${DEMO_PROCEEDINGS}`));

    // Staff: from the admin's navigation to the list, the request with its deadline, then its page.
    const admin = await browser.newPage({ viewport });
    await asAdmin(admin);
    await admin.goto(inLocale(locale, '/admin'));
    await appReady(admin);
    await admin.getByRole('link', { name: t.nav }).click();
    await expect(admin).toHaveURL(`${E2E_ORIGIN}${inLocale(locale, '/admin/accessible-versions')}`);
    const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: `#${id}`, exact: true }) });
    await expect(row).toContainText('Moby-Dick');
    await expect(row).toContainText(t.onTime);
    await expectNoAxeViolationsLightAndDark(admin);
    await row.getByRole('link', { name: `#${id}`, exact: true }).click();
    await expect(admin.getByTestId('needs')).toHaveText(needs);
    await appReady(admin);
    await expectNoAxeViolationsLightAndDark(admin);

    await admin.getByLabel(t.file, { exact: true }).setInputFiles({ name: 'moby-dick-acessivel.pdf', mimeType: 'application/pdf', buffer: PDF });
    await admin.getByLabel(t.reply).fill('Boa leitura!');
    await admin.getByRole('button', { name: t.answer }).click();
    await expect(admin.getByText(t.answered)).toBeVisible();

    // The reader's mail, in their language, leads to the download; their account offers it too.
    const mail = await waitForMail(email, t.mail);
    const fileUrl = linkIn(mail, `${E2E_ORIGIN}${inLocale(locale, `/account/accessible-versions/${id}/file`)}`);
    await reader.goto(inLocale(locale, '/account'));
    await reader.getByRole('link', { name: t.myRequests }).click();
    await expect(main(reader).locator(`#request-${id}`)).toContainText(t.status);
    await expect(main(reader).locator(`#request-${id}`)).toContainText('Boa leitura!');
    await expectNoAxeViolationsLightAndDark(reader);
    const download = reader.waitForEvent('download');
    await main(reader).getByRole('link', { name: t.download }).click();
    expect(readFileSync((await (await download).path())!)).toEqual(PDF);

    // Nobody else: another reader's account finds nothing there, a visitor goes to sign in.
    const other = await browser.newPage();
    await newReader(other, locale, { open: false });
    expect((await other.request.get(fileUrl, { maxRedirects: 0 })).status()).toBe(404);
    const visitor = await browser.newContext();
    const visitorAnswer = await visitor.request.get(fileUrl, { maxRedirects: 0 });
    expect(visitorAnswer.status()).toBe(302);
    expect(visitorAnswer.headers().location).toContain('/login?redirect=');

    // Staff delete it: the request, what the reader told us and the file are gone.
    await admin.getByRole('button', { name: t.delete }).click();
    await expect(admin.getByText(t.deleted)).toBeVisible();
    await expect(admin).toHaveURL(new RegExp(`${inLocale(locale, '/admin/accessible-versions')}\\?done=deleted$`));
    expect((await admin.request.get(inLocale(locale, `/admin/accessible-versions/${id}`))).status()).toBe(404);
    await admin.goto(inLocale(locale, '/admin/accessible-versions?status=all'));
    await expect(admin.getByRole('main')).not.toContainText(needs);
    expect((await reader.request.get(fileUrl, { maxRedirects: 0 })).status()).toBe(404);
    await reader.reload();
    await expect(main(reader).getByText(t.empty)).toBeVisible();

    await Promise.all([reader.close(), admin.close(), other.close(), visitor.close()]);
  });
}
