import type { App } from 'firebase-admin/app';
import { getMessaging, type SendResponse, type TokenMessage } from 'firebase-admin/messaging';
import { isDemoPushToken } from '@orrery/contract';
import type { PushMessage, PushOutcome, PushProvider } from './types';

/** FCM's limit of messages in one `sendEach` call. */
export const FCM_BATCH_LIMIT = 500;

/** Error codes that say the token will never work again. */
const INVALID_TOKEN_CODES = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);

/** A member whose only tokens are demo data's (see demoRecipients for the first guard). */
export const DEMO_TOKENS_ONLY = 'demo device tokens only: never sent to FCM';

/** Error codes worth another try later. */
const TRANSIENT_CODES = new Set([
  'messaging/internal-error',
  'messaging/server-unavailable',
  'messaging/message-rate-exceeded',
  'messaging/device-message-rate-exceeded',
  'messaging/unknown-error',
  'app/network-error',
  'app/network-timeout',
]);

const codeOf = (response: SendResponse) => response.error?.code ?? 'messaging/unknown-error';

/**
 * Whether a failure is worth another try. Over HTTP/2 a lost connection rejects the whole call with the
 * library's app error wrapped as a messaging one (`messaging/app/network-error`): read it as the app error.
 */
const isTransient = (code: string) => TRANSIENT_CODES.has(code.replace(/^messaging\/(?=app\/)/, ''));

/**
 * Firebase Cloud Messaging through firebase-admin: one message per device token, at most 500 a call
 * (`sendEach`); a member is reached when one of their devices took it. `legacyHttp` sends over
 * HTTP/1.1 (the app's `httpAgent` then carries every request; the tests point it at a local fake).
 * A demo device token (`demo-…`) is never sent, whoever it belongs to.
 */
export function fcmPush(app: App, options: { legacyHttp?: boolean } = {}): PushProvider {
  const messaging = getMessaging(app);
  if (options.legacyHttp) messaging.enableLegacyHttpTransport();
  return {
    name: 'fcm',
    batchLimit: FCM_BATCH_LIMIT,
    needsTokens: true,
    async send(messages: PushMessage[]) {
      const sent: { memberId: string; token: string; message: TokenMessage }[] = messages.flatMap((m) =>
        m.tokens
          .filter((token) => !isDemoPushToken(token))
          .map((token) => ({
            memberId: m.memberId,
            token,
            message: { token, notification: { title: m.title, body: m.body }, data: m.data },
          })),
      );
      const responses: SendResponse[] = [];
      for (let start = 0; start < sent.length; start += FCM_BATCH_LIMIT) {
        const slice = sent.slice(start, start + FCM_BATCH_LIMIT);
        try {
          const batch = await messaging.sendEach(slice.map((s) => s.message));
          responses.push(...batch.responses);
        } catch (error) {
          // the call itself failed (network, auth): every message of the slice may be tried again
          const code = (error as { code?: string }).code ?? 'app/network-error';
          const failure = { success: false, error: Object.assign(new Error(String(error)), { code }) };
          responses.push(...slice.map(() => failure as unknown as SendResponse));
        }
      }
      const byMember = new Map<
        string,
        { ok: boolean; transient: boolean; errors: string[]; invalid: string[] }
      >();
      for (const m of messages)
        byMember.set(m.memberId, { ok: false, transient: false, errors: [], invalid: [] });
      sent.forEach((s, i) => {
        const response = responses[i];
        const entry = byMember.get(s.memberId);
        if (!response || !entry) return;
        if (response.success) {
          entry.ok = true;
          return;
        }
        const code = codeOf(response);
        entry.errors.push(code);
        if (INVALID_TOKEN_CODES.has(code)) entry.invalid.push(s.token);
        else if (isTransient(code)) entry.transient = true;
      });
      return messages.map((m): PushOutcome => {
        const entry = byMember.get(m.memberId) ?? { ok: false, transient: false, errors: [], invalid: [] };
        if (entry.ok)
          return { memberId: m.memberId, status: 'sent', transient: false, invalidTokens: entry.invalid };
        return {
          memberId: m.memberId,
          status: 'failed',
          transient: entry.transient,
          error: !m.tokens.length
            ? 'no device token'
            : m.tokens.every(isDemoPushToken)
              ? DEMO_TOKENS_ONLY
              : [...new Set(entry.errors)].join(', '),
          invalidTokens: entry.invalid,
        };
      });
    },
  };
}
