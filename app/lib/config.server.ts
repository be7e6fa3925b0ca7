/**
 * Runtime configuration from the environment, read once. Every variable is listed with its
 * default in .env.example.
 */
import path from 'node:path';

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** S3-compatible file storage when configured, else null (files stay in DATA_DIR/uploads). */
function s3Settings(env: NodeJS.ProcessEnv) {
  // S3_REGION alone does not count: it has a default, and a copied .env.example sets it.
  const missing = S3_REQUIRED.filter((name) => !env[name]);
  if (missing.length === S3_REQUIRED.length) return null;
  if (missing.length) {
    throw new Error(`S3 storage is only partly configured: set ${missing.join(', ')} as well, or unset every S3_* variable to keep files in DATA_DIR/uploads.`);
  }
  const endpoint = URL.parse(env.S3_ENDPOINT!);
  if (!endpoint || !['http:', 'https:'].includes(endpoint.protocol) || endpoint.search || endpoint.hash) {
    throw new Error(`S3_ENDPOINT must be an http(s) URL such as https://s3.eu-west-1.amazonaws.com, got "${env.S3_ENDPOINT}"`);
  }
  const bucket = env.S3_BUCKET!;
  if (!/^[a-z0-9][a-z0-9._-]{1,254}$/i.test(bucket)) throw new Error(`S3_BUCKET "${bucket}" is not a bucket name`);
  return {
    endpoint: endpoint.href.replace(/\/+$/, ''),
    bucket,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
  };
}

/** Loopback host names: a site that answers only on this machine. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * TEST_CONTROLS=on turns on the browser tests' controls (server/app.ts: an order's payment
 * deadline brought to now). They are refused for a site anyone else can reach: with it set,
 * the server does not start unless APP_URL is plain http on this machine.
 */
function testControls(env: NodeJS.ProcessEnv, appUrl: URL): boolean {
  if (env.TEST_CONTROLS !== 'on') return false;
  if (appUrl.protocol !== 'http:' || !LOOPBACK.has(appUrl.hostname))
    throw new Error(`TEST_CONTROLS=on is for the browser tests on this machine; it is refused with APP_URL ${appUrl.origin}.`);
  return true;
}

/** Only the variables that are set: the feature that reads them keeps the defaults (and says why). */
function setInts<K extends string>(names: Record<K, string>): Partial<Record<K, number>> {
  const values: Partial<Record<K, number>> = {};
  for (const [key, name] of Object.entries(names) as [K, string][]) {
    const value = int(name, Number.NaN);
    if (!Number.isNaN(value)) values[key] = value;
  }
  return values;
}

/** "Name <box@host>" or "box@host" → "box@host". */
export function mailAddress(value: string | undefined): string {
  const text = (value ?? '').trim();
  return (/<([^<>]+)>\s*$/.exec(text)?.[1] ?? text).trim();
}

export function loadConfig(env = process.env) {
  const port = int('PORT', 3000);
  const appUrl = new URL(env.APP_URL || `http://localhost:${port}`);
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    production: env.NODE_ENV === 'production',
    port,
    host: env.HOST || '0.0.0.0',
    appUrl: appUrl.origin,
    https: appUrl.protocol === 'https:',
    dataDir,
    databaseUrl: env.DATABASE_URL || '',
    smtpUrl: env.SMTP_URL || '',
    /** The address mails come from; their name is the press's (its setting), so only the address of MAIL_FROM counts. */
    mailFromAddress: mailAddress(env.MAIL_FROM) || 'nao-responda@localhost',
    contactTo: env.CONTACT_TO || 'contato@localhost',
    /** Where the editors' notices of new book proposals go. */
    submissionsTo: env.SUBMISSIONS_TO || env.CONTACT_TO || 'contato@localhost',
    trustProxy: env.TRUST_PROXY || '',
    analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL || '',
    analyticsDomain: env.ANALYTICS_DOMAIN || appUrl.hostname,
    /** Host names whose page views are never counted (staging, a developer's machine). */
    analyticsExcludedHosts: (env.ANALYTICS_EXCLUDED_HOSTS || '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    seedOnStart: env.SEED_ON_START !== 'false',
    jobsEnabled: env.JOBS !== 'off',
    /** Multiplies every rate limit (browser test suites send many forms from one address). */
    rateLimitFactor: Math.max(1, int('RATE_LIMIT_FACTOR', 1)),
    /** The sign-up form's limits and bot-check work per address (features/account/sign-up-policy.ts). */
    signUp: setInts({
      limitPerHour: 'SIGNUP_LIMIT_PER_HOUR',
      baseWork: 'SIGNUP_WORK_BASE',
      doublingEvery: 'SIGNUP_WORK_DOUBLING',
      maxWork: 'SIGNUP_WORK_MAX',
      unverifiedWeight: 'SIGNUP_UNVERIFIED_WEIGHT',
      verifyGraceMinutes: 'SIGNUP_VERIFY_GRACE_MINUTES',
      slack: 'SIGNUP_WORK_SLACK',
    }),
    /** Minutes an order may wait for its payment before it expires and its copies go back on the shelf (48 h). */
    orderExpiryMinutes: Math.max(1, int('ORDER_EXPIRY_MINUTES', 48 * 60)),
    /** The browser tests' controls (TEST_CONTROLS=on), only for a site on this machine. */
    testControls: testControls(env, appUrl),
    /** Where uploaded files live: an S3-compatible bucket, or null for DATA_DIR/uploads. */
    s3: s3Settings(env),
  };
}

export type Config = ReturnType<typeof loadConfig>;
export type S3Settings = NonNullable<Config['s3']>;

let current: Config | undefined;
export function config(): Config {
  return (current ??= loadConfig());
}

/** Reads the environment again at the next config() (test files share a worker and change it). */
export function forgetConfig(): void {
  current = undefined;
}
