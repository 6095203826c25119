DROP INDEX "members_blocked_idx";--> statement-breakpoint
CREATE INDEX "members_listed_created_idx" ON "members" USING btree ("created_at","id") WHERE not "members"."is_deleted" and not "members"."is_blocked";--> statement-breakpoint
CREATE INDEX "member_photos_url_idx" ON "member_photos" USING btree ("url");--> statement-breakpoint
CREATE INDEX "member_photos_thumb_url_idx" ON "member_photos" USING btree ("thumb_url");--> statement-breakpoint
CREATE INDEX "members_blocked_idx" ON "members" USING btree ("created_at") WHERE "members"."is_blocked" and not "members"."is_deleted";