ALTER TABLE "offers" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "granularity_s" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "min_charge_ms" integer DEFAULT 6000 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "max_per_stream_micros" bigint;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "max_per_hour_micros" bigint;--> statement-breakpoint
-- Offers made before this migration recorded only their price. Their other terms are taken from
-- the agent as it is now, the best record there is of what was offered; an accepted offer then
-- takes its contract's terms, which are the ones the parties actually trade under.
UPDATE "offers" SET "granularity_s" = a."rate_granularity_s", "min_charge_ms" = a."min_charge_ms",
  "max_per_stream_micros" = a."max_per_stream_micros", "max_per_hour_micros" = a."max_per_hour_micros"
  FROM "agents" a WHERE a."id" = "offers"."agent_id";--> statement-breakpoint
UPDATE "offers" SET "granularity_s" = c."granularity_s", "min_charge_ms" = c."min_charge_ms",
  "max_per_stream_micros" = c."max_per_stream_micros", "max_per_hour_micros" = c."max_per_hour_micros"
  FROM "contracts" c WHERE c."offer_id" = "offers"."id";--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_stream_terms_ck" CHECK ("contracts"."granularity_s" in (1, 6, 60) and "contracts"."min_charge_ms" >= 0 and coalesce("contracts"."max_per_stream_micros", 0) >= 0 and coalesce("contracts"."max_per_hour_micros", 0) >= 0);--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_currency_ck" CHECK ("offers"."currency" = 'USD');--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_stream_terms_ck" CHECK ("offers"."granularity_s" in (1, 6, 60) and "offers"."min_charge_ms" >= 0 and coalesce("offers"."max_per_stream_micros", 0) >= 0 and coalesce("offers"."max_per_hour_micros", 0) >= 0);