CREATE TABLE "mfa_passes" (
	"origin_jti" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"how" text NOT NULL,
	"mfa_id" uuid,
	"passed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mfa_challenges" ADD COLUMN "origin_jti" text;--> statement-breakpoint
ALTER TABLE "mfa_challenges" ADD COLUMN "origin_sub" text;