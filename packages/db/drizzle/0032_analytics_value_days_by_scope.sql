-- a value day's four gaps become four rows, one per scope ('*': any country or any gender), so that a range
-- reads only the rows of its request's scope
CREATE TEMPORARY TABLE "value_days_by_scope" AS
SELECT v."dimension", s.country_code, s.gender, v."day", v."value", s.gap, sum(v."members")::int AS members
FROM "analytics_value_days" v,
  LATERAL (VALUES ('*', '*', v."gap_all"), (v."country_code", '*', v."gap_country"), ('*', v."gender", v."gap_gender"),
    (v."country_code", v."gender", v."gap_both")) AS s(country_code, gender, gap)
GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(v."members") <> 0;
--> statement-breakpoint
TRUNCATE "analytics_value_days";
--> statement-breakpoint
ALTER TABLE "analytics_value_days" DROP CONSTRAINT "analytics_value_days_pkey";
--> statement-breakpoint
ALTER TABLE "analytics_value_days" ADD COLUMN "gap" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_value_days" DROP COLUMN "gap_all";--> statement-breakpoint
ALTER TABLE "analytics_value_days" DROP COLUMN "gap_country";--> statement-breakpoint
ALTER TABLE "analytics_value_days" DROP COLUMN "gap_gender";--> statement-breakpoint
ALTER TABLE "analytics_value_days" DROP COLUMN "gap_both";--> statement-breakpoint
ALTER TABLE "analytics_value_days" ADD CONSTRAINT "analytics_value_days_pkey" PRIMARY KEY("dimension","country_code","gender","day","value","gap");
--> statement-breakpoint
INSERT INTO "analytics_value_days" ("dimension", "country_code", "gender", "day", "value", "gap", "members")
SELECT "dimension", "country_code", "gender", "day", "value", "gap", "members" FROM "value_days_by_scope";
--> statement-breakpoint
DROP TABLE "value_days_by_scope";
