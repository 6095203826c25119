import type { DbHandle } from '../client';
import { seedEvents } from './eventsLoad';

/** `npm run seed -- --events E`: the events of the members in the database, with progress lines. */
export async function seedEventsFromCli(
  handle: DbHandle,
  events: number,
  seed: number,
  now: Date,
): Promise<void> {
  console.log(`adding about ${events} app events (seed ${seed}) for the members in the database`);
  let last = 0;
  const report = await seedEvents(handle, {
    events,
    seed,
    now,
    onProgress: (done, target) => {
      if (done - last >= 1_000_000) {
        last = done;
        console.log(`  ${done} / ~${target}`);
      }
    },
  });
  const keys = report.keysMs ? ` (keys built again in ${(report.keysMs / 1000).toFixed(1)} s)` : '';
  console.log(
    `${report.events} events for ${report.members} members in ${(report.ms / 1000).toFixed(1)} s: ${report.eventsPerSecond} events/s${keys}`,
  );
}
