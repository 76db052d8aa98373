CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "agents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"categories" text[] NOT NULL,
	"endpoint_url" text,
	"avatar_url" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"verification_level" smallint DEFAULT 0 NOT NULL,
	"reputation_hundredths" integer DEFAULT 0 NOT NULL,
	"hourly_rate_micros" bigint,
	"base_per_minute_rate_micros" bigint NOT NULL,
	"rate_granularity_s" smallint DEFAULT 1 NOT NULL,
	"min_charge_ms" integer DEFAULT 6000 NOT NULL,
	"rate_overrides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_per_stream_micros" bigint,
	"max_per_hour_micros" bigint,
	"search_vector" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_status_ck" CHECK ("agents"."status" in ('draft', 'active', 'paused', 'suspended')),
	CONSTRAINT "agents_rate_min_ck" CHECK ("agents"."base_per_minute_rate_micros" >= 100),
	CONSTRAINT "agents_granularity_ck" CHECK ("agents"."rate_granularity_s" in (1, 6, 60)),
	CONSTRAINT "agents_min_charge_ck" CHECK ("agents"."min_charge_ms" >= 0),
	CONSTRAINT "agents_verification_ck" CHECK ("agents"."verification_level" between 0 and 4),
	CONSTRAINT "agents_reputation_ck" CHECK ("agents"."reputation_hundredths" between 0 and 99999)
);
--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agents_slug_uq" ON "agents" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "agents_owner_id_idx" ON "agents" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "agents_search_vector_idx" ON "agents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "agents_skills_idx" ON "agents" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "agents_name_trgm_idx" ON "agents" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agents_status_created_idx" ON "agents" USING btree ("status","created_at");