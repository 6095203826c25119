import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Done,
  GetEmailSettingsBody,
  ReminderSettingsAnswer,
  ReminderSettingsBody,
  emailMessages,
  reminderMessages,
} from '@orrery/contract';
import { errorResponses, routeTags } from '../../../lib/routeSchemas';
import { actorOf, signedInAdmin } from '../../../plugins/auth';
import {
  EMAIL_SETTING_KEYS,
  EMAIL_TEXT_KEYS,
  NOTIFICATION_SETTING_KEYS,
  NOTIFICATION_TEXT_KEYS,
  languageContent,
  ownKeys,
  readSettings,
  saveSettings,
} from './reminderSettings';

const errors = errorResponses(400, 401);
const tags = routeTags('messaging');

/** The automatic reminders' settings (the Email Settings and Notification Settings screens). */
export async function reminderSettingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/get-notification-settings',
    {
      schema: {
        tags,
        summary:
          'The incomplete-profile notification: service, reset hours, redirect key, and its texts per language',
        response: { 200: ReminderSettingsAnswer, ...errors },
      },
    },
    async () => ({
      valid: true as const,
      settings: await readSettings(db, NOTIFICATION_SETTING_KEYS),
      languageContent: await languageContent(db, NOTIFICATION_TEXT_KEYS),
    }),
  );

  r.put(
    '/notification-settings',
    {
      schema: {
        tags,
        summary: 'Saves the list of {key, value}: service true/false, reset hours 1 to 8760, redirect key',
        body: ReminderSettingsBody,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await saveSettings(db, actorOf(signedInAdmin(request)), request.body, NOTIFICATION_SETTING_KEYS);
      return { valid: true as const, message: reminderMessages.saved };
    },
  );

  r.post(
    '/get-email-settings',
    {
      schema: {
        tags,
        summary: 'The e-mail reminders: the settings of setKey and the texts of langKey (all when omitted)',
        body: GetEmailSettingsBody,
        response: { 200: ReminderSettingsAnswer, ...errors },
      },
    },
    async (request) => ({
      valid: true as const,
      settings: await readSettings(db, ownKeys(request.body.setKey, EMAIL_SETTING_KEYS)),
      languageContent: await languageContent(db, ownKeys(request.body.langKey, EMAIL_TEXT_KEYS)),
    }),
  );

  r.put(
    '/email-settings',
    {
      schema: {
        tags,
        summary:
          'Saves the list of {key, value}: incomplete and logout services true/false, reset hours 1 to 8760',
        body: ReminderSettingsBody,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await saveSettings(db, actorOf(signedInAdmin(request)), request.body, EMAIL_SETTING_KEYS);
      return { valid: true as const, message: emailMessages.saved };
    },
  );
}
