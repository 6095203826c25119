-- substring search on nickname and e-mail (PGlite loads the extension in client.ts)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" uuid
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nick_name" text NOT NULL,
	"full_name" text,
	"identifier" text NOT NULL,
	"mode" text DEFAULT 'local' NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"gender" text,
	"dob" date,
	"tob" text,
	"pob" text,
	"birth_lat" double precision,
	"birth_lng" double precision,
	"place" text,
	"location" text,
	"city" text,
	"region" text,
	"country_code" text,
	"country" text,
	"lat" double precision,
	"lng" double precision,
	"place_names" jsonb,
	"residence" text,
	"residence_public" boolean DEFAULT true NOT NULL,
	"profession" text,
	"profession_public" boolean DEFAULT true NOT NULL,
	"bio" text,
	"jungian_type" text,
	"height_m" double precision,
	"user_type" text DEFAULT 'free' NOT NULL,
	"diet" text,
	"religiosity" text,
	"drinking" text,
	"smoking" text,
	"workout" text,
	"answered_quiz" boolean DEFAULT false NOT NULL,
	"birth_chart_type" text,
	"birth_chart_symbol" text,
	"birth_chart_sign" text,
	"tropical_sidereal" text,
	"purpose" text,
	"wants_to_meet" text,
	"orientation" text,
	"orientation_public" boolean DEFAULT true NOT NULL,
	"relationship_status" text,
	"relationship_status_public" boolean DEFAULT true NOT NULL,
	"age_from" smallint,
	"age_to" smallint,
	"age_range_public" boolean DEFAULT true NOT NULL,
	"max_distance" smallint,
	"distance_type" text,
	"hide_from_explore" boolean DEFAULT false NOT NULL,
	"show_online_status" boolean DEFAULT true NOT NULL,
	"push_been_matched" boolean DEFAULT true NOT NULL,
	"push_been_liked" boolean DEFAULT true NOT NULL,
	"push_been_superliked" boolean DEFAULT true NOT NULL,
	"push_message_received" boolean DEFAULT true NOT NULL,
	"push_astro_insights" boolean DEFAULT true NOT NULL,
	"preferences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_registration_complete" boolean DEFAULT false NOT NULL,
	"registration_completed_at" timestamp with time zone,
	"onboarding_stage" smallint DEFAULT 1 NOT NULL,
	"is_profile_complete" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_dormant" boolean DEFAULT false NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"blocked_at" timestamp with time zone,
	"is_on_hold" boolean DEFAULT false NOT NULL,
	"on_hold_reason" text,
	"on_hold_by" uuid,
	"on_hold_at" timestamp with time zone,
	"is_online" boolean DEFAULT false NOT NULL,
	"user_status" text DEFAULT 'pending' NOT NULL,
	"rating" text,
	"rated_at" timestamp with time zone,
	"starred" boolean DEFAULT false NOT NULL,
	"liked" boolean DEFAULT false NOT NULL,
	"admin_comments" text,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"like_count" integer DEFAULT 0 NOT NULL,
	"super_like_count" integer DEFAULT 0 NOT NULL,
	"passes_count" integer DEFAULT 0 NOT NULL,
	"reported_count" integer DEFAULT 0 NOT NULL,
	"blocked_count" integer DEFAULT 0 NOT NULL,
	"week_start" date,
	"week_swipes" integer DEFAULT 0 NOT NULL,
	"week_likes" integer DEFAULT 0 NOT NULL,
	"week_super_likes" integer DEFAULT 0 NOT NULL,
	"week_matches" integer DEFAULT 0 NOT NULL,
	"week_match_me_up" integer DEFAULT 0 NOT NULL,
	"week_lucky_time" integer DEFAULT 0 NOT NULL,
	"week_astro_comp_visits" integer DEFAULT 0 NOT NULL,
	"week_chatbot_visits" integer DEFAULT 0 NOT NULL,
	"week_jungian_comp_visits" integer DEFAULT 0 NOT NULL,
	"device_platform" text,
	"device_model" text,
	"os_version" text,
	"app_version" text,
	"app_version_code" integer,
	"build" text,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	"last_active_at" timestamp with time zone,
	"admin_modified_at" timestamp with time zone,
	"admin_modified_by" uuid,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"url" text NOT NULL,
	"thumb_url" text,
	"mime" text DEFAULT 'image/jpeg' NOT NULL,
	"kind" text DEFAULT 'image' NOT NULL,
	"source" text DEFAULT 'app' NOT NULL,
	"title" text,
	"size_bytes" integer,
	"width" smallint,
	"height" smallint,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "member_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"model" text,
	"os_version" text,
	"app_version" text,
	"app_version_code" integer,
	"build" text,
	"language" text,
	"push_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"reason" text,
	"user_suggestion" text,
	"users_comment" text,
	"deleted_from_user" boolean DEFAULT true NOT NULL,
	"deleted_by" uuid,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purged_at" timestamp with time zone,
	"member_created_at" timestamp with time zone,
	"member_last_login_at" timestamp with time zone,
	"country_code" text,
	"gender" text,
	"birth_year" smallint,
	"was_registration_complete" boolean DEFAULT false NOT NULL,
	"device_platform" text,
	"app_version" text,
	"language" text,
	"days_as_member" integer
);
--> statement-breakpoint
CREATE TABLE "member_totals" (
	"country_code" text NOT NULL,
	"gender" text NOT NULL,
	"is_registration_complete" boolean NOT NULL,
	"is_profile_complete" boolean NOT NULL,
	"is_deleted" boolean NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "member_totals_pkey" PRIMARY KEY("country_code","gender","is_registration_complete","is_profile_complete","is_deleted")
);
--> statement-breakpoint
ALTER TABLE "member_photos" ADD CONSTRAINT "member_photos_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_devices" ADD CONSTRAINT "member_devices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_created_idx" ON "members" USING btree ("created_at","is_deleted","gender","is_registration_complete");--> statement-breakpoint
CREATE INDEX "members_country_created_idx" ON "members" USING btree ("country_code","created_at","is_deleted","gender","is_registration_complete");--> statement-breakpoint
CREATE INDEX "members_last_login_idx" ON "members" USING btree ("last_login_at");--> statement-breakpoint
CREATE INDEX "members_last_active_idx" ON "members" USING btree ("last_active_at","country_code","is_deleted");--> statement-breakpoint
CREATE INDEX "members_modified_idx" ON "members" USING btree ("modified_at");--> statement-breakpoint
CREATE INDEX "members_dob_idx" ON "members" USING btree ("dob");--> statement-breakpoint
CREATE INDEX "members_nick_prefix_idx" ON "members" USING btree (lower("nick_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_identifier_prefix_idx" ON "members" USING btree (lower("identifier") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_nick_trgm_idx" ON "members" USING gin (lower("nick_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_identifier_trgm_idx" ON "members" USING gin (lower("identifier") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_user_status_idx" ON "members" USING btree ("user_status","modified_at");--> statement-breakpoint
CREATE INDEX "members_jungian_idx" ON "members" USING btree ("jungian_type");--> statement-breakpoint
CREATE INDEX "members_blocked_idx" ON "members" USING btree ("created_at") WHERE "members"."is_blocked";--> statement-breakpoint
CREATE INDEX "members_deleted_idx" ON "members" USING btree ("deleted_at") WHERE "members"."is_deleted";--> statement-breakpoint
CREATE INDEX "members_incomplete_idx" ON "members" USING btree ("modified_at") WHERE not "members"."is_registration_complete" and not "members"."is_deleted";--> statement-breakpoint
CREATE INDEX "members_online_idx" ON "members" USING btree ("country_code") WHERE "members"."is_online" and not "members"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "member_photos_member_position_key" ON "member_photos" USING btree ("member_id","position");--> statement-breakpoint
CREATE INDEX "member_devices_member_idx" ON "member_devices" USING btree ("member_id","last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_devices_push_token_key" ON "member_devices" USING btree ("push_token");--> statement-breakpoint
CREATE INDEX "member_deletions_deleted_at_idx" ON "member_deletions" USING btree ("deleted_at","country_code","gender");--> statement-breakpoint
CREATE INDEX "member_deletions_member_idx" ON "member_deletions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_deletions_reason_idx" ON "member_deletions" USING btree ("reason","deleted_at");--> statement-breakpoint
-- member_totals follows members: one grouped upsert per statement (COPY and multi-row inserts included)
CREATE FUNCTION member_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM member_totals;
  ELSIF TG_OP = 'INSERT' THEN
  INSERT INTO member_totals AS t (country_code, gender, is_registration_complete, is_profile_complete, is_deleted, n)
  SELECT k1, k2, k3, k4, k5, sum(d) FROM (SELECT coalesce(country_code, ''), coalesce(gender, ''), is_registration_complete, is_profile_complete, is_deleted, 1 FROM new_rows) AS delta (k1, k2, k3, k4, k5, d)
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (country_code, gender, is_registration_complete, is_profile_complete, is_deleted)
  DO UPDATE SET n = t.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
  INSERT INTO member_totals AS t (country_code, gender, is_registration_complete, is_profile_complete, is_deleted, n)
  SELECT k1, k2, k3, k4, k5, sum(d) FROM (SELECT coalesce(country_code, ''), coalesce(gender, ''), is_registration_complete, is_profile_complete, is_deleted, -1 FROM old_rows) AS delta (k1, k2, k3, k4, k5, d)
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (country_code, gender, is_registration_complete, is_profile_complete, is_deleted)
  DO UPDATE SET n = t.n + excluded.n;
  ELSE
  INSERT INTO member_totals AS t (country_code, gender, is_registration_complete, is_profile_complete, is_deleted, n)
  SELECT k1, k2, k3, k4, k5, sum(d) FROM (SELECT coalesce(country_code, ''), coalesce(gender, ''), is_registration_complete, is_profile_complete, is_deleted, 1 FROM new_rows UNION ALL SELECT coalesce(country_code, ''), coalesce(gender, ''), is_registration_complete, is_profile_complete, is_deleted, -1 FROM old_rows) AS delta (k1, k2, k3, k4, k5, d)
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (country_code, gender, is_registration_complete, is_profile_complete, is_deleted)
  DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER members_totals_insert AFTER INSERT ON members REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_totals_apply();--> statement-breakpoint
CREATE TRIGGER members_totals_update AFTER UPDATE ON members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_totals_apply();--> statement-breakpoint
CREATE TRIGGER members_totals_delete AFTER DELETE ON members REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_totals_apply();--> statement-breakpoint
CREATE TRIGGER members_totals_truncate AFTER TRUNCATE ON members
  FOR EACH STATEMENT EXECUTE FUNCTION member_totals_apply();
