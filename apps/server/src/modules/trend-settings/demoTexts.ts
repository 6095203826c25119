import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_ASTRO_SETTINGS,
  POINT_NAMES,
  TREE_ASPECTS,
  TREE_GRAHAS,
  TREE_HOUSES,
  TREE_NATAL_POINTS,
  type SourceTextFields,
} from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit } from '../../lib/audit';
import { hasRun, markRun } from '../../lib/onceMarker';
import { SETTINGS_KEY } from './settingsService';

const MARKER = 'trend_settings_seeded';
const LABEL = '[Demo text]';

type PointCode = keyof typeof POINT_NAMES;
const name = (code: string) => POINT_NAMES[code as PointCode];
const ASPECT_WORDS: Record<string, { name: string; tone: string; keywords: string }> = {
  con: { name: 'conjunct', tone: 'merges with', keywords: 'focus, beginnings, intensity' },
  sex: { name: 'sextile', tone: 'opens doors for', keywords: 'opportunity, ease, contact' },
  squ: { name: 'square', tone: 'challenges', keywords: 'tension, effort, decisions' },
  tri: { name: 'trine', tone: 'supports', keywords: 'flow, talent, harmony' },
  opp: { name: 'opposite', tone: 'mirrors', keywords: 'partners, balance, awareness' },
};

/** The demo text of a transit aspect, e.g. t_a_sa_squ_su: "Saturn square natal Sun". */
export function aspectText(moving: string, aspect: string, natal: string): SourceTextFields {
  const words = ASPECT_WORDS[aspect] ?? { name: aspect, tone: 'touches', keywords: aspect };
  const title = `Transit ${name(moving)} ${words.name} natal ${name(natal)}`;
  return {
    title,
    fullText:
      `${LABEL} ${title}. While transiting ${name(moving)} ${words.tone} your natal ${name(natal)}, ` +
      `the themes of both meet in daily life. This text was generated for the demo and is not written by an astrologer.`,
    summary: `${LABEL} ${name(moving)} ${words.tone} your ${name(natal)}.`,
    keywords: `${words.keywords}, ${name(moving).toLowerCase()}, ${name(natal).toLowerCase()}`,
    lordshipNormal: '',
    lordshipMulaTrikona: '',
    brighuSamhitaText: '',
  };
}

/** The demo text of a transit through a house, e.g. t_h_ju_07: "Transit Jupiter in house 7". */
export function houseText(moving: string, house: string): SourceTextFields {
  const number = Number(house);
  const title = `Transit ${name(moving)} in house ${number}`;
  return {
    title,
    fullText:
      `${LABEL} ${title}. ${name(moving)} passing through your house ${number} brings its themes into ` +
      `that area of life. This text was generated for the demo and is not written by an astrologer.`,
    summary: `${LABEL} ${name(moving)} in house ${number}.`,
    keywords: `house ${number}, ${name(moving).toLowerCase()}`,
    lordshipNormal: '',
    lordshipMulaTrikona: '',
    brighuSamhitaText: '',
  };
}

/** A demo text for every transit-aspect key (t_a_…) and transit-house key (t_h_…) of the tree. */
export function demoSourceTexts(): (SourceTextFields & { key: string })[] {
  const aspects = TREE_GRAHAS.flatMap((m) =>
    TREE_ASPECTS.flatMap((a) =>
      TREE_NATAL_POINTS.map((n) => ({
        key: `t_a_${m.code}_${a.code}_${n.code}`,
        ...aspectText(m.code, a.code, n.code),
      })),
    ),
  );
  const houses = TREE_GRAHAS.flatMap((m) =>
    TREE_HOUSES.map((h) => ({ key: `t_h_${m.code}_${h.code}`, ...houseText(m.code, h.code) })),
  );
  return [...aspects, ...houses];
}

const BATCH = 200;

/**
 * On a new database, once: the default astro settings with their scenario table, and with demo data
 * on, the demo source texts. A marker in app_settings keeps later edits and deletions.
 */
export async function seedTrendSettingsOnce(
  db: Db,
  withDemo: boolean,
  log: FastifyBaseLogger,
): Promise<void> {
  if (await hasRun(db, MARKER)) return;
  const texts = withDemo ? demoSourceTexts() : [];
  await db.transaction(async (tx) => {
    const [settings] = await tx
      .insert(schema.astroSettings)
      .values({ key: SETTINGS_KEY, value: DEFAULT_ASTRO_SETTINGS })
      .onConflictDoNothing()
      .returning({ key: schema.astroSettings.key });
    for (let i = 0; i < texts.length; i += BATCH)
      await tx
        .insert(schema.astroSourceTexts)
        .values(texts.slice(i, i + BATCH))
        .onConflictDoNothing();
    await writeAudit(tx, null, {
      action: 'trendSettings.seed',
      entity: 'astroSettings',
      entityId: SETTINGS_KEY,
      after: { settings: settings ? 'default' : 'kept', demoSourceTexts: texts.length },
    });
    await markRun(tx, MARKER, { sourceTexts: texts.length });
  });
  log.info({ sourceTexts: texts.length }, 'astro settings and demo source texts created on the new database');
}
