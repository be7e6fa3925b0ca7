import { createHmac } from 'node:crypto';
import { authSecret } from './auth/secret.server.ts';
import { config } from './config.server.ts';

/** The key under which a device keeps a person's offline copies (lib/service-worker.ts): stable for the account, and not its id. */
export const offlineOwnerKey = (userId: string) =>
  createHmac('sha256', authSecret(config().dataDir)).update(`offline-owner:${userId}`).digest('base64url').slice(0, 22);
