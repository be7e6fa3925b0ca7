/**
 * An author submits a manuscript to a journal, in both languages: from the journal's submission
 * page to sign-in and back to the wizard, its steps with the browser's checks and the server's
 * (a real anonymised copy that still names its author is refused, the manuscript kept), the
 * number, the fee paid through the store's test provider, and the submission on the account.
 * Axe on every page of it.
 */
import { expect, test, type Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { DEMO_JOURNAL_OPEN_CALL } from '../app/features/catalog/testing.server.ts';
import { reviewMessages } from '../app/features/editorial/testing.server.ts';
import { expectNoAxeViolations, newReader, signIn, waitForMail } from './support.ts';

type Locale = 'pt' | 'en';
const at = (locale: Locale, path: string) => (locale === 'pt' ? path : `/en${path}`);
const slug = DEMO_JOURNAL_OPEN_CALL;

/** A small but real DOCX: the parts a word processor needs, with the author in its core properties or none. */
function docx(creator = ''): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>',
      ),
      'word/document.xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Cidades que cuidam.</w:t></w:r></w:p></w:body></w:document>',
      ),
      'docProps/core.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Cidades que cuidam</dc:title><dc:creator>${creator}</dc:creator></cp:coreProperties>`,
      ),
    }),
  );
}

/** A one-page PDF with its cross-reference table. */
function pdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
    '<< /Length 0 >>\nstream\n\nendstream',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const words = (n: number, word: string) => Array.from({ length: n }, (_, i) => `${word}${i}`).join(' ');

const L = {
  pt: {
    submitHere: 'Submeter um manuscrito',
    type: 'Tipo de texto',
    language: 'Idioma do manuscrito',
    article: 'Artigo',
    portuguese: 'Português',
    choose: 'Escolha uma opção.',
    continue: 'Salvar e continuar',
    manuscript: 'Manuscrito completo',
    anonymised: 'Cópia anonimizada (obrigatória)',
    fileRequired: 'Escolha um arquivo.',
    namesAuthor: /ainda nomeiam a autoria/,
    kept: /Guardado: artigo\.pdf/,
    titlePt: 'Título em português',
    titleEn: 'Título em inglês',
    abstractPt: 'Resumo em português',
    abstractEn: 'Resumo em inglês (abstract)',
    keywordsPt: 'Palavras-chave em português',
    keywordsEn: 'Palavras-chave em inglês',
    affiliation: 'Afiliação',
    orcid: 'ORCID iD',
    author1: 'Pessoa autora 1',
    orcidInvalid: /Este ORCID iD não confere/,
    creditRequired: 'Marque ao menos um papel desta pessoa no trabalho.',
    credit: 'Conceituação',
    original: 'O manuscrito é original e não foi publicado antes.',
    notUnderReview: 'Não está em avaliação em outra revista.',
    ethics: /A pesquisa seguiu os princípios éticos/,
    confirmed: /Declarei acima todos os conflitos/,
    declarationRequired: 'Marque esta declaração para enviar.',
    coverLetter: 'Carta de apresentação',
    send: 'Enviar a submissão',
    payFee: 'Pagar a taxa',
    approve: 'Aprovar o pagamento',
    status: 'Nova',
    mail: /Submissão RIDS-\d{4}-\d{4} recebida/,
    mySubmissions: 'Minhas submissões',
  },
  en: {
    submitHere: 'Submit a manuscript',
    type: 'Type of text',
    language: 'Language of the manuscript',
    article: 'Article',
    portuguese: 'Portuguese',
    choose: 'Choose an option.',
    continue: 'Save and continue',
    manuscript: 'Full manuscript',
    anonymised: 'Anonymised copy (required)',
    fileRequired: 'Choose a file.',
    namesAuthor: /still name its author/,
    kept: /Kept: artigo\.pdf/,
    titlePt: 'Title in Portuguese',
    titleEn: 'Title in English',
    abstractPt: 'Abstract in Portuguese (resumo)',
    abstractEn: 'Abstract in English',
    keywordsPt: 'Keywords in Portuguese',
    keywordsEn: 'Keywords in English',
    affiliation: 'Affiliation',
    orcid: 'ORCID iD',
    author1: 'Author 1',
    orcidInvalid: /This ORCID iD does not check out/,
    creditRequired: 'Tick at least one of this person’s roles in the work.',
    credit: 'Conceptualization',
    original: 'The manuscript is original and has not been published before.',
    notUnderReview: 'It is not under review at another journal.',
    ethics: /The research followed the relevant ethical principles/,
    confirmed: /I have declared above every conflict/,
    declarationRequired: 'Tick this declaration to send.',
    coverLetter: 'Cover letter',
    send: 'Send the submission',
    payFee: 'Pay the fee',
    approve: 'Approve the payment',
    status: 'New',
    mail: /Submission RIDS-\d{4}-\d{4} received/,
    mySubmissions: 'My submissions',
  },
} as const;

const main = (page: Page) => page.getByRole('main');

for (const locale of ['pt', 'en'] as const) {
  test(`an author submits a manuscript, pays its fee and follows it on the account (${locale})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const w = L[locale];
    // The author's account (signed in elsewhere too, which changes nothing here).
    const other = await browser.newPage();
    const { email, password } = await newReader(other, locale);
    await other.close();

    const page = await browser.newPage();
    // From the journal's submission page: signed out, to sign in and back to the wizard.
    await page.goto(at(locale, `/journal/${slug}/submission`));
    await main(page).getByRole('link', { name: w.submitHere }).click();
    await expect(page).toHaveURL(
      new RegExp(`/login\\?redirect=${encodeURIComponent(at(locale, `/journal/${slug}/submit`)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    await signIn(page, email, password, { locale, here: true });
    await expect(page).toHaveURL(new RegExp(`${at(locale, `/journal/${slug}/submit`)}$`));
    await expectNoAxeViolations(page);

    // Step 1: the browser's check before sending, then the choices.
    await main(page).getByRole('button', { name: w.continue }).click();
    await expect(main(page).getByText(w.choose).first()).toBeVisible();
    await expect(main(page).getByLabel(w.type)).toBeFocused();
    await main(page).getByLabel(w.type).selectOption({ label: w.article });
    await main(page).getByLabel(w.language).selectOption({ label: w.portuguese });
    await main(page).getByRole('button', { name: w.continue }).click();

    // Step 2: both files are asked for; a copy whose properties name the author is refused by the server, the manuscript kept.
    await expect(page).toHaveURL(new RegExp(`${at(locale, `/journal/${slug}/submit/files`)}$`));
    await expectNoAxeViolations(page);
    await main(page).getByRole('button', { name: w.continue }).click();
    await expect(main(page).getByText(w.fileRequired)).toHaveCount(2);
    await main(page).getByLabel(w.manuscript).setInputFiles({ name: 'artigo.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await main(page)
      .getByLabel(w.anonymised)
      .setInputFiles({ name: 'anonimo.docx', mimeType: 'application/octet-stream', buffer: docx('Leitora Teste') });
    await main(page).getByRole('button', { name: w.continue }).click();
    await expect(main(page).getByText(w.namesAuthor)).toBeVisible();
    await expect(main(page).getByText(w.kept)).toBeVisible();
    await expectNoAxeViolations(page);
    await main(page).getByLabel(w.anonymised).setInputFiles({ name: 'anonimo.docx', mimeType: 'application/octet-stream', buffer: docx() });
    await main(page).getByRole('button', { name: w.continue }).click();

    // Step 3: metadata in both languages; a bad ORCID iD and a missing role said under their fields.
    await expect(page).toHaveURL(new RegExp(`${at(locale, `/journal/${slug}/submit/metadata`)}$`));
    await expectNoAxeViolations(page);
    const form = main(page);
    await form.getByLabel(w.titlePt).fill('Cidades que cuidam: o design de serviços no cuidado');
    await form.getByLabel(w.titleEn).fill('Caring cities: service design in care');
    await form.getByLabel(w.abstractPt).fill(words(160, 'cuidado'));
    await form.getByLabel(w.abstractEn).fill(words(160, 'care'));
    await form.getByLabel(w.keywordsPt).fill('cuidado, cidade, design de serviços');
    await form.getByLabel(w.keywordsEn).fill('care, city, service design');
    const author = form.getByRole('group', { name: w.author1 });
    await author.getByLabel(w.affiliation).fill('Universidade de Teste');
    await author.getByLabel(w.orcid).fill('0000-0002-1825-0098');
    await form.getByRole('button', { name: w.continue }).click();
    await expect(author.getByText(w.orcidInvalid)).toBeVisible();
    await expect(author.getByText(w.creditRequired)).toBeVisible();
    await expect(author.getByLabel(w.orcid)).toBeFocused();
    await author.getByLabel(w.orcid).fill('0000-0002-1825-0097');
    await author.getByLabel(w.credit).check();
    await form.getByRole('button', { name: w.continue }).click();

    // Step 4: every declaration, then the submit.
    await expect(page).toHaveURL(new RegExp(`${at(locale, `/journal/${slug}/submit/declarations`)}$`));
    await expectNoAxeViolations(page);
    await main(page).getByRole('button', { name: w.send }).click();
    await expect(main(page).getByText(w.declarationRequired)).toHaveCount(4);
    await main(page).getByLabel(w.original).check();
    await main(page).getByLabel(w.notUnderReview).check();
    await main(page).getByLabel(w.ethics).check();
    await main(page).getByLabel(w.confirmed).check();
    await main(page).getByLabel(w.coverLetter).fill('Um texto para o dossiê de cuidado.');
    await main(page).getByRole('button', { name: w.send }).click();

    // Step 5: the number, and the fee through the store's test provider.
    await expect(page).toHaveURL(/\/submit\/fee\?n=RIDS-\d{4}-\d{4}$/);
    const number = new URL(page.url()).searchParams.get('n')!;
    await expect(main(page).getByText(number).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await main(page).getByRole('button', { name: w.payFee }).click();
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/pay/test/')}tp_`));
    await main(page).getByRole('button', { name: w.approve }).click();
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/done')}\\?order=\\d+`));
    await expectNoAxeViolations(page);
    await main(page)
      .getByRole('link', { name: new RegExp(number) })
      .click();

    // On the account: the submission with the editors now, and in the list.
    await expect(page).toHaveURL(new RegExp(`${at(locale, `/account/submissions/${number}`)}$`));
    await expect(main(page).getByText(w.status, { exact: true })).toBeVisible();
    await expect(main(page).getByText('artigo.pdf')).toBeVisible();
    await expectNoAxeViolations(page);
    // The discussion with the editors: a message sent, shown as the author's own, the form empty again.
    const r = reviewMessages[locale];
    await main(page).getByLabel(r.messageBody).fill('When may I expect the first decision?');
    await main(page).getByRole('button', { name: r.sendMessage }).click();
    await expect(main(page).getByText(r.messageSent)).toBeVisible();
    await expect(main(page).getByText('When may I expect the first decision?')).toBeVisible();
    await expect(main(page).getByLabel(r.messageBody)).toHaveValue('');
    await page.goto(at(locale, '/account/submissions'));
    await expect(main(page).getByRole('link', { name: new RegExp(number) })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(at(locale, `/journal/${slug}/submit/done?n=${number}`));
    await expect(main(page).getByText(number).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(at(locale, '/account'));
    await expect(main(page).getByRole('heading', { name: w.mySubmissions })).toBeVisible();

    // The mail with the number, in the author's language.
    const mail = await waitForMail(email, w.mail);
    expect(mail.subject).toContain(number);
  });
}
