CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_view_days" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "page_view_days_dimension_day_value_pk" PRIMARY KEY("dimension","day","value")
);
--> statement-breakpoint
CREATE TABLE "page_view_months" (
	"month" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "page_view_months_dimension_month_value_pk" PRIMARY KEY("dimension","month","value")
);
--> statement-breakpoint
CREATE TABLE "page_view_summarized_days" (
	"day" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"path" text NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"visitor" bigint NOT NULL,
	"firsts" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "page_views_day_visitor_idx" ON "page_views" USING btree ("day","visitor");