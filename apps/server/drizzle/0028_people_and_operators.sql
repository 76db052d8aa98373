-- People and operators: message threads (decision 039), notifications and the email outbox (040),
-- platform analytics rollups (037), paging indexes (041) and suspensions (043).
CREATE TABLE "analytics_days" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"is_demo" boolean NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "analytics_days_pk" PRIMARY KEY("day","metric","is_demo")
);
--> statement-breakpoint
CREATE TABLE "page_view_days" (
	"day" date PRIMARY KEY NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_view_path_days" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "page_view_path_days_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "thread_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_kind" text NOT NULL,
	"thread_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thread_messages_kind_ck" CHECK ("thread_messages"."thread_kind" in ('offer', 'contract'))
);
--> statement-breakpoint
CREATE TABLE "thread_reads" (
	"user_id" uuid NOT NULL,
	"thread_kind" text NOT NULL,
	"thread_id" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "thread_reads_user_id_thread_kind_thread_id_pk" PRIMARY KEY("user_id","thread_kind","thread_id")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"to_address" text NOT NULL,
	"event_id" bigint NOT NULL,
	"event" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"category" text NOT NULL,
	"in_app" boolean NOT NULL,
	"email" boolean NOT NULL,
	CONSTRAINT "notification_preferences_user_id_category_pk" PRIMARY KEY("user_id","category")
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"user_id" uuid NOT NULL,
	"event_id" bigint NOT NULL,
	CONSTRAINT "notification_reads_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "notification_state" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"read_through_event_id" bigint NOT NULL
);
--> statement-breakpoint
DROP VIEW "public"."dispute_outcomes";--> statement-breakpoint
DROP VIEW "public"."contract_parties";--> statement-breakpoint
DROP VIEW "public"."user_accounts";--> statement-breakpoint
DROP INDEX "api_keys_user_id_idx";--> statement-breakpoint
DROP INDEX "disputes_open_idx";--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "visitor_key" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "root_offer_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_reads" ADD CONSTRAINT "thread_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_state" ADD CONSTRAINT "notification_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thread_messages_thread_idx" ON "thread_messages" USING btree ("thread_kind","thread_id","created_at","id");--> statement-breakpoint
CREATE INDEX "email_outbox_newest_idx" ON "email_outbox" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_root_offer_id_offers_id_fk" FOREIGN KEY ("root_offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_user_newest_idx" ON "api_keys" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "disputes_status_created_idx" ON "disputes" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "contracts_created_idx" ON "contracts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "offers_root_idx" ON "offers" USING btree ("root_offer_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_created_idx" ON "ledger_transfers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "streams_stopped_idx" ON "streams" USING btree ("stopped_at") WHERE "streams"."stopped_at" is not null;--> statement-breakpoint
CREATE VIEW "public"."dispute_thread_messages" AS (select "dispute_messages"."id", "dispute_messages"."dispute_id", "disputes"."contract_id", "dispute_messages"."author_id", "dispute_messages"."body", "dispute_messages"."evidence_url", "dispute_messages"."created_at" from "dispute_messages" inner join "disputes" on "disputes"."id" = "dispute_messages"."dispute_id");--> statement-breakpoint
CREATE VIEW "public"."job_titles" AS (select "id", "title" from "jobs");--> statement-breakpoint
CREATE VIEW "public"."offer_threads" AS (select "id", coalesce("root_offer_id", "id") as "thread_id", "root_offer_id", "agent_id", "job_id", "service_id", "client_id", "provider_id", case when "proposed_by" = 'client' then "client_id" else "provider_id" end as "proposer_id", "message", "status", "created_at" from "offers");--> statement-breakpoint
CREATE VIEW "public"."user_events" AS (select "id", "channel", "event", "data", "created_at" from "events" where "events"."channel" like 'user:%');--> statement-breakpoint
CREATE VIEW "public"."dispute_outcomes" AS (select "id", "contract_id", "status", "agent_share_bps", "created_at" from "disputes");--> statement-breakpoint
CREATE VIEW "public"."contract_parties" AS (select "id", "agent_id", "client_id", "provider_id", "status", "cancelled_by", "title", "created_at" from "contracts");--> statement-breakpoint
CREATE VIEW "public"."user_accounts" AS (select "id", "oidc_issuer", "oidc_subject", "email", "email_verified", "first_name", "last_name", "name_edited_at", "profile_image_url", "role", "created_at", "updated_at", "last_sign_in_at", "is_demo", "suspended_at" from "users");--> statement-breakpoint
WITH RECURSIVE "chain"("id", "root") AS (
	SELECT "id", "id" FROM "offers" WHERE "counter_of" IS NULL
	UNION ALL
	SELECT "o"."id", "c"."root" FROM "offers" "o" JOIN "chain" "c" ON "o"."counter_of" = "c"."id"
)
UPDATE "offers" SET "root_offer_id" = "chain"."root" FROM "chain" WHERE "offers"."id" = "chain"."id" AND "chain"."root" <> "offers"."id";--> statement-breakpoint
-- The one definition of which categories go out by email when a person chose nothing (decision 040):
-- the ones about money leaving or being contested. The outbox trigger and the preferences API read it.
CREATE FUNCTION "notification_email_default"("category" text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
	SELECT "category" IN ('dispute', 'withdrawal', 'agent')
$$;--> statement-breakpoint
CREATE FUNCTION "enqueue_notification_email"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"recipient" uuid;
	"address" text;
	"wanted" boolean;
BEGIN
	IF NEW."channel" NOT LIKE 'user:%' THEN
		RETURN NEW;
	END IF;
	"recipient" := substring(NEW."channel" FROM 6)::uuid;
	SELECT "email" INTO "address" FROM "user_accounts" WHERE "id" = "recipient" AND "email_verified";
	IF "address" IS NULL THEN
		RETURN NEW;
	END IF;
	SELECT coalesce(
		(SELECT "email" FROM "notification_preferences" WHERE "user_id" = "recipient" AND "category" = split_part(NEW."event", '.', 1)),
		"notification_email_default"(split_part(NEW."event", '.', 1))
	) INTO "wanted";
	IF "wanted" THEN
		INSERT INTO "email_outbox" ("user_id", "to_address", "event_id", "event", "data") VALUES ("recipient", "address", NEW."id", NEW."event", NEW."data");
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "events_email_outbox" AFTER INSERT ON "events" FOR EACH ROW EXECUTE FUNCTION "enqueue_notification_email"();
