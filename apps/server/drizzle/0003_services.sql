CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"pricing_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"estimated_duration_min" integer,
	"per_minute_pricing" boolean NOT NULL,
	"price_min_micros" bigint,
	"price_max_micros" bigint,
	"status" text DEFAULT 'active' NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_status_ck" CHECK ("services"."status" in ('draft', 'active', 'paused')),
	CONSTRAINT "services_price_ck" CHECK (("services"."per_minute_pricing" and "services"."price_min_micros" is null and "services"."price_max_micros" is null) or (not "services"."per_minute_pricing" and "services"."price_min_micros" >= 0 and "services"."price_max_micros" >= "services"."price_min_micros"))
);
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "services_agent_id_idx" ON "services" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "services_search_vector_idx" ON "services" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "services_title_trgm_idx" ON "services" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_status_created_idx" ON "services" USING btree ("status","created_at");