CREATE TABLE "recent_proofs" (
	"origin_jti" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"method" text NOT NULL,
	"proved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rechecks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"origin_jti" text NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rechecks" ADD CONSTRAINT "rechecks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rechecks_user_idx" ON "rechecks" USING btree ("user_id","created_at");