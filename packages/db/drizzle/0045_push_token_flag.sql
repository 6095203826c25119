ALTER TABLE "members" ADD COLUMN "has_push_token" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "members_no_push_token_idx" ON "members" USING btree ("is_dormant","is_registration_complete","gender","language","country","region","city","dob","push_been_matched","push_been_liked","push_been_superliked","push_message_received","push_astro_insights") WHERE not "members"."is_deleted" and not "members"."is_blocked" and not "members"."has_push_token";--> statement-breakpoint
-- members.has_push_token follows member_devices and invalid_push_tokens: after each statement (COPY and
-- multi-row writes included), the members it touched are looked at again, and only a changed flag is
-- written. A usable token is one that is set and that FCM never reported invalid (the fan-out's rule,
-- usablePushToken in the server's messaging module).
CREATE FUNCTION members_push_token_refresh(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE members m SET has_push_token = s.has
  FROM (
    SELECT x.id, coalesce(bool_or(d.push_token IS NOT NULL AND i.token IS NULL), false) AS has
    FROM (SELECT DISTINCT unnest(ids) AS id) x
    LEFT JOIN member_devices d ON d.member_id = x.id
    LEFT JOIN invalid_push_tokens i ON i.token = d.push_token
    GROUP BY x.id
  ) s
  WHERE m.id = s.id AND m.has_push_token <> s.has
$$;--> statement-breakpoint
CREATE FUNCTION member_devices_push_token_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE members SET has_push_token = false WHERE has_push_token;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM members_push_token_refresh(ARRAY(SELECT member_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM members_push_token_refresh(ARRAY(SELECT member_id FROM old_rows));
  ELSE
    PERFORM members_push_token_refresh(
      ARRAY(SELECT member_id FROM new_rows UNION SELECT member_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION invalid_push_tokens_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM members_push_token_refresh(ARRAY(
      SELECT d.member_id FROM member_devices d JOIN new_rows n ON n.token = d.push_token));
  ELSE
    PERFORM members_push_token_refresh(ARRAY(
      SELECT d.member_id FROM member_devices d JOIN old_rows o ON o.token = d.push_token));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER member_devices_push_token_insert AFTER INSERT ON member_devices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_devices_push_token_apply();--> statement-breakpoint
CREATE TRIGGER member_devices_push_token_update AFTER UPDATE ON member_devices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_devices_push_token_apply();--> statement-breakpoint
CREATE TRIGGER member_devices_push_token_delete AFTER DELETE ON member_devices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_devices_push_token_apply();--> statement-breakpoint
CREATE TRIGGER member_devices_push_token_truncate AFTER TRUNCATE ON member_devices
  FOR EACH STATEMENT EXECUTE FUNCTION member_devices_push_token_apply();--> statement-breakpoint
CREATE TRIGGER invalid_push_tokens_insert AFTER INSERT ON invalid_push_tokens REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invalid_push_tokens_apply();--> statement-breakpoint
CREATE TRIGGER invalid_push_tokens_delete AFTER DELETE ON invalid_push_tokens REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invalid_push_tokens_apply();--> statement-breakpoint
UPDATE members m SET has_push_token = true
WHERE EXISTS (
  SELECT 1 FROM member_devices d
  WHERE d.member_id = m.id AND d.push_token IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM invalid_push_tokens i WHERE i.token = d.push_token)
);
