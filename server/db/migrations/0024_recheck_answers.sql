CREATE TABLE "recheck_attempts" (
	"recheck_id" uuid PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recheck_passkey_challenges" (
	"recheck_id" uuid PRIMARY KEY NOT NULL,
	"challenge" text NOT NULL,
	"relying_party_id" text NOT NULL,
	"origin" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recheck_attempts" ADD CONSTRAINT "recheck_attempts_recheck_id_rechecks_id_fk" FOREIGN KEY ("recheck_id") REFERENCES "public"."rechecks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recheck_passkey_challenges" ADD CONSTRAINT "recheck_passkey_challenges_recheck_id_rechecks_id_fk" FOREIGN KEY ("recheck_id") REFERENCES "public"."rechecks"("id") ON DELETE cascade ON UPDATE no action;