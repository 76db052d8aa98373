ALTER TABLE "streams" ADD COLUMN "paused_by" text;--> statement-breakpoint
-- Streams paused before this migration do not say who paused them: treat those pauses as the
-- client's, the one reading under which nobody but the client can restart billing (decision 018).
UPDATE "streams" SET "paused_by" = 'client' WHERE "status" = 'paused';--> statement-breakpoint
ALTER TABLE "streams" ADD CONSTRAINT "streams_paused_by_ck" CHECK (("streams"."status" = 'paused') = ("streams"."paused_by" is not null) and "streams"."paused_by" in ('client', 'provider', 'system'));
