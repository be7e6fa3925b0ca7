import { expect, test } from './fixtures.ts';
import { asAdmin, expectNoAxeViolations, newReader } from './support.ts';

test('staff add a class with its video and captions, give a reader access, and see the course’s students', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const main = page.getByRole('main');
  const reader = await (await browser.newContext()).newPage();
  const { email } = await newReader(reader, 'pt', { open: false });

  await asAdmin(page);
  await page.goto('/admin/courses');
  await expectNoAxeViolations(page);
  await main.getByRole('link', { name: 'Fundamentos de Design de Serviços' }).click();
  await expect(main.getByRole('region', { name: 'Aulas do curso' }).getByRole('listitem')).toHaveCount(8);
  await expectNoAxeViolations(page);

  // A ninth class: an empty save says what is missing; then the video and captions.
  await main.getByRole('link', { name: 'Adicionar aula' }).click();
  const form = page.getByRole('form', { name: 'Dados da aula' });
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('Digite o título.').first()).toBeVisible();
  await form.getByLabel('Título (português)').fill('Revisão e próximos passos');
  await form.getByLabel('Título (inglês)').fill('Review and next steps');
  await form.getByLabel('Vídeo (MP4)').setInputFiles('fixtures/video/class-3.mp4');
  await form.getByLabel('Legendas em português (WebVTT)').setInputFiles('fixtures/video/class-3.pt.vtt');
  await form.getByLabel('Legendas em inglês (WebVTT)').setInputFiles({ name: 'errado.vtt', mimeType: 'text/vtt', buffer: Buffer.from('not captions') });
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('Envie um arquivo WebVTT (começa com WEBVTT) de até 200 KB.')).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByLabel('Vídeo (MP4)').setInputFiles('fixtures/video/class-3.mp4');
  await form.getByLabel('Legendas em português (WebVTT)').setInputFiles('fixtures/video/class-3.pt.vtt');
  await form.getByLabel('Legendas em inglês (WebVTT)').setInputFiles('fixtures/video/class-3.en.vtt');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Aula salva.')).toBeVisible();
  // Nine 20-second classes: the course's length, summed to the second.
  await expect(main.getByRole('region', { name: 'Aulas do curso' }).getByText('3:00', { exact: true })).toBeVisible();

  // Access given by the staff: the reader may watch the new class.
  await main.getByLabel('E-mail da conta').fill(email);
  await main.getByRole('button', { name: 'Dar acesso' }).click();
  await expect(page.getByText('Acesso dado.')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Alunos e conclusões' }).getByText(email)).toBeVisible();
  await expect(main.getByRole('region', { name: 'Alunos e conclusões' }).getByRole('row').filter({ hasText: email })).toContainText('Dado pela equipe');
  await reader.goto('/course/fundamentos-de-design-de-servicos/class/9');
  await expect(reader.getByRole('heading', { level: 1 })).toContainText('Revisão e próximos passos');
  await expect(reader.getByRole('region', { name: 'Transcrição' }).getByRole('button', { name: /Aula 3: primeira parte/ })).toBeVisible();
  await reader.context().close();
});
