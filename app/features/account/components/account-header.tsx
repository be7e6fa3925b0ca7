import { Form, useSearchParams } from 'react-router';
import { localizePath } from '#app/i18n/locales.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import type { SessionUser } from '#app/lib/auth/session.server.ts';
import { forgetOfflineReading } from '#app/lib/service-worker.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { accountMessages } from '../messages.ts';

/** The account page's heading: who is signed in, the way out (which forgets the books kept offline), a confirmed e-mail's notice. */
export function AccountHeader({ user }: { user: Pick<SessionUser, 'name' | 'lastName' | 'email'> }) {
  const t = useT(accountMessages);
  const locale = useLocale();
  const [params] = useSearchParams();
  return (
    <header>
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('accountTitle')}</h1>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 text-muted wrap-anywhere">
          {user.name} {user.lastName} · {user.email}
        </p>
        <Form noValidate method="post" action={localizePath('/logout', locale)} onSubmit={forgetOfflineReading}>
          <Button type="submit" variant="secondary">
            {t('signOut')}
          </Button>
        </Form>
      </div>
      {params.get('verified') ? (
        <div className="mt-4">
          <Alert tone="success" title={t('verified')} />
        </div>
      ) : null}
    </header>
  );
}
