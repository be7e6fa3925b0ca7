import { describe, expect, it } from 'vitest';
import { parseForm } from '#app/lib/forms.ts';
import { addressSchema } from './address.schema.ts';
import { checkoutFieldMessages } from './messages.ts';

const brazilian = {
  recipient: 'Ana Souza',
  country: 'BR',
  zipcode: '01310-100',
  address: 'Avenida Paulista',
  number: '1578',
  complement: '',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

const foreign = {
  recipient: 'John Smith',
  country: 'GB',
  zipcode: 'SW1A 1AA',
  address: 'Downing Street',
  number: '10',
  complement: 'Flat 2',
  district: '',
  city: 'London',
  state: '',
};

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

function errorsOf(values: Record<string, string>) {
  const result = parseForm(addressSchema, form(values));
  return result.ok ? {} : result.errors;
}

describe('addressSchema', () => {
  it('is an object schema whose fields parseForm can read', () => {
    expect(Object.keys(addressSchema.shape)).toEqual(['recipient', 'country', 'zipcode', 'address', 'number', 'complement', 'district', 'city', 'state']);
  });

  it('accepts a Brazilian address and keeps the CEP as 8 digits', () => {
    const result = parseForm(addressSchema, form({ ...brazilian, recipient: ' Ana Souza ' }));
    expect(result.ok && result.data).toEqual({ ...brazilian, zipcode: '01310100' });
  });

  it('accepts the CEP unmasked, and a lower-case country and state', () => {
    const result = parseForm(addressSchema, form({ ...brazilian, zipcode: '01310100', country: 'br', state: 'sp' }));
    expect(result.ok && result.data).toMatchObject({ country: 'BR', zipcode: '01310100', state: 'SP' });
  });

  it('accepts a foreign address without district or state, keeping the postcode as typed', () => {
    const result = parseForm(addressSchema, form(foreign));
    expect(result.ok && result.data).toEqual(foreign);
    expect(errorsOf({ ...foreign, country: 'US', zipcode: '20500', state: 'District of Columbia' })).toEqual({});
    expect(errorsOf({ ...foreign, country: 'PT', zipcode: '1000-001', district: 'Lisboa' })).toEqual({});
  });

  it('asks for every required field of an empty form', () => {
    expect(errorsOf({})).toEqual({
      recipient: 'recipientRequired',
      country: 'countryRequired',
      zipcode: 'zipcodeRequired',
      address: 'addressRequired',
      number: 'numberRequired',
      city: 'cityRequired',
    });
  });

  it('asks a Brazilian address for its district and state', () => {
    expect(errorsOf({ ...brazilian, district: ' ', state: '' })).toEqual({ district: 'districtRequired', state: 'stateRequired' });
  });

  it('refuses an unknown country', () => {
    expect(errorsOf({ ...brazilian, country: 'XK' })).toEqual({ country: 'countryInvalid' });
    expect(errorsOf({ ...brazilian, country: 'Brasil' })).toEqual({ country: 'countryInvalid' });
  });

  it('refuses an invalid CEP', () => {
    for (const zipcode of ['0131-0100', '1234567', '123456789', '00000-000', '01310-10a', 'SW1A 1AA', '00100-000']) {
      expect(errorsOf({ ...brazilian, zipcode }), zipcode).toEqual({ zipcode: 'zipcodeInvalid' });
    }
  });

  it('refuses a CEP of another state', () => {
    expect(errorsOf({ ...brazilian, state: 'RJ' })).toEqual({ zipcode: 'zipcodeWrongState' });
    expect(errorsOf({ ...brazilian, zipcode: '73000-000', state: 'GO' })).toEqual({ zipcode: 'zipcodeWrongState' });
    expect(errorsOf({ ...brazilian, zipcode: '73000-000', state: 'DF' })).toEqual({});
  });

  it('refuses a state that is not one of the 27', () => {
    expect(errorsOf({ ...brazilian, state: 'São Paulo' })).toEqual({ state: 'stateInvalid' });
    expect(errorsOf({ ...brazilian, state: 'XX' })).toEqual({ state: 'stateInvalid' });
  });

  it('refuses a foreign postcode with other characters, or shorter than 2 or longer than 12', () => {
    for (const zipcode of ['1', 'SW1A/1AA', 'ABCDEFGHIJKLM', '-123', 'Nº 123']) {
      expect(errorsOf({ ...foreign, zipcode }), zipcode).toEqual({ zipcode: 'zipcodeInvalid' });
    }
    expect(errorsOf({ ...foreign, zipcode: '12' })).toEqual({});
  });

  it('refuses a complement over 100 characters and a state over 60 abroad', () => {
    expect(errorsOf({ ...foreign, complement: 'x'.repeat(101), state: 'x'.repeat(61) })).toEqual({ complement: 'tooLong', state: 'tooLong' });
  });

  it('refuses 10,000 characters in any field with tooLong, once per field', () => {
    const long = 'x'.repeat(10_000);
    const values = Object.fromEntries(Object.keys(addressSchema.shape).map((field) => [field, long]));
    expect(errorsOf(values)).toEqual(Object.fromEntries(Object.keys(addressSchema.shape).map((field) => [field, 'tooLong'])));
    const result = addressSchema.safeParse({ ...brazilian, zipcode: long, state: long, district: long });
    expect(result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['zipcode', 'tooLong'],
      ['district', 'tooLong'],
      ['state', 'tooLong'],
    ]);
  });

  it('uses only keys of the checkout catalogue', () => {
    const samples: Record<string, string>[] = [
      {},
      { ...brazilian, zipcode: '1', state: 'XX', district: '' },
      { ...brazilian, state: 'RJ' },
      { ...foreign, zipcode: '!' },
      { country: 'ZZ' },
    ];
    for (const values of samples) {
      for (const key of Object.values(errorsOf(values))) expect(checkoutFieldMessages.pt).toHaveProperty(key);
    }
  });
});
