import { Form, useNavigation } from 'react-router';
import { useT } from '#app/i18n/messages.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button, buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import { groupMessages } from '../messages.ts';

/** The daily digest's stop link: a button stops it (as a mail client's one-click POST does); a spent link says so. */
export function DigestStopPage({ valid, stopped }: { valid: boolean; stopped: boolean | undefined }) {
  const t = useT(groupMessages);
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('stopTitle')}</h1>
      <div className="mt-6 space-y-6">
        {stopped ? (
          <Alert tone="success" title={t('stopped')} />
        ) : stopped === false || !valid ? (
          <>
            <Alert tone="error">{t('stopInvalid')}</Alert>
            <Link to="/" className={buttonClass('secondary')}>
              {t('backHome')}
            </Link>
          </>
        ) : (
          <>
            <p className="text-lg">{t('stopText')}</p>
            <Form noValidate method="post">
              <Button type="submit" variant="danger" busy={busy} busyLabel={t('stopButton')}>
                {t('stopButton')}
              </Button>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}
