import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/unsubscribe';
import { newsletterMessages } from '#app/features/newsletter/api.ts';
import { isValidUnsubscribeToken, unsubscribe } from '#app/features/newsletter/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button, buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';

export async function loader({ request, params }: Route.LoaderArgs) {
  const t = translator(newsletterMessages, requestLocale(request));
  const valid = await isValidUnsubscribeToken(db(), params.token);
  return data({ title: t('unsubscribeTitle'), valid }, { status: valid ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Newsletter', noindex: true });

/** The button on this page, and mail clients' one-click unsubscribe (RFC 8058), both POST here. */
export async function action({ params }: Route.ActionArgs) {
  const outcome = await unsubscribe(db(), params.token);
  return data({ outcome }, { status: outcome === 'unsubscribed' ? 200 : 404 });
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(newsletterMessages);
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('unsubscribeTitle')}</h1>
      <div className="mt-6 space-y-6">
        {actionData?.outcome === 'unsubscribed' ? (
          <Alert tone="success" title={t('unsubscribed')}>
            {t('unsubscribedText')}
          </Alert>
        ) : actionData?.outcome === 'invalid' || !loaderData.valid ? (
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
