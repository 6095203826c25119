/**
 * The advisory lock that orders writes of `app_events` against the roll-up's watermark.
 *
 * `seq` is taken when a row is inserted but seen only when its transaction commits, so a batch can commit
 * after a later one: a roll-up that read `max(seq)` in between would move its watermark past events it
 * never saw. So every writer holds this lock SHARED until its commit (`pg_advisory_xact_lock_shared`),
 * and the roll-up takes it alone for a moment before it reads `max(seq)`: it waits for the writes in
 * flight, and every row at or below what it then reads is committed.
 */
export const APP_EVENTS_WRITE_LOCK = 'app-events-write';
