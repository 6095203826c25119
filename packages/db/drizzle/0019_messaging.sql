CREATE TABLE "email_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'manual' NOT NULL,
	"email_subject" text NOT NULL,
	"email_body" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total_user_count" integer DEFAULT 0 NOT NULL,
	"processed_count" integer DEFAULT 0 NOT NULL,
	"successfully_reach_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_recipients" (
	"email_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"identifier" text NOT NULL,
	"language" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_recipients_email_id_member_id_pk" PRIMARY KEY("email_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "invalid_push_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_reminders" (
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_reminders_member_id_kind_pk" PRIMARY KEY("member_id","kind")
);
--> statement-breakpoint
CREATE TABLE "push_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'manual' NOT NULL,
	"notification_key" text NOT NULL,
	"notification_title" text NOT NULL,
	"notification_body" text NOT NULL,
	"notification_description" text,
	"language" text,
	"gender" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"from_age_value" integer,
	"to_age_value" integer,
	"all_user" boolean DEFAULT false NOT NULL,
	"active_user" boolean DEFAULT false NOT NULL,
	"dormant_user" boolean DEFAULT false NOT NULL,
	"in_complete_user" boolean DEFAULT false NOT NULL,
	"cities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"states" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total_user_count" integer DEFAULT 0 NOT NULL,
	"processed_count" integer DEFAULT 0 NOT NULL,
	"successfully_reach_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"enumerated" boolean DEFAULT false NOT NULL,
	"cursor" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notification_id" uuid,
	"member_id" uuid NOT NULL,
	"tokens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_recipients" (
	"notification_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_recipients_notification_id_member_id_pk" PRIMARY KEY("notification_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "email_recipients" ADD CONSTRAINT "email_recipients_email_id_email_messages_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_recipients" ADD CONSTRAINT "push_recipients_notification_id_push_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."push_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_messages_created_idx" ON "email_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_recipients_status_idx" ON "email_recipients" USING btree ("email_id","status");--> statement-breakpoint
CREATE INDEX "push_notifications_created_idx" ON "push_notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "push_notifications_unfinished_idx" ON "push_notifications" USING btree ("created_at") WHERE "push_notifications"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "push_outbox_notification_idx" ON "push_outbox" USING btree ("notification_id","member_id");--> statement-breakpoint
CREATE INDEX "push_recipients_status_idx" ON "push_recipients" USING btree ("notification_id","status");