import { expect, it } from 'vitest';
import { checkFormData } from '#app/ui/form-check.ts';
import { answerSchema } from './answer.schema.ts';

const answer = (file: File, link = '') => {
  const form = new FormData();
  form.append('intent', 'answer');
  form.append('file', file);
  form.append('link', link);
  form.append('reply', '');
  return form;
};

it("the browser's check sees the file chosen in the form as it is sent, and asks for one when none is, an address being no answer", () => {
  const pdf = new File([new Uint8Array(2048)], 'acessivel.pdf', { type: 'application/pdf' });
  expect(checkFormData(answerSchema, answer(pdf))).toBeNull();
  expect(checkFormData(answerSchema, answer(new File([], '')))).toEqual({ file: 'fileRequired' });
  expect(checkFormData(answerSchema, answer(new File([], ''), 'https://example.org/livro.epub'))).toEqual({ file: 'fileRequired' });
});
