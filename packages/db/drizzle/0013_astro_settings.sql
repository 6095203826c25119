CREATE TABLE "astro_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" uuid,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "astro_source_texts" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"full_text" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"lordship_normal" text DEFAULT '' NOT NULL,
	"lordship_mula_trikona" text DEFAULT '' NOT NULL,
	"brighu_samhita_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" uuid,
	"version" integer DEFAULT 1 NOT NULL
);
