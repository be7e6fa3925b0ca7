/**
 * Reading groups (issue 39): a reader starts a private group for an open-access book, a second
 * joins by the invitation link, a third who is not a member finds nothing, and a new link switches
 * the old one off. In both languages, with the keyboard for the form, and axe on every page.
 */
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { appReady, expectNoAxeViolations, inLocale, newReader, readerReady } from './support.ts';

const text = {
  pt: {
    groups: 'Grupos de leitura',
    open: 'Ver meus grupos e criar um',
    name: 'Nome do grupo',
    work: 'Obra',
    create: 'Criar grupo',
    required: 'Por favor, informe o nome do grupo (até 120 caracteres).',
    members: '2 membros',
    join: 'Entrar no grupo',
    rotate: 'Gerar novo link',
    rotated: 'Novo link de convite gerado; o anterior não funciona mais.',
    read: /^Ler Moby-Dick/,
    leave: 'Sair do grupo',
    left: 'Você saiu do grupo.',
    sharedTitle: 'Anotações dos seus grupos',
    replyLabel: 'Sua resposta',
    reply: 'Responder',
    hideReason: 'Motivo para ocultar',
    hide: 'Ocultar',
    hiddenPrefix: 'Ocultada pela moderação:',
    emptyReply: 'Por favor, escreva o texto antes de enviar (até 2.000 caracteres).',
    margin: /^Anotações compartilhadas neste parágrafo: 1 \S/,
    actions: 'Ações',
    editLabel: 'Seu texto',
    save: 'Salvar',
    edited: 'Texto atualizado.',
    reportReason: 'Por que denunciar? (a moderação do grupo lê)',
    report: 'Denunciar',
    reportSent: 'Denúncia enviada à moderação do grupo.',
    reports: 'Denúncias a moderar',
    dismiss: 'Manter e encerrar a denúncia',
    dismissed: 'Denúncia encerrada; o texto continua visível.',
    showGroups: 'Mostrar anotações de',
    show: 'Mostrar',
    noneShown: 'Você escolheu não ver nenhum grupo neste capítulo.',
    digestLabel: 'Quero receber um e-mail por dia com as respostas às minhas notas nos grupos',
    digestSave: 'Salvar preferência',
    digestOn: 'Pronto: você receberá o resumo diário quando houver respostas.',
  },
  en: {
    groups: 'Reading groups',
    open: 'See my groups and start one',
    name: 'Group name',
    work: 'Work',
    create: 'Start group',
    required: 'Please, fill in the group’s name (up to 120 characters).',
    members: '2 members',
    join: 'Join the group',
    rotate: 'Make a new link',
    rotated: 'New invitation link made; the previous one no longer works.',
    read: /^Read Moby-Dick/,
    leave: 'Leave the group',
    left: 'You left the group.',
    sharedTitle: 'Annotations from your groups',
    replyLabel: 'Your reply',
    reply: 'Reply',
    hideReason: 'Reason for hiding',
    hide: 'Hide',
    hiddenPrefix: 'Hidden by the moderators:',
    emptyReply: 'Please, write the text before sending (up to 2,000 characters).',
    margin: /^Shared annotations in this paragraph: 1 \S/,
    actions: 'Actions',
    editLabel: 'Your text',
    save: 'Save',
    edited: 'Text updated.',
    reportReason: 'Why report it? (the group’s moderators read this)',
    report: 'Report',
    reportSent: 'Report sent to the group’s moderators.',
    reports: 'Reports to moderate',
    dismiss: 'Keep it and close the report',
    dismissed: 'Report closed; the text stays visible.',
    showGroups: 'Show annotations from',
    show: 'Show',
    noneShown: 'You chose to see no group in this chapter.',
    digestLabel: 'Send me one e-mail a day with the replies to my notes in groups',
    digestSave: 'Save preference',
    digestOn: 'Done: you will get the daily digest when there are replies.',
  },
};

/** Selects the first line of the chapter's text and keeps it as a note with a comment in the group. */
async function shareNote(page: Page, locale: 'pt' | 'en', group: string, words: string) {
  const comment = page.getByRole('button', { name: locale === 'pt' ? 'Comentar' : 'Comment' });
  await readerReady(page);
  await expect(async () => {
    await page.evaluate(() => {
      const walker = document.createTreeWalker(document.querySelector('article.reader-text .reader-columns')!, NodeFilter.SHOW_TEXT);
      let node: Node | null = walker.nextNode();
      while (node && (node.textContent ?? '').trim().length < 30) node = walker.nextNode();
      const range = document.createRange();
      range.setStart(node!, 0);
      range.setEnd(node!, 20);
      document.getSelection()!.removeAllRanges();
      document.getSelection()!.addRange(range);
    });
    await expect(comment).toBeVisible({ timeout: 1_000 });
  }).toPass();
  // From the toolbar on, the keyboard alone.
  await comment.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox')).toBeFocused();
  await page.keyboard.type(words);
  await page.keyboard.press('Tab');
  const where = dialog.getByLabel(locale === 'pt' ? 'Onde guardar' : 'Keep it');
  await expect(where).toBeFocused();
  await where.selectOption({ label: `${locale === 'pt' ? 'No grupo' : 'In the group'} ${group}` });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
}

async function otherReader(browser: Browser, locale: 'pt' | 'en') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await newReader(page, locale, { open: false });
  return { context, page };
}

for (const locale of ['pt', 'en'] as const) {
  test(`a reader starts a private group, another joins by its link; in the reader a note is shared, answered and hidden with a reason its author reads; a stranger finds nothing; a new link ends the old one (${locale})`, async ({
    page,
    browser,
  }) => {
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
    const groupName = `Seminário ${locale} ${Date.now()}`;
    await name.fill(groupName);
    await page.getByLabel(t.work).selectOption({ label: 'Moby-Dick' });
    await page.getByRole('button', { name: t.create }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/groups\/\d+$/);
    await page.goBack();
    // The daily digest of replies, asked for with the keyboard.
    await appReady(page);
    await page.getByLabel(t.digestLabel).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: t.digestSave }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(t.digestOn)).toBeVisible();
    await expect(page.getByLabel(t.digestLabel)).toBeChecked();
    await page.getByRole('link', { name: groupName }).click();
    await expect(page).toHaveURL(/\/groups\/\d+$/);
    const groupUrl = page.url();
    await expect(page.getByRole('link', { name: t.read })).toBeVisible();
    const invite = (await page.locator('[data-invite-url]').innerText()).trim();
    expect(invite).toMatch(/\/groups\/join\/[A-Za-z0-9_-]{22}$/);
    await expectNoAxeViolations(page);

    const second = await otherReader(browser, locale);
    await second.page.goto(invite);
    await appReady(second.page);
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

    // In the reader: the owner shares a note with the group; the member sees it and replies; the stranger sees nothing.
    await page.getByRole('link', { name: t.read }).click();
    await expect(page).toHaveURL(/\/book\/moby-dick\/read/);
    await page.goto(inLocale(locale, '/book/moby-dick/read/chapter-009'));
    await shareNote(page, locale, groupName, `Nota de ${locale} para o grupo`);
    const shared = (p: Page) => p.getByRole('region', { name: t.sharedTitle });
    // What the thread shows (a closed Actions box holds the same words in its edit field, later in the page).
    const said = (p: Page, words: string) => shared(p).getByText(words).first();
    await expect(said(page, `Nota de ${locale} para o grupo`)).toBeVisible();
    const chapterUrl = page.url();
    await second.page.goto(chapterUrl);
    await expect(said(second.page, `Nota de ${locale} para o grupo`)).toBeVisible();
    // In the margin: the paragraph's count with the author's name, leading to the thread.
    const margin = second.page.locator('article.reader-text a.group-margin');
    await expect(margin).toHaveCount(1);
    await expect(margin).toHaveAccessibleName(t.margin);
    await expectNoAxeViolations(second.page);
    await margin.focus();
    await second.page.keyboard.press('Enter');
    await expect(second.page).toHaveURL(/#shared-/);
    // An empty reply is refused with a message, and nothing is posted.
    await second.page.getByRole('button', { name: t.reply }).click();
    await expect(shared(second.page).getByRole('alert')).toHaveText(t.emptyReply);
    // The keyboard alone: the reply is typed and sent from the box.
    await second.page.getByLabel(t.replyLabel).focus();
    await second.page.keyboard.type('Concordo com a leitura.');
    await second.page.keyboard.press('Tab');
    await second.page.keyboard.press('Enter');
    await expect(said(second.page, 'Concordo com a leitura.')).toBeVisible();
    await expect(second.page.getByLabel(t.replyLabel)).toHaveValue('');
    // The owner, still on the chapter, sees the reply arrive without reloading.
    await expect(said(page, 'Concordo com a leitura.')).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(second.page);
    await stranger.page.goto(chapterUrl);
    await readerReady(stranger.page);
    await expect(shared(stranger.page)).toHaveCount(0);
    // The owner edits their note with the keyboard, in the reader.
    await page.reload();
    await readerReady(page);
    const ownNote = shared(page)
      .getByRole('listitem')
      .filter({ hasText: `Nota de ${locale} para o grupo` })
      .first();
    await ownNote.locator('summary').first().focus();
    await page.keyboard.press('Enter');
    await ownNote.getByLabel(t.editLabel).first().focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(`Nota de ${locale}, revista`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(shared(page).getByRole('status')).toHaveText(t.edited);
    await expect(said(page, `Nota de ${locale}, revista`)).toBeVisible();
    // The member reports it; the owner reads the report on the group's page and keeps the note.
    await second.page.reload();
    const reported = shared(second.page)
      .getByRole('listitem')
      .filter({ hasText: `Nota de ${locale}, revista` })
      .first();
    await reported.locator('summary').first().click();
    await reported.getByLabel(t.reportReason).fill('Tem um erro de citação');
    await reported.getByRole('button', { name: t.report, exact: true }).click();
    await expect(shared(second.page).getByRole('status')).toHaveText(t.reportSent);
    await page.goto(groupUrl);
    const reports = page.getByRole('region', { name: t.reports });
    await expect(reports.getByText('Tem um erro de citação')).toBeVisible();
    await expect(reports.getByText(`Nota de ${locale}, revista`)).toBeVisible();
    await expectNoAxeViolations(page);
    await reports.getByRole('button', { name: t.dismiss }).click();
    await expect(page.getByText(t.dismissed)).toBeVisible();
    await expect(reports.getByText('Tem um erro de citação')).toHaveCount(0);
    await page.goto(chapterUrl);
    // The member shares a note; the owner hides it with a reason, and its author reads why.
    await shareNote(second.page, locale, groupName, 'Fora do tema, talvez');
    await page.reload();
    const memberNote = shared(page).getByRole('listitem').filter({ hasText: 'Fora do tema, talvez' });
    await memberNote.locator('summary').first().click();
    await memberNote.getByLabel(t.hideReason).fill('Vamos manter o foco no capítulo');
    await memberNote.getByRole('button', { name: t.hide, exact: true }).click();
    // Hidden on the server (the moderators read the reason too) before its author looks again.
    await expect(said(page, `${t.hiddenPrefix} Vamos manter o foco no capítulo`)).toBeVisible();
    await second.page.reload();
    await expect(said(second.page, `${t.hiddenPrefix} Vamos manter o foco no capítulo`)).toBeVisible();
    // The member switches the group off in this chapter with the keyboard: its notes leave the margin and the list.
    await readerReady(second.page);
    await second.page.getByRole('group', { name: t.showGroups }).getByRole('checkbox').focus();
    await second.page.keyboard.press('Space');
    await second.page.keyboard.press('Tab');
    await second.page.keyboard.press('Enter');
    await expect(said(second.page, t.noneShown)).toBeVisible();
    await expect(second.page.locator('article.reader-text a.group-margin')).toHaveCount(0);
    await expect(second.page).toHaveURL(/shown=1/);

    await second.page.goto(groupUrl);
    await second.page.getByRole('button', { name: t.leave }).click();
    await expect(second.page).toHaveURL(new RegExp(`${inLocale(locale, '/account/groups').replace(/\//g, '\\/')}\\?done=left$`));
    await expect(second.page.getByText(t.left)).toBeVisible();
    expect((await second.page.goto(groupUrl))?.status()).toBe(404);
    await second.context.close();
    await stranger.context.close();
  });
}

for (const locale of ['pt', 'en'] as const) {
  test(`a public group is listed on its book's page for readers, who join it there (${locale})`, async ({ page, browser }) => {
    const t = text[locale];
    await newReader(page, locale, { open: false });
    await page.goto(inLocale(locale, '/account/groups'));
    await appReady(page);
    const groupName = `Clube aberto ${locale} ${Date.now()}`;
    await page.getByLabel(t.name).fill(groupName);
    await page.getByLabel(t.work).selectOption({ label: 'Moby-Dick' });
    await page.getByLabel(locale === 'pt' ? 'Quem pode entrar' : 'Who may join').selectOption('public');
    await page.getByRole('button', { name: t.create }).click();
    await expect(page).toHaveURL(/\/groups\/\d+$/);

    const reader = await otherReader(browser, locale);
    await reader.page.goto(inLocale(locale, '/book/moby-dick'));
    const listed = reader.page.getByRole('region', { name: locale === 'pt' ? 'Grupos de leitura abertos desta obra' : 'Open reading groups for this work' });
    await listed.getByRole('link', { name: groupName }).click();
    await expect(reader.page.getByRole('heading', { level: 1 })).toHaveText(groupName);
    await appReady(reader.page);
    await reader.page.getByRole('button', { name: t.join }).click();
    await expect(reader.page.getByText(locale === 'pt' ? 'Você entrou no grupo.' : 'You joined the group.')).toBeVisible();
    await expect(reader.page.getByText(t.members)).toBeVisible();
    await expectNoAxeViolations(reader.page);
    await reader.context.close();
  });
}

for (const locale of ['pt', 'en'] as const) {
  test(`a digest's stop link that is no longer valid says so, on a desk and a phone (${locale})`, async ({ page }) => {
    const response = await page.goto(inLocale(locale, '/groups/digest/stop/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'pt' ? 'Cancelar o resumo diário dos grupos' : 'Stop the reading groups’ daily digest',
    );
    await expect(
      page.getByText(locale === 'pt' ? 'Este link não vale mais: o resumo já foi cancelado.' : 'This link is no longer valid: the digest was already stopped.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
