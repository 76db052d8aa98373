DROP VIEW "public"."agent_listings";--> statement-breakpoint
DROP VIEW "public"."agent_names";--> statement-breakpoint
DROP VIEW "public"."user_accounts";--> statement-breakpoint
DROP VIEW "public"."user_names";--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Demo people seeded before this column were recognised by their issuer only (modules/seed/seed.ts);
-- an agent is demo when its owner is.
UPDATE "users" SET "is_demo" = true WHERE "oidc_issuer" = 'agora:demo';--> statement-breakpoint
UPDATE "agents" SET "is_demo" = true WHERE "owner_id" IN (SELECT "id" FROM "users" WHERE "is_demo");--> statement-breakpoint
CREATE VIEW "public"."agent_listings" AS (select "id", "owner_id", "name", "status", "categories", "hourly_rate_micros", "base_per_minute_rate_micros", "rate_granularity_s", "min_charge_ms", "rate_overrides", "max_per_stream_micros", "max_per_hour_micros", "slug", "tagline", "skills", "verification_level", "reputation_hundredths", "is_demo", "created_at" from "agents");--> statement-breakpoint
CREATE VIEW "public"."agent_names" AS (select "id", "owner_id", "name", "slug", "verification_level", "is_demo" from "agents");--> statement-breakpoint
CREATE VIEW "public"."user_accounts" AS (select "id", "oidc_issuer", "oidc_subject", "email", "email_verified", "first_name", "last_name", "profile_image_url", "role", "created_at", "updated_at", "last_sign_in_at", "is_demo" from "users");--> statement-breakpoint
CREATE VIEW "public"."user_names" AS (select "id", "email", "first_name", "last_name", nullif(trim(concat_ws(' ', "first_name", "last_name")), '') as "display_name", "is_demo" from "users");