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
    mailFrom: env.MAIL_FROM || 'Editora Ipê <nao-responda@localhost>',
    contactTo: env.CONTACT_TO || 'contato@localhost',
    trustProxy: env.TRUST_PROXY || '',
    analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL || '',
    analyticsDomain: env.ANALYTICS_DOMAIN || appUrl.hostname,
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    seedOnStart: env.SEED_ON_START !== 'false',
    jobsEnabled: env.JOBS !== 'off',
    /** Multiplies every rate limit (browser test suites send many forms from one address). */
    rateLimitFactor: Math.max(1, int('RATE_LIMIT_FACTOR', 1)),
  };
}

export type Config = ReturnType<typeof loadConfig>;

let current: Config | undefined;
export function config(): Config {
  return (current ??= loadConfig());
}
