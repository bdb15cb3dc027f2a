CREATE TABLE "remote_enrollment_identities" (
	"sub" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"client_digest" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "remote_enrollment_identities_expiry_idx" ON "remote_enrollment_identities" USING btree ("expires_at");