import { eq } from 'drizzle-orm';
import { celebrityRuleMessages as rules, type MemberChart, type SaveMemberChartBody } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit, type Actor } from '../../lib/audit';
import { badRequest, HttpError, notFound } from '../../lib/httpErrors';
import { natalChartOf } from '../member-chart';
import { round4 } from './rules';

const { celebrities } = schema;

/**
 * `astrologic/save-member-chart`: the celebrity's natal chart from the call's local birth time and
 * co-ordinates (zone from the co-ordinates), computed here with `@orrery/astro` and stored on the record.
 * The call must carry the celebrity's saved birth data, so that a stored chart always matches the record.
 * Not an edit of the record: its version stays.
 */
export async function saveCelebrityChart(
  db: Db,
  actor: Actor,
  body: SaveMemberChartBody,
): Promise<MemberChart> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(celebrities)
      .where(eq(celebrities.id, body.user))
      .limit(1)
      .for('update');
    if (!row) throw notFound(rules.notFound);
    const local = body.datetime.slice(0, 16);
    if (local !== `${row.dob}T${row.tob}` || round4(body.lat) !== row.lat || round4(body.lng) !== row.lng) {
      throw badRequest(rules.chartMismatch);
    }
    const chart = chartOfRow(row);
    await tx.update(celebrities).set({ chart, chartAt: new Date() }).where(eq(celebrities.id, row.id));
    await writeAudit(tx, actor, {
      action: 'celebrity.chart',
      entity: 'celebrity',
      entityId: row.id,
      after: { local, lat: row.lat, lng: row.lng, timeZone: chart.timeZone, utc: chart.utc },
    });
    return chart;
  });
}

/**
 * The chart of a celebrity's saved birth data: a birth time the zone skips is the engine's own 400;
 * anything else the engine cannot place (an extreme place) is a 400 too, never a 500.
 */
export function chartOfRow(row: { dob: string; tob: string; lat: number; lng: number }): MemberChart {
  try {
    return natalChartOf({ dob: row.dob, tob: row.tob, lat: row.lat, lng: row.lng }, rules.chartTime);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(rules.chartFailed);
  }
}
