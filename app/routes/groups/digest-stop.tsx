import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/digest-stop';
import { groupMessages } from '#app/features/reading-groups/api.ts';
import { isDigestToken, stopDigest } from '#app/features/reading-groups/api.server.ts';
import { translator, useT } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { Alert } from '#app/ui/alert.tsx';
import { Button, buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';

/** /groups/digest/stop/:token: the daily digest's unsubscribe link (no sign-in: the token is the key). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const t = translator(groupMessages, requestLocale(request));
  const valid = await isDigestToken(db(), params.token);
  return data({ title: t('stopTitle'), valid }, { status: valid ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '', noindex: true });

/** The button on this page, and mail clients' one-click unsubscribe (RFC 8058), both POST here. */
export async function action({ params }: Route.ActionArgs) {
  const stopped = await stopDigest(db(), params.token);
  return data({ stopped }, { status: stopped ? 200 : 404 });
}

export default function DigestStopPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(groupMessages);
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('stopTitle')}</h1>
      <div className="mt-6 space-y-6">
        {actionData?.stopped ? (
          <Alert tone="success" title={t('stopped')} />
        ) : actionData || !loaderData.valid ? (
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
