import { expect, test } from 'vitest';
import { parseValues } from '#app/lib/forms.ts';
import { grantRoleSchema, reviewSettingsSchema } from './roles.schema.ts';

const settings = (responseDays: string, reviewDays: string, blindness = 'double') => parseValues(reviewSettingsSchema, { blindness, responseDays, reviewDays });

test('the review’s days are whole numbers within the bounds the hints give, the same in the browser and on the server', () => {
  expect(settings('1', '7')).toMatchObject({ ok: true, data: { blindness: 'double', responseDays: 1, reviewDays: 7 } });
  expect(settings(' 60 ', '180', 'single')).toMatchObject({ ok: true, data: { blindness: 'single', responseDays: 60, reviewDays: 180 } });
  expect(settings('0', '6')).toMatchObject({ ok: false, errors: { responseDays: 'responseDaysRange', reviewDays: 'reviewDaysRange' } });
  expect(settings('61', '181')).toMatchObject({ ok: false, errors: { responseDays: 'responseDaysRange', reviewDays: 'reviewDaysRange' } });
  for (const typed of ['2.5', '-3', '1e1', 'dez', '0010'])
    expect(settings(typed, '30')).toMatchObject({ ok: false, errors: { responseDays: 'responseDaysRange' } });
  expect(settings('', '')).toMatchObject({ ok: false, errors: { responseDays: 'required', reviewDays: 'required' } });
  expect(settings('10', '30', 'open')).toMatchObject({ ok: false, errors: { blindness: 'blindnessInvalid' } });
});

test('a role is given to a written e-mail; whether an account has it, the server says', () => {
  expect(parseValues(grantRoleSchema, { email: ' lia@ipe.test ', role: 'editor' })).toMatchObject({ ok: true, data: { email: 'lia@ipe.test' } });
  expect(parseValues(grantRoleSchema, { email: '', role: 'editor' })).toMatchObject({ ok: false, errors: { email: 'required' } });
  expect(parseValues(grantRoleSchema, { email: 'lia@', role: '' })).toMatchObject({ ok: false, errors: { email: 'emailInvalid', role: 'roleInvalid' } });
  expect(parseValues(grantRoleSchema, { email: `${'a'.repeat(250)}@x.org`, role: 'editor' })).toMatchObject({ ok: false, errors: { email: 'emailInvalid' } });
});
