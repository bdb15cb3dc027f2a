CREATE TABLE "enrollment_identities" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"client_digest" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrollment_identities" ADD CONSTRAINT "enrollment_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrollment_identities_expiry_idx" ON "enrollment_identities" USING btree ("expires_at");