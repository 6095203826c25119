-- app_events_ensure_month (0018) raced when several ingestion calls made the same month at once: the
-- advisory lock serialised them, but taking it does not refresh the catalog cache, so the second caller
-- still missed the first one's table and failed on CREATE TABLE. It now queues on a lock of app_events
-- itself (SHARE UPDATE EXCLUSIVE: conflicts with itself and with ATTACH, not with inserts), whose taking
-- reads the catalog afresh.
CREATE OR REPLACE FUNCTION app_events_ensure_month(at timestamptz) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  first_day date := date_trunc('month', at AT TIME ZONE 'UTC')::date;
  from_at timestamptz := first_day::timestamp AT TIME ZONE 'UTC';
  to_at timestamptz := (first_day + interval '1 month')::timestamp AT TIME ZONE 'UTC';
  part text := 'app_events_' || to_char(first_day, 'YYYY_MM');
BEGIN
  IF to_regclass(part) IS NOT NULL THEN RETURN; END IF;
  LOCK TABLE app_events IN SHARE UPDATE EXCLUSIVE MODE;
  IF EXISTS (SELECT 1 FROM pg_class WHERE relname = part AND relnamespace = 'public'::regnamespace) THEN
    RETURN;
  END IF;
  EXECUTE format('CREATE TABLE %I (LIKE app_events INCLUDING DEFAULTS)', part);
  EXECUTE format(
    'WITH moved AS (DELETE FROM app_events_default WHERE occurred_at >= %L AND occurred_at < %L RETURNING *) '
    'INSERT INTO %I SELECT * FROM moved', from_at, to_at, part);
  EXECUTE format('ALTER TABLE app_events ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', part, from_at, to_at);
END $$;
