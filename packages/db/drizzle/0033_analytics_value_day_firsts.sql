-- The kept value days become one row per filter combination, dimension, country, gender, day and value,
-- with the day's members counted by how far back their gap reaches (firsts[i]: gap of at least i days), so a
-- range of up to 31 days reads one row per day and value however many members and events there are. The
-- rows are made from the old table's (each of its rows holds the four gaps of its members), which is then
-- dropped. The key INCLUDEs firsts, so a range reads the index alone; drizzle's primaryKey() cannot say
-- INCLUDE: the schema (analyticsRollups.ts) notes it.
CREATE TABLE "analytics_value_day_firsts" (
	"filters" text NOT NULL,
	"dimension" text NOT NULL,
	"country_code" text NOT NULL,
	"gender" text NOT NULL,
	"day" date NOT NULL,
	"value" text NOT NULL,
	"firsts" integer[] NOT NULL,
	CONSTRAINT "analytics_value_day_firsts_pkey" PRIMARY KEY("filters","dimension","country_code","gender","day","value") INCLUDE ("firsts")
);
--> statement-breakpoint
INSERT INTO "analytics_value_day_firsts" ("filters", "dimension", "country_code", "gender", "day", "value", "firsts")
SELECT x.filters, v.dimension, x.country_code, x.gender, v.day, v.value,
	array[coalesce(sum(v.members) filter (where x.gap > 0), 0), coalesce(sum(v.members) filter (where x.gap > 1), 0), coalesce(sum(v.members) filter (where x.gap > 2), 0), coalesce(sum(v.members) filter (where x.gap > 3), 0), coalesce(sum(v.members) filter (where x.gap > 4), 0), coalesce(sum(v.members) filter (where x.gap > 5), 0), coalesce(sum(v.members) filter (where x.gap > 6), 0), coalesce(sum(v.members) filter (where x.gap > 7), 0), coalesce(sum(v.members) filter (where x.gap > 8), 0), coalesce(sum(v.members) filter (where x.gap > 9), 0), coalesce(sum(v.members) filter (where x.gap > 10), 0), coalesce(sum(v.members) filter (where x.gap > 11), 0), coalesce(sum(v.members) filter (where x.gap > 12), 0), coalesce(sum(v.members) filter (where x.gap > 13), 0), coalesce(sum(v.members) filter (where x.gap > 14), 0), coalesce(sum(v.members) filter (where x.gap > 15), 0), coalesce(sum(v.members) filter (where x.gap > 16), 0), coalesce(sum(v.members) filter (where x.gap > 17), 0), coalesce(sum(v.members) filter (where x.gap > 18), 0), coalesce(sum(v.members) filter (where x.gap > 19), 0), coalesce(sum(v.members) filter (where x.gap > 20), 0), coalesce(sum(v.members) filter (where x.gap > 21), 0), coalesce(sum(v.members) filter (where x.gap > 22), 0), coalesce(sum(v.members) filter (where x.gap > 23), 0), coalesce(sum(v.members) filter (where x.gap > 24), 0), coalesce(sum(v.members) filter (where x.gap > 25), 0), coalesce(sum(v.members) filter (where x.gap > 26), 0), coalesce(sum(v.members) filter (where x.gap > 27), 0), coalesce(sum(v.members) filter (where x.gap > 28), 0), coalesce(sum(v.members) filter (where x.gap > 29), 0), coalesce(sum(v.members) filter (where x.gap > 30), 0)]::int[]
FROM "analytics_value_days" v
CROSS JOIN LATERAL (VALUES ('none', '', '', v.gap_all), ('country', v.country_code, '', v.gap_country),
	('gender', '', v.gender, v.gap_gender), ('both', v.country_code, v.gender, v.gap_both)) AS x(filters, country_code, gender, gap)
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
DROP TABLE "analytics_value_days" CASCADE;
