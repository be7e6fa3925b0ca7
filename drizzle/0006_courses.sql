CREATE TABLE "cart_courses" (
	"cart_id" text NOT NULL,
	"course_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_courses_cart_id_course_id_pk" PRIMARY KEY("cart_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "course_access" (
	"user_id" text NOT NULL,
	"course_id" integer NOT NULL,
	"source" text NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_access_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title_pt" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_pt" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"syllabus_pt" text[] DEFAULT '{}'::text[] NOT NULL,
	"syllabus_en" text[] DEFAULT '{}'::text[] NOT NULL,
	"teacher" text DEFAULT '' NOT NULL,
	"classes" integer NOT NULL,
	"hours" integer NOT NULL,
	"price_brl" integer,
	"price_usd" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "course_id" integer;--> statement-breakpoint
ALTER TABLE "cart_courses" ADD CONSTRAINT "cart_courses_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_courses" ADD CONSTRAINT "cart_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_access" ADD CONSTRAINT "course_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_access" ADD CONSTRAINT "course_access_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;