-- nickname sorts fold accents and case as the name search does: ordered by search_name (orrery_fold of the nickname)
DROP INDEX "members_nick_prefix_idx";--> statement-breakpoint
CREATE INDEX "members_search_name_order_idx" ON "members" USING btree ("search_name" text_pattern_ops);