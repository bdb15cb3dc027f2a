CREATE TABLE "authenticator_check_attempts" (
	"mfa_id" uuid PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authenticator_fallbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "software_tokens" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"secret_sealed" text,
	"pending_secret_sealed" text,
	"pending_attempts" integer DEFAULT 0 NOT NULL,
	"friendly_device_name" text,
	"enabled" boolean DEFAULT false NOT NULL,
	"preferred" boolean DEFAULT false NOT NULL,
	"last_step" integer,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authenticator_check_attempts" ADD CONSTRAINT "authenticator_check_attempts_mfa_id_mfa_challenges_id_fk" FOREIGN KEY ("mfa_id") REFERENCES "public"."mfa_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authenticator_fallbacks" ADD CONSTRAINT "authenticator_fallbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_tokens" ADD CONSTRAINT "software_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authenticator_fallbacks_user_idx" ON "authenticator_fallbacks" USING btree ("user_id","expires_at");