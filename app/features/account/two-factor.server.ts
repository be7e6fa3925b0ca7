/**
 * Two-factor sign-in with an authenticator app (TOTP) and single-use backup codes, on Better
 * Auth's two-factor plugin. Enrolment takes effect only once a code from the app is verified.
 */
import QRCode from 'qrcode';
import { auth } from '#app/lib/auth/auth.server.ts';
import { attempt, authHeaders, withCookies, type Attempt } from './auth-request.server.ts';

export interface Enrolment {
  /** otpauth:// URI, shown as a QR code and as the secret for typing in. */
  totpUri: string;
  secret: string;
  qrSvg: string;
  backupCodes: string[];
}

export async function startEnrolment(request: Request, ip: string, password: string): Promise<Attempt<Enrolment>> {
  return attempt(async () => {
    const result = await auth().api.enableTwoFactor({ body: { password, method: 'totp' }, headers: authHeaders(request, ip) });
    if (result.method !== 'totp') throw new Error('expected a TOTP enrolment');
    const { totpURI, backupCodes } = result;
    const secret = new URL(totpURI).searchParams.get('secret') ?? '';
    const qrSvg = await QRCode.toString(totpURI, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { totpUri: totpURI, secret, qrSvg, backupCodes };
  });
}

/** The first code from the app: turns two-factor on. */
export async function confirmEnrolment(request: Request, ip: string, code: string): Promise<Attempt<Headers>> {
  return attempt(async () => {
    const { headers } = await auth().api.verifyTOTP({ body: { code }, headers: authHeaders(request, ip), returnHeaders: true });
    return withCookies(headers);
  });
}

export async function disableTwoFactor(request: Request, ip: string, password: string): Promise<Attempt<Headers>> {
  return attempt(async () => {
    const { headers } = await auth().api.disableTwoFactor({ body: { password }, headers: authHeaders(request, ip), returnHeaders: true });
    return withCookies(headers);
  });
}

/** Second step of a sign-in: a code from the app, or one of the backup codes. */
export async function verifySignInCode(request: Request, ip: string, code: string): Promise<Attempt<Headers>> {
  const headers = authHeaders(request, ip);
  const clean = code.replace(/\s+/g, '');
  return attempt(async () => {
    const result = /^\d{6}$/.test(clean)
      ? await auth().api.verifyTOTP({ body: { code: clean }, headers, returnHeaders: true })
      : await auth().api.verifyBackupCode({ body: { code: clean }, headers, returnHeaders: true });
    return withCookies(result.headers);
  });
}
