/** Push notifications and e-mails to members: sending on jobs, history, automatic reminders and their settings. */
import type { FastifyInstance } from 'fastify';
import { emailRoutes } from './emailRoutes';
import { pushRoutes } from './pushRoutes';
import { reminderSettingRoutes } from './settingsRoutes';
import { unsubscribeRoutes } from './unsubscribeRoutes';

export async function messagingRoutes(app: FastifyInstance): Promise<void> {
  await app.register(pushRoutes);
  await app.register(emailRoutes);
  await app.register(reminderSettingRoutes);
  await app.register(unsubscribeRoutes);
}

export { dispatchSend, runSend, SEND_QUEUES, type SendDeps, type SendKind } from './queue';
export { RetryLater } from './pushFanout';
export { unfinishedPushes } from './pushFanout';
export { unfinishedEmails } from './emailSend';
export { createPush } from './pushService';
export { runReminders } from './reminders';
export { seedDemoMessagesOnce } from './demoMessages';
export { audienceCount } from './pushService';
export { runPushFanout } from './pushFanout';
