-- Events written before this migration get constant values (no table rewrite): xid 0 and the
-- highest horizon, so a replay from one of them looks back at nothing, as replays did before.
ALTER TABLE "events" ADD COLUMN "xid" "xid8" DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "horizon" "xid8" DEFAULT '18446744073709551615' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "xid" SET DEFAULT pg_current_xact_id();--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "horizon" SET DEFAULT pg_snapshot_xmin(pg_current_snapshot());
