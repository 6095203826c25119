-- The value days' key also carries the count (INCLUDE), so a range reads its rows from the index alone
-- (index-only): a day's rows are spread over the heap by the roll-ups that made them. The key, and so
-- the roll-up's ON CONFLICT target, is unchanged. drizzle's primaryKey() cannot say INCLUDE: the schema
-- (analyticsRollups.ts) notes it.
ALTER TABLE "analytics_value_days" DROP CONSTRAINT "analytics_value_days_pkey";
--> statement-breakpoint
ALTER TABLE "analytics_value_days" ADD CONSTRAINT "analytics_value_days_pkey" PRIMARY KEY("dimension","day","value","country_code","gender","gap_all","gap_country","gap_gender","gap_both") INCLUDE ("members");
