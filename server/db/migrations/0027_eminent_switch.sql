CREATE TABLE "passkey_names" (
	"user_id" uuid NOT NULL,
	"credential_id" text NOT NULL,
	"name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passkey_names_user_id_credential_id_pk" PRIMARY KEY("user_id","credential_id")
);
--> statement-breakpoint
CREATE TABLE "passkey_offers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"declined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "passkey_names" ADD CONSTRAINT "passkey_names_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passkey_offers" ADD CONSTRAINT "passkey_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;