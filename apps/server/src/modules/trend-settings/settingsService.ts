import { eq } from 'drizzle-orm';
import {
  currentTrendsMessages as m,
  DEFAULT_ASTRO_SETTINGS,
  fixedScenarioTable,
  scenarioProblem,
  storedScenario,
  type AstroSettings,
  type AstroSettingsBody,
  type AstroSettingsContent,
  type TransitScenarioRow,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit, type Actor } from '../../lib/audit';
import { badRequest, conflict } from '../../lib/httpErrors';

const { astroSettings } = schema;
/** The one row of astro_settings. */
export const SETTINGS_KEY = 'current';

type SettingsRow = typeof astroSettings.$inferSelect;

function toSettings(row: SettingsRow | undefined): AstroSettings {
  if (!row) return { ...DEFAULT_ASTRO_SETTINGS, version: 0, modifiedAt: null };
  // a setting added after the row was saved takes its default
  const saved = { ...DEFAULT_ASTRO_SETTINGS, ...(row.value as Partial<AstroSettingsContent>) };
  return {
    ...saved,
    // the six fixed scenario rows, whatever an older save kept
    transitScenario: fixedScenarioTable(saved.transitScenario),
    version: row.version,
    modifiedAt: row.modifiedAt.toISOString(),
  };
}

async function findRow(db: Db, lock = false): Promise<SettingsRow | undefined> {
  const query = db.select().from(astroSettings).where(eq(astroSettings.key, SETTINGS_KEY)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The saved astro settings, or the defaults (version 0) when they were never saved. */
export async function astroEventSettings(db: Db): Promise<AstroSettings> {
  return toSettings(await findRow(db));
}

/** The scenario table as stored, or a 400 with the problem's message. */
function cleanScenario(rows: readonly TransitScenarioRow[]): TransitScenarioRow[] {
  const problem = scenarioProblem(rows);
  if (problem) throw badRequest(problem);
  return storedScenario(rows);
}

function checkedContent(body: AstroSettingsBody): AstroSettingsContent {
  const { version: _version, ...content } = body;
  if (
    content.transitAspectPeakOrb > content.transitAspectOrb ||
    content.progressedAspectPeakOrb > content.progressedAspectOrb
  )
    throw badRequest(m.peakOrbAboveOrb);
  return { ...content, transitScenario: cleanScenario(content.transitScenario) };
}

/** Saves the whole settings object over the version the console loaded (0: never saved); 409 when stale. */
export async function saveAstroSettings(
  db: Db,
  actor: Actor,
  body: AstroSettingsBody,
): Promise<AstroSettings> {
  const value = checkedContent(body);
  const saved = await db.transaction(async (tx) => {
    const before = await findRow(tx, true);
    if ((before?.version ?? 0) !== body.version) throw conflict(m.settingsStale);
    const at = new Date();
    const [row] = before
      ? await tx
          .update(astroSettings)
          .set({ value, modifiedAt: at, modifiedBy: actor.id, version: before.version + 1 })
          .where(eq(astroSettings.key, SETTINGS_KEY))
          .returning()
      : await tx
          .insert(astroSettings)
          .values({ key: SETTINGS_KEY, value, modifiedAt: at, modifiedBy: actor.id })
          .onConflictDoNothing()
          .returning();
    // a first save made at the same time by someone else
    if (!row) throw conflict(m.settingsStale);
    await writeAudit(tx, actor, {
      action: 'astroSettings.save',
      entity: 'astroSettings',
      entityId: SETTINGS_KEY,
      before: before?.value ?? null,
      after: value,
    });
    return row;
  });
  return toSettings(saved);
}
