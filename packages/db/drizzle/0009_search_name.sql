-- accent- and case-insensitive name search (issue 10): search_name is the nickname through orrery_fold,
-- searched by substring through a trigram index. unaccent() is only STABLE (its dictionary could change),
-- so orrery_fold names the dictionary and is declared IMMUTABLE for the generated column and its index.
-- The Profiles V2 tabs' index also covers id and gender: deep pages read their ids from it alone.
-- (PGlite loads the unaccent extension in client.ts, as pg_trgm.)
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION orrery_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
DROP INDEX "members_nick_trgm_idx";--> statement-breakpoint
DROP INDEX "members_review_status_idx";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "search_name" text GENERATED ALWAYS AS (orrery_fold(nick_name)) STORED;--> statement-breakpoint
CREATE INDEX "members_search_name_trgm_idx" ON "members" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_review_status_idx" ON "members" USING btree ("user_status","modified_at","id","gender") WHERE "members"."is_registration_complete" and not "members"."is_deleted";