import { readFileSync } from 'node:fs';
import { applicationDefault, cert, initializeApp, type ServiceAccount } from 'firebase-admin/app';
import type { Db } from '@orrery/db';
import type { Config } from '../../config';
import { fcmPush } from './fcm';
import { outboxPush } from './outbox';
import type { PushProvider } from './types';

export type { KeepPushes, PushMessage, PushOutcome, PushProvider } from './types';
export { fcmPush, FCM_BATCH_LIMIT, DEMO_TOKENS_ONLY } from './fcm';
export { outboxPush } from './outbox';

/** FCM_SERVICE_ACCOUNT holds the service-account JSON itself or the path of its file. */
function serviceAccount(value: string): ServiceAccount {
  const text = value.trim().startsWith('{') ? value : readFileSync(value, 'utf8');
  return JSON.parse(text) as ServiceAccount;
}

/**
 * FCM when credentials are set (FCM_SERVICE_ACCOUNT, else GOOGLE_APPLICATION_CREDENTIALS), otherwise
 * the outbox: every push kept in the database.
 */
export function createPushProvider(config: Config, db: Db): PushProvider {
  if (config.fcmServiceAccount) {
    const account = serviceAccount(config.fcmServiceAccount);
    return fcmPush(initializeApp({ credential: cert(account), projectId: account.projectId }, 'orrery-push'));
  }
  if (config.googleApplicationCredentials) {
    return fcmPush(initializeApp({ credential: applicationDefault() }, 'orrery-push'));
  }
  return outboxPush(db);
}
