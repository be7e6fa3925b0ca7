CREATE TABLE "course_books" (
	"course_id" integer NOT NULL,
	"publication_id" integer NOT NULL,
	CONSTRAINT "course_books_course_id_publication_id_pk" PRIMARY KEY("course_id","publication_id")
);
--> statement-breakpoint
CREATE TABLE "reading_downloads" (
	"day" date NOT NULL,
	"publication_id" integer NOT NULL,
	"access" text NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reading_downloads_day_publication_id_access_pk" PRIMARY KEY("day","publication_id","access")
);
--> statement-breakpoint
ALTER TABLE "reading_progress" ADD COLUMN "paragraph" text;--> statement-breakpoint
ALTER TABLE "course_books" ADD CONSTRAINT "course_books_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_books" ADD CONSTRAINT "course_books_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_downloads" ADD CONSTRAINT "reading_downloads_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;