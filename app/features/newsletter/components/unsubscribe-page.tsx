import { Form, useNavigation } from 'react-router';
import { useT } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button, buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import { newsletterMessages } from '../messages.ts';

/** The newsletter's unsubscribe link: a button leaves it (as a mail client's one-click POST does); a spent link says so. */
export function NewsletterUnsubscribePage({ valid, outcome }: { valid: boolean; outcome: string | undefined }) {
  const t = useT(newsletterMessages);
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('unsubscribeTitle')}</h1>
      <div className="mt-6 space-y-6">
        {outcome === 'unsubscribed' ? (
          <Alert tone="success" title={t('unsubscribed')}>
            {t('unsubscribedText')}
          </Alert>
        ) : outcome === 'invalid' || !valid ? (
          <>
            <Alert tone="error">{t('invalidLink')}</Alert>
            <Link to="/" className={buttonClass('secondary')}>
              {t('backHome')}
            </Link>
          </>
        ) : (
          <>
            <p className="text-lg">{t('unsubscribeText')}</p>
            <Form noValidate method="post">
              <Button type="submit" variant="danger" busy={busy} busyLabel={t('confirming')}>
                {t('unsubscribeButton')}
              </Button>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}
