CREATE TABLE "admin_ip_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"ip_address" text NOT NULL,
	"ip6_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "admin_ip_entries" ADD CONSTRAINT "admin_ip_entries_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_ip_entries_admin_id_idx" ON "admin_ip_entries" USING btree ("admin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_ip_entries_admin_address_key" ON "admin_ip_entries" USING btree ("admin_id","ip_address");