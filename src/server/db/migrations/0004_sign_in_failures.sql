CREATE TABLE "sign_in_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_failures_failures_chk" CHECK ("sign_in_failures"."failures" >= 0)
);
