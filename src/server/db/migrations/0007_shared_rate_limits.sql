CREATE TABLE "rate_limit_windows" (
	"name" text NOT NULL,
	"key" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_windows_name_key_pk" PRIMARY KEY("name","key")
);
