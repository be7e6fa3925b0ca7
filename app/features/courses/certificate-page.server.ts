/** The public verification of a certificate by its code, its PDF for the holder, and an admin's revocation. */
import type { Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { certificatePdf } from './certificate-pdf.server.ts';
import { certificateByCode, revokeCertificate } from './classes.server.ts';
import { CERTIFICATE_CODE } from './course-rules.ts';
import { revokeSchema } from './revoke.schema.ts';
import { done, refused, type FormState, type Outcome } from '#app/lib/form-outcome.ts';
import type { KeyOf } from '#app/i18n/messages.ts';
import type { certificateMessages } from './certificate-messages.ts';
import { parseForm } from '#app/lib/forms.ts';

/** What anyone may know from the code: validity, the name printed, the course, its length, the dates. Nothing else about the person. */
export async function verifyCertificate(db: Db, code: string, viewer: { id: string; admin: boolean } | null, locale: Locale) {
  const normalized = code.trim().toUpperCase();
  const certificate = CERTIFICATE_CODE.test(normalized) ? await certificateByCode(db, normalized) : null;
  if (!certificate) return { kind: 'not-found' as const, code: code.slice(0, 40) };
  return {
    kind: certificate.revokedAt ? ('revoked' as const) : ('valid' as const),
    code: certificate.code,
    name: certificate.name,
    course: locale === 'pt' ? certificate.courseTitlePt : certificate.courseTitleEn,
    durationSeconds: certificate.durationSeconds,
    issuedAt: certificate.issuedAt.toISOString(),
    revokedAt: certificate.revokedAt?.toISOString() ?? null,
    /** The holder and staff may download it; staff may revoke it. */
    holder: Boolean(viewer && (viewer.admin || viewer.id === certificate.userId)),
    admin: Boolean(viewer?.admin),
  };
}

export async function certificateDownload(
  db: Db,
  code: string,
  viewer: { id: string; admin: boolean } | null,
  locale: Locale,
  appUrl: string,
): Promise<Response> {
  const normalized = code.trim().toUpperCase();
  const certificate = CERTIFICATE_CODE.test(normalized) ? await certificateByCode(db, normalized) : null;
  // Someone else's certificate is not there for them (its public page is).
  if (!certificate || !viewer || !(viewer.admin || viewer.id === certificate.userId))
    return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  if (certificate.revokedAt)
    return new Response('Gone: this certificate was revoked.', { status: 410, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const pdf = await certificatePdf(certificate, locale, appUrl);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="certificado-${certificate.code}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/** An admin's revocation, with a reason (kept, never shown publicly). */
type CertificateKey = KeyOf<typeof certificateMessages>;
/** The staff's revoke form on a certificate's page (decision 0044): the reason under its field, or the notice. */
export type RevokeState = FormState<CertificateKey, 'revoke'>;

export async function revokeCertificateAction(db: Db, code: string, formData: FormData): Promise<Outcome<CertificateKey, 'revoke'>> {
  const parsed = parseForm(revokeSchema, formData);
  if (!parsed.ok) return refused<CertificateKey, 'revoke'>('revoke', parsed.values, { reason: parsed.errors.reason ?? 'reasonRequired' }, undefined);
  await revokeCertificate(db, code, parsed.data.reason);
  return done<CertificateKey, 'revoke'>('revoke', 'revokedNotice');
}
