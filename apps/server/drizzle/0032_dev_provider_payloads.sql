CREATE TABLE "dev_provider_payloads" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "dev_provider_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE INDEX "dev_provider_payloads_uid_idx" ON "dev_provider_payloads" USING btree ("model","uid");--> statement-breakpoint
CREATE INDEX "dev_provider_payloads_grant_id_idx" ON "dev_provider_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "dev_provider_payloads_expires_at_idx" ON "dev_provider_payloads" USING btree ("expires_at");