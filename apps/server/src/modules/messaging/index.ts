/** Push notifications and e-mails to members: sending on jobs, history, automatic reminders and their settings. */
import type { FastifyInstance } from 'fastify';
import { emailRoutes } from './email/emailRoutes';
import { pushRoutes } from './push/pushRoutes';
import { reminderSettingRoutes } from './reminders/settingsRoutes';
import { unsubscribeRoutes } from './email/unsubscribeRoutes';
import { scheduleRoutes } from './scheduleRoutes';

export async function messagingRoutes(app: FastifyInstance): Promise<void> {
  await app.register(pushRoutes);
  await app.register(emailRoutes);
  await app.register(reminderSettingRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(scheduleRoutes);
}

export { dispatchSend, runSend, SEND_QUEUES, type SendDeps, type SendKind } from './queue';
export { RetryLater } from './sendLease';
export { unfinishedPushes } from './push/pushFanout';
export { unfinishedEmails } from './email/emailSend';
export { createPush } from './push/pushService';
export { runReminders } from './reminders/reminders';
export { seedDemoMessagesOnce } from './demoMessages';
export { audienceCount } from './push/pushService';
export { runPushFanout } from './push/pushFanout';
export { dueSends } from './schedule';
