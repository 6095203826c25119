import { inArray, sql } from 'drizzle-orm';
import {
  chatbotMessages as m,
  chatbotSettingsProblem,
  CHATBOT_KEYS,
  CHATBOT_MODELS,
  type ChatbotKeyValue,
  type ChatbotModel,
  type ChatbotSettings,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit, type Actor } from '../../lib/audit';
import { badRequest, conflict } from '../../lib/httpErrors';

const { appSettings } = schema;

export const DEFAULT_CHATBOT: ChatbotSettings = {
  is_chatbot_enable: false,
  chatbot_prompt:
    'You are Romeu, the friendly astrology companion of a dating app. Answer briefly and kindly, use the ' +
    "member's chart when it helps, and never give medical, legal or financial advice.",
  ai_model: 'gpt-4o',
};

export interface StoredChatbot {
  settings: ChatbotSettings;
  /** The time of the last save in ms (0 before the first): changes on every save. */
  version: number;
}

const isModel = (value: unknown): value is ChatbotModel =>
  typeof value === 'string' && (CHATBOT_MODELS as readonly string[]).includes(value);

function fromRows(rows: { key: string; value: unknown; modifiedAt: Date }[]): StoredChatbot {
  const settings = { ...DEFAULT_CHATBOT };
  let version = 0;
  for (const row of rows) {
    version = Math.max(version, row.modifiedAt.getTime());
    if (row.key === 'is_chatbot_enable' && typeof row.value === 'boolean')
      settings.is_chatbot_enable = row.value;
    if (row.key === 'chatbot_prompt' && typeof row.value === 'string') settings.chatbot_prompt = row.value;
    if (row.key === 'ai_model' && isModel(row.value)) settings.ai_model = row.value;
  }
  return { settings, version };
}

export const toItems = (settings: ChatbotSettings): ChatbotKeyValue[] =>
  CHATBOT_KEYS.map((key) => ({ key, value: settings[key] }));

export async function readChatbot(db: Db): Promise<StoredChatbot> {
  const rows = await db
    .select()
    .from(appSettings)
    .where(inArray(appSettings.key, [...CHATBOT_KEYS]));
  return fromRows(rows);
}

/** The list sent, checked key by key (each key once, the right kind of value): 400 otherwise. */
function changesOf(items: ChatbotKeyValue[]): Partial<ChatbotSettings> {
  const changes: Partial<ChatbotSettings> = {};
  for (const { key, value } of items) {
    if (key in changes) throw badRequest(m.duplicateKey(key));
    if (key === 'is_chatbot_enable') {
      if (typeof value !== 'boolean') throw badRequest(m.enableNotBoolean);
      changes.is_chatbot_enable = value;
    } else if (key === 'chatbot_prompt') {
      if (typeof value !== 'string') throw badRequest(m.promptNotText);
      changes.chatbot_prompt = value;
    } else {
      if (!isModel(value)) throw badRequest(m.modelNotOffered);
      changes.ai_model = value;
    }
  }
  return changes;
}

/**
 * Saves the keys sent over the version loaded, in one transaction with one audit row: 409 when the
 * settings were saved since. The three rows are made first (as they were) and locked, so two first saves
 * at once cannot both pass the check.
 */
export async function saveChatbot(
  db: Db,
  actor: Actor,
  items: ChatbotKeyValue[],
  version: number,
): Promise<StoredChatbot> {
  const changes = changesOf(items);
  return db.transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values(CHATBOT_KEYS.map((key) => ({ key, value: DEFAULT_CHATBOT[key], modifiedAt: new Date(0) })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(appSettings)
      .where(inArray(appSettings.key, [...CHATBOT_KEYS]))
      .for('update');
    const before = fromRows(rows);
    if (before.version !== version) throw conflict(m.stale);
    const settings = { ...before.settings, ...changes };
    const problem = chatbotSettingsProblem(settings);
    if (problem) throw badRequest(problem);
    const modifiedAt = new Date(Math.max(Date.now(), before.version + 1));
    for (const key of CHATBOT_KEYS) {
      await tx
        .update(appSettings)
        .set({ value: settings[key], modifiedAt, modifiedBy: actor.id })
        .where(sql`${appSettings.key} = ${key}`);
    }
    await writeAudit(tx, actor, {
      action: 'chatbotSettings.update',
      entity: 'appSettings',
      entityId: 'chatbot',
      before: before.settings,
      after: settings,
    });
    return { settings, version: modifiedAt.getTime() };
  });
}
