CREATE TABLE "celebrities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"identifier" text NOT NULL,
	"gender" text NOT NULL,
	"celebrity_type" text NOT NULL,
	"region" text NOT NULL,
	"height_m" double precision NOT NULL,
	"profession" text NOT NULL,
	"rodden" text NOT NULL,
	"jungian_type" text NOT NULL,
	"short_intro" text NOT NULL,
	"dob" date NOT NULL,
	"tob" text NOT NULL,
	"pob" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"credit" text NOT NULL,
	"image_url" text,
	"image_credit" text,
	"introductions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chart" jsonb,
	"chart_at" timestamp with time zone,
	"status" text DEFAULT 'unPublish' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"roles" text[] DEFAULT array['demo']::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" uuid,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "celebrities_identifier_key" ON "celebrities" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "celebrities_list_idx" ON "celebrities" USING btree ("active","created_at","id");--> statement-breakpoint
CREATE INDEX "celebrities_name_idx" ON "celebrities" USING btree ("full_name");