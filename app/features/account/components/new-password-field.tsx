import { useT } from '#app/i18n/messages.ts';
import { TextField } from '#app/ui/field.tsx';
import { accountMessages } from '../messages.ts';

/** The field where a password is chosen, with the same rules everywhere (sign-up, reset, change). */
export function NewPasswordField({ name, label, error }: { name: string; label: string; error?: string }) {
  const t = useT(accountMessages);
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      required
      minLength={8}
      maxLength={128}
      hint={t('passwordHint')}
      error={error}
    />
  );
}
