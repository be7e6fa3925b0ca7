import { useT, type KeyOf } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import type { AccountFormState } from '../form-state.ts';
import { accountMessages } from '../messages.ts';

type Key = KeyOf<typeof accountMessages>;

/** The message above a form: what went wrong (or right), in the page's language. */
export function FormMessages({ state }: { state: AccountFormState }) {
  const t = useT(accountMessages);
  if (!state) return null;
  if (state.status === 'invalid') return <Alert tone="error" title={t('fixErrors')} />;
  if (state.status === 'error') return <Alert tone="error" title={t(`error.${state.code}` as Key, { minutes: state.minutes ?? 1 })} />;
  return <Alert tone="success" title={t(state.message as Key, { email: state.email ?? '' })} />;
}

export function useFieldError(state: AccountFormState) {
  const t = useT(accountMessages);
  return (field: string) => (state?.status === 'invalid' && state.errors[field] ? t(state.errors[field] as Key) : undefined);
}

export function valuesOf(state: AccountFormState): Record<string, string> {
  return state && 'values' in state && state.values ? state.values : {};
}
