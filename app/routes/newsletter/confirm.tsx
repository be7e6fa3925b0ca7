import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/confirm';
import { newsletterMessages } from '#app/features/newsletter/api.ts';
import { confirmSubscription, isPendingConfirmToken } from '#app/features/newsletter/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button, buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';

// The link in the mail opens this page and a button confirms: mail scanners that follow
// links (GET) must not subscribe anybody.
export async function loader({ request, params }: Route.LoaderArgs) {
  const t = translator(newsletterMessages, requestLocale(request));
  const valid = await isPendingConfirmToken(db(), params.token);
  return data({ title: t('confirmTitle'), valid }, { status: valid ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Newsletter', noindex: true });

export async function action({ params }: Route.ActionArgs) {
  const outcome = await confirmSubscription(db(), params.token);
  return data({ outcome }, { status: outcome === 'confirmed' ? 200 : 404 });
}

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(newsletterMessages);
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('confirmTitle')}</h1>
      <div className="mt-6 space-y-6">
        {actionData?.outcome === 'confirmed' ? (
          <>
            <Alert tone="success" title={t('subscribed')}>
              {t('subscribedText')}
            </Alert>
            <Link to="/" className={buttonClass('secondary')}>
              {t('backHome')}
            </Link>
          </>
        ) : actionData?.outcome === 'invalid' || !loaderData.valid ? (
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
