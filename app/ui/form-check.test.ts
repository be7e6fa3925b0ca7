import { expect, it } from 'vitest';
import { readValues } from '#app/lib/form-values.ts';
import { checkRevision } from '#app/features/editorial/api.ts';
import { withFileSizes } from './form-check.ts';

const file = (bytes: number, name = 'a.pdf') => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

it('lets a check see each chosen file as its size, the largest of several, and an empty file input as nothing', () => {
  const form = new FormData();
  form.append('revised', file(1200));
  form.append('anonymised', new File([], '')); // a file input left empty
  form.append('supplementary', file(10));
  form.append('supplementary', file(300, 'b.pdf'));
  form.append('title', 'Texto');
  expect(withFileSizes(form, readValues(form))).toEqual({ title: 'Texto', revisedSize: '1200', supplementarySize: '300' });
});

it('so the revision check passes on chosen files and names the field left empty', () => {
  const form = new FormData();
  form.append('revised', file(50));
  form.append('anonymised', file(50));
  form.append('response', new File([], ''));
  expect(checkRevision(withFileSizes(form, readValues(form)))).toEqual({ ok: false, errors: { response: 'fileRequired' } });
  form.set('response', file(5));
  expect(checkRevision(withFileSizes(form, readValues(form)))).toEqual({ ok: true, data: null });
});
