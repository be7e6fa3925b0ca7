import { describe, expect, it } from 'vitest';
import { parseForm } from '#app/lib/forms.ts';
import { identificationSchema } from './identification.schema.ts';
import { checkoutFieldMessages } from './messages.ts';

const brazilian = {
  name: ' Ana ',
  surname: 'Souza',
  idType: 'cpf',
  identification: '123.456.789-09',
  phone: ' (11) 98765-4321 ',
  email: 'ana@example.com.br',
};

const foreign = {
  name: 'John',
  surname: 'Smith',
  idType: 'foreign',
  identification: 'P-1234.567 AB',
  phone: '+44 20 7946 0958',
  email: 'john@example.co.uk',
};

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

function errorsOf(values: Record<string, string>) {
  const result = parseForm(identificationSchema, form(values));
  return result.ok ? {} : result.errors;
}

describe('identificationSchema', () => {
  it('is an object schema whose fields parseForm can read', () => {
    expect(Object.keys(identificationSchema.shape)).toEqual(['name', 'surname', 'idType', 'identification', 'phone', 'email']);
  });

  it('accepts a company or institution with a CNPJ, numeric or alphanumeric, kept without its mask', () => {
    const numeric = parseForm(identificationSchema, form({ ...brazilian, idType: 'cnpj', identification: '11.222.333/0001-81' }));
    expect(numeric.ok && numeric.data.identification).toBe('11222333000181');
    const alphanumeric = parseForm(identificationSchema, form({ ...brazilian, idType: 'cnpj', identification: '12.abc.345/01de-35' }));
    expect(alphanumeric.ok && alphanumeric.data.identification).toBe('12ABC34501DE35');
  });

  it('refuses a CNPJ with a wrong check digit, or a CPF given as a CNPJ, with the CNPJ message', () => {
    expect(errorsOf({ ...brazilian, idType: 'cnpj', identification: '11.222.333/0001-82' })).toEqual({ identification: 'identificationCnpjInvalid' });
    expect(errorsOf({ ...brazilian, idType: 'cnpj', identification: '529.982.247-25' })).toEqual({ identification: 'identificationCnpjInvalid' });
    expect(errorsOf({ ...brazilian, idType: 'cnpj', identification: '11.222.333/0001-81', phone: '+44 20 7946 0958' })).toEqual({ phone: 'phoneInvalid' });
  });

  it('accepts a Brazilian buyer and keeps the CPF as 11 digits, the phone trimmed', () => {
    const result = parseForm(identificationSchema, form(brazilian));
    expect(result.ok && result.data).toEqual({
      name: 'Ana',
      surname: 'Souza',
      idType: 'cpf',
      identification: '12345678909',
      phone: '(11) 98765-4321',
      email: 'ana@example.com.br',
    });
  });

  it('accepts the CPF unmasked', () => {
    const result = parseForm(identificationSchema, form({ ...brazilian, identification: '12345678909' }));
    expect(result.ok && result.data.identification).toBe('12345678909');
  });

  it('accepts a foreign buyer and keeps the document as typed (trimmed)', () => {
    const result = parseForm(identificationSchema, form({ ...foreign, identification: ' P-1234.567 AB ' }));
    expect(result.ok && result.data).toEqual({ ...foreign, identification: 'P-1234.567 AB' });
  });

  it('asks for every field of an empty form', () => {
    expect(errorsOf({})).toEqual({
      name: 'nameRequired',
      surname: 'surnameRequired',
      idType: 'identificationRequired',
      identification: 'identificationRequired',
      phone: 'phoneRequired',
      email: 'emailRequired',
    });
  });

  it('refuses an unknown idType', () => {
    expect(errorsOf({ ...brazilian, idType: 'passport' })).toEqual({ idType: 'identificationRequired' });
    expect(errorsOf({ ...brazilian, idType: 'CPF' })).toEqual({ idType: 'identificationRequired' });
  });

  it('refuses an invalid CPF, repeated digits and a foreign document in the CPF field', () => {
    for (const identification of ['123.456.789-00', '111.111.111-11', '1234567890', '123.456.789-0a', 'P1234567']) {
      expect(errorsOf({ ...brazilian, identification }), identification).toEqual({ identification: 'identificationInvalid' });
    }
  });

  it('refuses a foreign document that is too short, too long or has other characters', () => {
    for (const identification of ['P123', 'A'.repeat(31), 'P123/456', '-1234-', 'Nº 12345']) {
      expect(errorsOf({ ...foreign, identification }), identification).toEqual({ identification: 'identificationInvalid' });
    }
    expect(errorsOf({ ...foreign, identification: '12345' })).toEqual({});
    expect(errorsOf({ ...foreign, identification: '123.456.789-09' })).toEqual({});
  });

  it('checks the phone by Brazilian rules for a CPF, international ones otherwise', () => {
    expect(errorsOf({ ...brazilian, phone: '+44 20 7946 0958' })).toEqual({ phone: 'phoneInvalid' });
    expect(errorsOf({ ...brazilian, phone: '(10) 98765-4321' })).toEqual({ phone: 'phoneInvalid' });
    expect(errorsOf({ ...brazilian, phone: '(11) 3456-7890' })).toEqual({});
    expect(errorsOf({ ...foreign, phone: '(11) 98765-4321' })).toEqual({});
    expect(errorsOf({ ...foreign, phone: '12345' })).toEqual({ phone: 'phoneInvalid' });
  });

  it('refuses an invalid e-mail', () => {
    expect(errorsOf({ ...brazilian, email: 'ana@' })).toEqual({ email: 'emailInvalid' });
  });

  it('refuses 10,000 characters in any field with tooLong, once per field', () => {
    const long = '1'.repeat(10_000);
    const values = { name: long, surname: long, idType: long, identification: long, phone: long, email: `${long}@example.com` };
    expect(errorsOf(values)).toEqual({ name: 'tooLong', surname: 'tooLong', idType: 'tooLong', identification: 'tooLong', phone: 'tooLong', email: 'tooLong' });
    const result = identificationSchema.safeParse({ ...brazilian, identification: long, phone: long });
    expect(result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['identification', 'tooLong'],
      ['phone', 'tooLong'],
    ]);
  });

  it('uses only keys of the checkout catalogue', () => {
    const long = 'x'.repeat(10_000);
    const samples: Record<string, string>[] = [
      {},
      { ...brazilian, identification: '1', phone: '1', email: 'x' },
      { ...foreign, identification: '1', phone: '1' },
      { name: long },
    ];
    for (const values of samples) {
      for (const key of Object.values(errorsOf(values))) expect(checkoutFieldMessages.pt).toHaveProperty(key);
    }
  });
});
