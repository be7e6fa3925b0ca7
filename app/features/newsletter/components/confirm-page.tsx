import { Form, useNavigation } from 'react-router';
import { useT } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button, buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import { newsletterMessages } from '../messages.ts';

/** The newsletter's confirmation link: a button confirms (a mail scanner's GET subscribes nobody); a spent link says so. */
export function NewsletterConfirmPage({ valid, outcome }: { valid: boolean; outcome: string | undefined }) {
  const t = useT(newsletterMessages);
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('confirmTitle')}</h1>
      <div className="mt-6 space-y-6">
        {outcome === 'confirmed' ? (
          <>
            <Alert tone="success" title={t('subscribed')}>
              {t('subscribedText')}
            </Alert>
            <Link to="/" className={buttonClass('secondary')}>
              {t('backHome')}
            </Link>
          </>
        ) : outcome === 'invalid' || !valid ? (
          <>
            <Alert tone="error">{t('invalidLink')}</Alert>
            <Link to="/newsletter" className={buttonClass('secondary')}>
              {t('subscribeAgain')}
            </Link>
          </>
        ) : (
          <>
            <p className="text-lg">{t('confirmText')}</p>
            <Form noValidate method="post">
              <Button type="submit" busy={busy} busyLabel={t('confirming')}>
                {t('confirmButton')}
              </Button>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}
