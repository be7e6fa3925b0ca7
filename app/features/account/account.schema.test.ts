import { expect, it } from 'vitest';
import { parseForm } from '#app/lib/forms.ts';
import { registerSchema } from './account.schema.ts';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

it('requires every sign-up field with its own message', () => {
  const result = parseForm(registerSchema, form({}));
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.errors).toEqual({ name: 'nameRequired', lastName: 'lastNameRequired', email: 'emailRequired', password: 'passwordRequired' });
});

it('refuses short and common passwords, accepts a good one, normalises the e-mail', () => {
  const base = { name: 'Ana', lastName: 'Souza', email: ' Ana@Example.COM ' };
  const short = parseForm(registerSchema, form({ ...base, password: 'abc123' }));
  expect(!short.ok && short.errors.password).toBe('passwordTooShort');
  const common = parseForm(registerSchema, form({ ...base, password: 'Senha123' }));
  expect(!common.ok && common.errors.password).toBe('passwordCommon');
  const good = parseForm(registerSchema, form({ ...base, password: 'ipê-florido-2026' }));
  expect(good.ok && good.data.email).toBe('ana@example.com');
});
