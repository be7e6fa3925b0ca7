import { z } from 'zod';
import { isCommonPassword } from './common-passwords.ts';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: 'emailRequired' })
  .max(254, { error: 'tooLong' })
  .pipe(z.email({ error: 'emailInvalid' }));

/** A password being chosen: 8 to 128 characters, not one of the commonest. */
const newPassword = z
  .string()
  .min(1, { error: 'passwordRequired' })
  .min(8, { error: 'passwordTooShort' })
  .max(128, { error: 'passwordTooLong' })
  .refine((value) => !isCommonPassword(value), { error: 'passwordCommon' });

const name = z.string().trim().min(1, { error: 'nameRequired' }).max(100, { error: 'tooLong' });
const lastName = z.string().trim().min(1, { error: 'lastNameRequired' }).max(100, { error: 'tooLong' });
const checkbox = z.string().transform((value) => value === 'on' || value === 'true');

export const registerSchema = z.object({ name, lastName, email, password: newPassword });

export const loginSchema = z.object({
  email,
  password: z.string().min(1, { error: 'passwordRequired' }).max(128, { error: 'passwordTooLong' }),
  remember: checkbox,
});

export const emailSchema = z.object({ email });

export const resetSchema = z.object({ password: newPassword });

export const profileSchema = z.object({
  name,
  lastName,
  phone: z.string().trim().max(30, { error: 'tooLong' }),
});

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, { error: 'passwordRequired' }).max(128, { error: 'passwordTooLong' }),
  newPassword,
});

const confirmPassword = z.string().min(1, { error: 'passwordRequired' }).max(128, { error: 'passwordTooLong' });

/** Deleting the account: the password, and what becomes of what the person shared in reading groups. */
export const deleteAccountSchema = z.object({
  password: confirmPassword,
  shared: z.enum(['keep', 'delete'], { error: 'sharedChoice' }).default('keep'),
});

export const codeSchema = z.object({
  code: z.string().trim().min(1, { error: 'codeRequired' }).max(32, { error: 'codeInvalid' }),
});

export const passwordOnlySchema = z.object({ password: confirmPassword });

export const changeEmailSchema = z.object({ email });
