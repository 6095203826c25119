CREATE TABLE "audit_chain" (
	"id" smallint PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_chain_one_row" CHECK (id = 1)
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_seq_idx" ON "audit_log" USING btree ("seq");--> statement-breakpoint
-- The audit log as a hash chain. Each row, when its transaction commits, takes the next place (seq) and
-- the hash hex(SHA-256(previous hash || the row as JSON)); the chain's head (audit_chain) holds the last
-- place and hash, so a deleted row, a changed one or a cut tail no longer matches. The seal runs at commit
-- (a deferred trigger): the head's lock is the last one a writing transaction takes, so no transaction
-- waits on it while holding another lock.
INSERT INTO "audit_chain" ("id", "seq", "hash") VALUES (1, 0, repeat('0', 64));--> statement-breakpoint
-- the row as hashed: its place, id, time in microseconds (independent of the session's time zone) and fields
CREATE FUNCTION audit_log_payload(r audit_log) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_array(r.seq, r.id, floor(extract(epoch FROM r.created_at) * 1000000)::bigint,
    r.actor_id, r.actor_name, r.action, r.entity, r.entity_id, r.before, r.after)::text
$$;--> statement-breakpoint
CREATE FUNCTION audit_log_hash(prev text, r audit_log) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(prev || audit_log_payload(r), 'UTF8')), 'hex')
$$;--> statement-breakpoint
DO $$
DECLARE
  r audit_log;
  prev text := repeat('0', 64);
  n bigint := 0;
BEGIN
  FOR r IN SELECT * FROM audit_log ORDER BY id LOOP
    n := n + 1;
    r.seq := n;
    r.hash := audit_log_hash(prev, r);
    prev := r.hash;
    UPDATE audit_log SET seq = r.seq, hash = r.hash WHERE id = r.id;
  END LOOP;
  UPDATE audit_chain SET seq = n, hash = prev WHERE id = 1;
END
$$;--> statement-breakpoint
CREATE FUNCTION audit_log_seal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sealed audit_log := NEW;
  prev text;
BEGIN
  UPDATE audit_chain SET seq = seq + 1 WHERE id = 1 RETURNING seq, hash INTO sealed.seq, prev;
  sealed.hash := audit_log_hash(prev, sealed);
  UPDATE audit_log SET seq = sealed.seq, hash = sealed.hash WHERE id = NEW.id;
  UPDATE audit_chain SET hash = sealed.hash WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER audit_log_seal AFTER INSERT ON audit_log DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION audit_log_seal();--> statement-breakpoint
-- rows are written once: the seal may set seq and hash of a row not sealed yet, nothing else changes
CREATE FUNCTION audit_log_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.seq IS NULL AND NEW.seq IS NOT NULL
    AND (NEW.id, NEW.actor_id, NEW.actor_name, NEW.action, NEW.entity, NEW.entity_id, NEW.created_at)
      IS NOT DISTINCT FROM (OLD.id, OLD.actor_id, OLD.actor_name, OLD.action, OLD.entity, OLD.entity_id, OLD.created_at)
    AND NEW.before IS NOT DISTINCT FROM OLD.before AND NEW.after IS NOT DISTINCT FROM OLD.after THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit log rows cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_guard BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_guard();--> statement-breakpoint
CREATE TRIGGER audit_log_guard_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_guard();
