/**
 * Accounts, on Better Auth: e-mail and password (scrypt), verification, reset, sign-in links,
 * social providers (only those configured), two-factor (TOTP + backup codes), disabled
 * accounts. Our own form actions call `auth().api.*` on the server, so every form works
 * without JavaScript; the HTTP handler (/api/auth/*) serves provider callbacks and mail links.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { and, eq, gt, like, ne } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, magicLink, twoFactor } from 'better-auth/plugins';
import { localeInfo, isLocale, localizePath, type Locale } from '../../i18n/locales.ts';
import { translator } from '../../i18n/messages.ts';
import { config } from '../config.server.ts';
import { log } from '../log.server.ts';
import type { Db } from '../db/client.server.ts';
import { db as appDb } from '../db/db.server.ts';
import * as schema from '../db/schema.ts';
import { wakeJobRunner } from '../jobs/runner.server.ts';
import { queueMail } from '../mail/mail.server.ts';
import { hitRateLimit } from '../rate-limit.server.ts';
import { renderMail } from '../mail/render.ts';
import { authMailMessages } from './auth-mails.ts';
import { AUTH_BASE_PATH, SESSION_DAYS, userFields } from './auth-options.ts';
import { authSecret } from './secret.server.ts';
import { currentPress } from '#app/lib/press/press.ts';

const SOCIAL = ['google', 'facebook', 'github', 'twitter'] as const;
export type SocialProvider = (typeof SOCIAL)[number];

/** "Someone asked to sign up with your address" mails one account may receive a day. */
export const EXISTING_ACCOUNT_MAILS = { limit: 3, windowSeconds: 24 * 60 * 60 };

/** Providers whose client id and secret are both set (GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET, …). */
export function configuredProviders(env = process.env): SocialProvider[] {
  return SOCIAL.filter((p) => env[`${p.toUpperCase()}_CLIENT_ID`] && env[`${p.toUpperCase()}_CLIENT_SECRET`]);
}

type MailKind = 'verify' | 'reset' | 'magic' | 'changeEmail' | 'existing';

/** A mail about an account: its title, body and button by kind, then what to do if it was not you. */
async function sendAccountMail(kind: MailKind, to: string, locale: Locale, url: string, params: Record<string, string> = {}) {
  const t = translator(authMailMessages, locale);
  const mail = renderMail(
    { title: t(`${kind}Title`, params), paragraphs: [t(`${kind}Body`, params), t('ignore')], action: { label: t(`${kind}Action`), url } },
    localeInfo[locale].iso,
  );
  await queueMail(appDb(), { to, subject: t(`${kind}Subject`), ...mail });
  wakeJobRunner();
}

const localeOf = (user: object): Locale => {
  const locale = (user as { locale?: unknown }).locale;
  return isLocale(locale) ? locale : 'pt';
};

const askingPage = new AsyncLocalStorage<Locale>();

/**
 * Runs an account call made from a page in `locale`: the mails it sends (verification, recovery,
 * sign-in link, address change) are written in that language, whatever the account's own, so a
 * reader who asks from /en reads English. Calls made for someone else (staff) use the account's.
 */
export function askedFrom<T>(locale: Locale, run: () => Promise<T>): Promise<T> {
  return askingPage.run(locale, run);
}

const mailLocale = (user: object): Locale => askingPage.getStore() ?? localeOf(user);

function options(db: Db) {
  const { appUrl, https, dataDir } = config();
  return {
    appName: currentPress().name,
    baseURL: appUrl,
    basePath: AUTH_BASE_PATH,
    secret: authSecret(dataDir),
    trustedOrigins: [appUrl],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        twoFactor: schema.twoFactors,
      },
    }),
    user: {
      additionalFields: userFields,
      changeEmail: {
        enabled: true,
        sendChangeEmailConfirmation: async ({ user, newEmail, url }) => sendAccountMail('changeEmail', user.email, mailLocale(user), url, { email: newEmail }),
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      // A sign-up with an address that has an account answers as any other sign-up (nobody
      // learns the address is taken); the owner is told by mail, a few times a day at most,
      // since anyone may type their address into the form.
      onExistingUserSignUp: async ({ user }) => {
        if (!(await hitRateLimit(appDb(), `existing-account-mail:${user.id}`, EXISTING_ACCOUNT_MAILS)).ok) return;
        const locale = mailLocale(user);
        await sendAccountMail('existing', user.email, locale, appUrl + localizePath('/login', locale));
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        // Only the newest link works: the ones sent before are forgotten.
        await forgetResetLinks(appDb(), user.id, token);
        const locale = mailLocale(user);
        await sendAccountMail('reset', user.email, locale, appUrl + localizePath(`/recover/${token}`, locale));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => sendAccountMail('verify', user.email, mailLocale(user), url, { name: user.name }),
    },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    account: { accountLinking: { enabled: true } },
    socialProviders: Object.fromEntries(
      configuredProviders().map((p) => [
        p,
        { clientId: process.env[`${p.toUpperCase()}_CLIENT_ID`]!, clientSecret: process.env[`${p.toUpperCase()}_CLIENT_SECRET`]! },
      ]),
    ),
    rateLimit: {
      enabled: true,
      window: 60,
      max: 60,
      // Its counters are ours (lib/rate-limit.server.ts): stored as keyed hashes, never as the
      // address it names them by, and shared by every server.
      customStorage: {
        consume: async (key, rule) => {
          const result = await hitRateLimit(db, `better-auth:${key}`, { limit: rule.max, windowSeconds: rule.window });
          return { allowed: result.ok, retryAfter: result.ok ? null : result.retryAfter };
        },
      },
    },
    // Better Auth's own messages (a wrong password, a failed callback) go to the app's log: JSON
    // lines under LOG_LEVEL like the rest, not coloured text on stderr.
    logger: {
      level: 'debug',
      log: (level, message, ...details: unknown[]) => {
        const err = details.find((detail) => detail instanceof Error);
        log[level]({ source: 'better-auth', ...(err ? { err } : details.length ? { details } : {}) }, message);
      },
    },
    advanced: {
      // A session and its person in one query (the relations in tables.server.ts), on every signed-in request.
      database: { joins: true },
      cookiePrefix: 'ipe',
      useSecureCookies: https,
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      twoFactor({ issuer: currentPress().name, backupCodeOptions: { amount: 10, length: 10 } }),
      magicLink({
        expiresIn: 10 * 60,
        sendMagicLink: async ({ email, url }) => {
          const [user] = await appDb().select({ locale: schema.users.locale }).from(schema.users).where(eqEmail(email));
          await sendAccountMail('magic', email, mailLocale(user ?? {}), url);
        },
      }),
    ],
  } satisfies BetterAuthOptions;
}

const eqEmail = (email: string) => eq(schema.users.email, email.toLowerCase());

/** The auth library's reset-link rows: `reset-password:{token}` → the person's id. */
export const RESET_PREFIX = 'reset-password:';

/** Forgets a person's password-reset links (all, or all but `keepToken`): after a newer link, a reset or a change of password. */
export async function forgetResetLinks(db: Db, userId: string, keepToken?: string): Promise<void> {
  await db
    .delete(schema.verifications)
    .where(
      and(
        like(schema.verifications.identifier, `${RESET_PREFIX}%`),
        eq(schema.verifications.value, userId),
        keepToken ? ne(schema.verifications.identifier, RESET_PREFIX + keepToken) : undefined,
      ),
    );
}

/** Whose reset link this is (null when it does not exist or has expired). */
export async function resetLinkOwner(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: schema.verifications.value })
    .from(schema.verifications)
    .where(and(eq(schema.verifications.identifier, RESET_PREFIX + token), gt(schema.verifications.expiresAt, new Date())));
  return row?.userId ?? null;
}

function createAuth(db: Db) {
  return betterAuth(options(db));
}

export type Auth = ReturnType<typeof createAuth>;

const store = globalThis as typeof globalThis & { __auth?: { db: Db; auth: Auth } };

/** The Better Auth instance for the process's database (rebuilt if a test swaps the database). */
export function auth(): Auth {
  const db = appDb();
  if (store.__auth?.db !== db) store.__auth = { db, auth: createAuth(db) };
  return store.__auth.auth;
}
