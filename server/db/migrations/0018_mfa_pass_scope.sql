ALTER TABLE "mfa_passes" ADD COLUMN "scope" text DEFAULT 'ACCOUNT' NOT NULL;--> statement-breakpoint
CREATE INDEX "mfa_passes_passed_at_idx" ON "mfa_passes" USING btree ("passed_at");--> statement-breakpoint
UPDATE "mfa_passes" SET "scope" = 'APPLICATION' WHERE "how" = 'NOT_NEEDED';
