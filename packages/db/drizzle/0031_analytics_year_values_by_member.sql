ALTER TABLE "analytics_member_year_values" DROP CONSTRAINT "analytics_member_year_values_pkey";
--> statement-breakpoint
ALTER TABLE "analytics_member_year_values" ADD CONSTRAINT "analytics_member_year_values_pkey" PRIMARY KEY("member_id","year","dimension","value","country_code","gender");