import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * BETTER_AUTH_SECRET signs sessions and tokens. When it is not set (a laptop, a first start),
 * one is generated once and kept in DATA_DIR, readable by this user only — never in the repo.
 */
/** Read once per data directory: pages, proofs and tokens ask for it on every request. */
const secrets = new Map<string, string>();

export function authSecret(dataDir: string): string {
  if (process.env.BETTER_AUTH_SECRET) return process.env.BETTER_AUTH_SECRET;
  const known = secrets.get(dataDir);
  if (known) return known;
  const file = path.join(dataDir, 'auth-secret');
  let secret: string;
  try {
    secret = fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    secret = randomBytes(32).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600 });
  }
  secrets.set(dataDir, secret);
  return secret;
}
