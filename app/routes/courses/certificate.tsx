import { data } from 'react-router';
import type { Route } from './+types/certificate';
import { revokeCertificateAction, verifyCertificate } from '#app/features/courses/api.server.ts';
import { CertificatePage, certificateMessages } from '#app/features/courses/api.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin, viewerOf } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { respond } from '#app/lib/respond.server.ts';

/** /certificate/{code}: whether a certificate is valid, for anyone who has its code. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = viewerOf(context);
  const locale = requestLocale(request);
  const result = await verifyCertificate(db(), params.code, viewer, locale);
  const title = translator(certificateMessages, locale)('title');
  return data({ ...result, title }, { status: result.kind === 'not-found' ? 404 : 200, headers: { 'Cache-Control': 'private, no-store' } });
}

// A person's certificate is not for search engines.
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Certificate', noindex: true });

/** Staff revoke it, with a reason. */
export async function action({ request, params, context }: Route.ActionArgs) {
  requireAdmin(context, request);
  return respond(await revokeCertificateAction(db(), params.code, await readFormData(request)), requestLocale(request));
}

export default function CertificateRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CertificatePage data={loaderData} answer={actionData} />;
}
