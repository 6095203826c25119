ALTER TABLE "email_messages" ADD COLUMN "send_mode" text DEFAULT 'now' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "send_at" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "next_run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "email_recipients" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD COLUMN "send_mode" text DEFAULT 'now' NOT NULL;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD COLUMN "send_at" text;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD COLUMN "next_run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "push_recipients" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_messages_due_idx" ON "email_messages" USING btree ("next_run_at") WHERE "email_messages"."status" in ('scheduled', 'waiting');--> statement-breakpoint
CREATE INDEX "push_notifications_due_idx" ON "push_notifications" USING btree ("next_run_at") WHERE "push_notifications"."status" in ('scheduled', 'waiting');