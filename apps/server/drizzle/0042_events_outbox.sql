CREATE TABLE "events_outbox" (
	"event_id" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events_outbox" ADD CONSTRAINT "events_outbox_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;