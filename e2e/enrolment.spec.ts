/**
 * Bulk enrolment (issue 42): staff paste a class list of 30 with two bad rows, read the check, and
 * enrol the 28 in a course and a book; a new student's invitation, in the language chosen, sets a
 * password that opens the course and the book; the same list sent again changes nothing.
 */
import { expect, test } from './fixtures.ts';
import { E2E_ORIGIN } from '../playwright.config.ts';
import { appReady, asAdmin, COLOUR_RULES, expectNoAxeViolations, inLocale, linkIn, signInByPost, waitForMail } from './support.ts';

const texts = {
  pt: {
    link: 'Matricular uma lista',
    list: 'Lista',
    course: 'Curso',
    book: 'Livro',
    language: 'Idioma dos convites',
    languageOption: 'Português',
    courseTitle: 'Fundamentos de Design de Serviços',
    bookTitle: 'Design de Serviços na Prática',
    check: 'Conferir a lista',
    enrol: 'Matricular',
    checked: 'Conferência: 30 linhas',
    summary: '28 contas novas, nenhuma conta existente a receber acesso, ninguém já com acesso, 2 linhas com erro.',
    badEmail: 'E-mail inválido.',
    noName: 'Falta o nome.',
    done: '28 convites enviados, nenhuma conta existente recebeu acesso, ninguém já com acesso, 2 linhas com erro.',
    again: 'Nenhum convite enviado, nenhuma conta existente recebeu acesso, 28 pessoas já com acesso, 2 linhas com erro.',
    grantMissing: 'Escolha um curso, um livro ou os dois.',
    subject: /Sua conta na Editora Ipê está pronta/,
    newPassword: 'Nova senha',
    save: 'Salvar nova senha',
    saved: 'Senha alterada. Entre com a nova senha.',
    haveAccess: 'Você já tem acesso permanente a este curso.',
    library: 'Minha biblioteca',
    enrolled: 'matriculou a partir de uma lista',
  },
  en: {
    link: 'Enrol a list',
    list: 'List',
    course: 'Course',
    book: 'Book',
    language: 'Language of the invitations',
    languageOption: 'English',
    courseTitle: 'Service Design Fundamentals',
    bookTitle: 'Service Design in Practice',
    check: 'Check the list',
    enrol: 'Enrol',
    checked: 'Check: 30 rows',
    summary: '28 new accounts, no existing accounts to be given access, nobody already with access, 2 rows with errors.',
    badEmail: 'Invalid e-mail.',
    noName: 'The name is missing.',
    done: '28 invitations sent, no existing accounts given access, nobody already with access, 2 rows with errors.',
    again: 'No invitations sent, no existing accounts given access, 28 people already with access, 2 rows with errors.',
    grantMissing: 'Choose a course, a book or both.',
    subject: /Your Editora Ipê account is ready/,
    newPassword: 'New password',
    save: 'Save new password',
    saved: 'Password changed. Sign in with the new password.',
    haveAccess: 'You already have permanent access to this course.',
    library: 'My library',
    enrolled: 'enrolled from a class list',
  },
};

for (const locale of ['pt', 'en'] as const) {
  test(`staff enrol a class list of 30 with two bad rows; a student's invitation opens the course and the book; the same list again changes nothing (${locale})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = texts[locale];
    const run = `${locale}${Date.now().toString(36)}`;
    const address = (n: number) => `turma-${run}-${n}@escola.example`;
    const roster = [
      locale === 'pt' ? 'Nome;E-mail' : 'Name;E-mail',
      ...Array.from({ length: 30 }, (_, i) =>
        i === 9 ? `Rui Errado;rui-${run}.escola.example` : i === 19 ? `;${address(i + 1)}` : `Estudante ${i + 1};${address(i + 1)}`,
      ),
    ].join('\n');

    await asAdmin(page);
    await page.goto(inLocale(locale, '/admin/users'));
    await appReady(page);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: t.link }).click();
    await expect(page).toHaveURL(new RegExp(`${inLocale(locale, '/admin/users/enrol')}$`));
    await appReady(page);

    // Nothing chosen to give: said under the course, before anything is sent.
    await main.getByLabel(t.list, { exact: true }).fill(roster);
    await main.getByRole('button', { name: t.check }).click();
    await expect(main.getByText(t.grantMissing)).toBeVisible();
    await expect(main.getByLabel(t.course)).toBeFocused();

    await main.getByLabel(t.course).selectOption({ label: t.courseTitle });
    await main.getByLabel(t.book).selectOption({ label: t.bookTitle });
    await main.getByLabel(t.language).selectOption({ label: t.languageOption });
    await main.getByRole('button', { name: t.check }).click();
    await expect(main.getByRole('heading', { name: t.checked })).toBeVisible();
    await expect(main.getByText(t.summary)).toBeVisible();
    const table = main.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toContainText('11');
    await expect(table.getByRole('row').nth(1)).toContainText(t.badEmail);
    await expect(table.getByRole('row').nth(2)).toContainText('21');
    await expect(table.getByRole('row').nth(2)).toContainText(t.noName);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page, COLOUR_RULES);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });

    await main.getByRole('button', { name: t.enrol }).click();
    await expect(main.getByText(t.done)).toBeVisible({ timeout: 15_000 });

    // A new student: the invitation in the chosen language sets the password; the course and the book are theirs.
    const mail = await waitForMail(address(1), t.subject);
    const student = await browser.newPage();
    await student.goto(linkIn(mail, `${E2E_ORIGIN}${inLocale(locale, '/recover/')}`));
    await student.getByLabel(t.newPassword).fill('senha-da-turma-2026');
    await student.getByRole('button', { name: t.save }).click();
    await expect(student.getByText(t.saved)).toBeVisible();
    await signInByPost(student, address(1), 'senha-da-turma-2026', locale, { open: false });
    await student.goto(inLocale(locale, '/course/fundamentos-de-design-de-servicos'));
    await expect(student.getByText(t.haveAccess)).toBeVisible();
    await student.goto(inLocale(locale, '/account/library'));
    await expect(student.getByRole('main').getByText(t.bookTitle).first()).toBeVisible();
    await student.close();

    // The same list again: nobody new, no access given twice, no mail.
    await main.getByRole('button', { name: t.enrol }).click();
    await expect(main.getByText(t.again)).toBeVisible({ timeout: 15_000 });

    // Who enrolled whom: the student's page in the admin says it, once.
    await page.goto(`${inLocale(locale, '/admin/users')}?q=${encodeURIComponent(address(2))}`);
    await page
      .getByRole('main')
      .getByRole('link', { name: /Estudante 2/ })
      .click();
    await expect(page.getByRole('main').getByText(t.enrolled)).toHaveCount(1);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a CSV file is read by the server and checked row by row; what was chosen is kept', async ({ page }) => {
    await asAdmin(page);
    await page.goto('/en/admin/users/enrol');
    const main = page.getByRole('main');
    const csv = `\uFEFFName,Surname,E-mail\nLia,Arquivo,lia-${Date.now()}@escola.example\nSem,Email,\n`;
    await main.getByLabel('Or a CSV file').setInputFiles({ name: 'class.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await main.getByLabel('Course').selectOption({ label: 'Service Design Fundamentals' });
    await main.getByRole('button', { name: 'Check the list' }).click();
    await expect(main.getByRole('heading', { name: 'Check: 2 rows' })).toBeVisible();
    await expect(main.getByRole('table').getByRole('row').nth(1)).toContainText('The e-mail is missing.');
    await expect(main.getByRole('table').getByRole('row').nth(2)).toContainText('No account: will be invited');
    await expect(main.getByLabel('Course')).toHaveValue(/\d+/);
    // The file's text is now in the list, to correct and send.
    await expect(main.getByLabel('List', { exact: true })).toHaveValue(/Lia,Arquivo/);
  });
});
