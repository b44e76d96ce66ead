CREATE TABLE "case_study_images" (
	"case_study_id" integer NOT NULL,
	"image" text NOT NULL,
	CONSTRAINT "case_study_images_case_study_id_image_pk" PRIMARY KEY("case_study_id","image")
);--> statement-breakpoint
ALTER TABLE "case_study_images" ADD CONSTRAINT "case_study_images_case_study_id_case_studies_id_fk" FOREIGN KEY ("case_study_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_study_images_image_idx" ON "case_study_images" USING btree ("image");