import { useT } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import type { AccountFormState, AccountKey } from '../form-state.ts';
import { accountMessages } from '../messages.ts';

/** The message above a form: what went wrong (or right), in the page's language. */
export function FormMessages({ state }: { state: AccountFormState | undefined }) {
  const t = useT(accountMessages);
  if (!state?.message) return null;
  return <Alert tone={state.ok ? 'success' : 'error'} title={t(state.message, state.params)} />;
}

export function useFieldError(state: AccountFormState | undefined) {
  const t = useT(accountMessages);
  return (field: string) => {
    const key = state?.errors[field];
    return key ? t(key as AccountKey) : undefined;
  };
}

export function valuesOf(state: AccountFormState | undefined): Record<string, string> {
  return state?.values ?? {};
}
