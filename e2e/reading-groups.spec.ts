/**
 * Reading groups (issue 39): a reader starts a private group for an open-access book, a second
 * joins by the invitation link, a third who is not a member finds nothing, and a new link switches
 * the old one off. In both languages, with the keyboard for the form, and axe on every page.
 */
import { expect, test, type Browser } from '@playwright/test';
import { appReady, expectNoAxeViolations, inLocale, newReader } from './support.ts';

const text = {
  pt: { groups: 'Grupos de leitura', open: 'Ver meus grupos e criar um', name: 'Nome do grupo', work: 'Obra', create: 'Criar grupo', required: 'Por favor, informe o nome do grupo (até 120 caracteres).', members: '2 membros', join: 'Entrar no grupo', rotate: 'Gerar novo link', rotated: 'Novo link de convite gerado; o anterior não funciona mais.', read: /^Ler Moby-Dick/, leave: 'Sair do grupo', left: 'Você saiu do grupo.' },
  en: { groups: 'Reading groups', open: 'See my groups and start one', name: 'Group name', work: 'Work', create: 'Start group', required: 'Please, fill in the group’s name (up to 120 characters).', members: '2 members', join: 'Join the group', rotate: 'Make a new link', rotated: 'New invitation link made; the previous one no longer works.', read: /^Read Moby-Dick/, leave: 'Leave the group', left: 'You left the group.' },
};

async function otherReader(browser: Browser, locale: 'pt' | 'en') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await newReader(page, locale);
  return { context, page };
}

for (const locale of ['pt', 'en'] as const) {
  test(`a reader starts a private group, another joins by its link, a stranger finds nothing, a new link ends the old one (${locale})`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const t = text[locale];
    await newReader(page, locale);
    await page.getByRole('link', { name: t.open }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.groups);
    await appReady(page);
    await expectNoAxeViolations(page);
    // The keyboard alone: an empty name is refused under the field before sending, and the focus goes there.
    const name = page.getByLabel(t.name);
    await name.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(t.required)).toBeVisible();
    await expect(name).toBeFocused();
    await name.fill(`Seminário ${locale} ${Date.now()}`);
    await page.getByLabel(t.work).selectOption({ label: 'Moby-Dick' });
    await page.getByRole('button', { name: t.create }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/groups\/\d+$/);
    const groupUrl = page.url();
    await expect(page.getByRole('link', { name: t.read })).toBeVisible();
    const invite = (await page.locator('[data-invite-url]').innerText()).trim();
    expect(invite).toMatch(/\/groups\/join\/[A-Za-z0-9_-]{22}$/);
    await expectNoAxeViolations(page);

    const second = await otherReader(browser, locale);
    await second.page.goto(invite);
    await second.page.getByRole('button', { name: t.join }).click();
    await expect(second.page).toHaveURL(groupUrl);
    await expect(second.page.getByText(t.members)).toBeVisible();
    await expectNoAxeViolations(second.page);

    const stranger = await otherReader(browser, locale);
    expect((await stranger.page.goto(groupUrl))?.status()).toBe(404);

    await page.reload();
    await page.getByRole('button', { name: t.rotate }).click();
    await expect(page.getByText(t.rotated)).toBeVisible();
    expect((await stranger.page.goto(invite))?.status()).toBe(404);

    await second.page.getByRole('button', { name: t.leave }).click();
    await expect(second.page).toHaveURL(new RegExp(`${inLocale(locale, '/account/groups').replace(/\//g, '\\/')}\\?done=left$`));
    await expect(second.page.getByText(t.left)).toBeVisible();
    expect((await second.page.goto(groupUrl))?.status()).toBe(404);
    await second.context.close();
    await stranger.context.close();
  });
}
