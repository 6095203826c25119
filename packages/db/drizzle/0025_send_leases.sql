ALTER TABLE "email_messages" ADD COLUMN "lease_owner" uuid;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD COLUMN "lease_owner" uuid;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD COLUMN "lease_until" timestamp with time zone;