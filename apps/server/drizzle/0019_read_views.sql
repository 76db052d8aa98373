-- Read interfaces: other modules join these views, never the agents, contracts, disputes, services
-- and users tables themselves. One-table views are inlined by the planner, so a join costs what
-- joining the table did and the tables' indexes serve it.
CREATE VIEW "public"."agent_listings" AS (select "id", "owner_id", "name", "status", "categories", "hourly_rate_micros", "base_per_minute_rate_micros", "rate_granularity_s", "min_charge_ms", "rate_overrides", "max_per_stream_micros", "max_per_hour_micros", "slug", "tagline", "skills", "verification_level", "reputation_hundredths", "created_at" from "agents");--> statement-breakpoint
CREATE VIEW "public"."agent_names" AS (select "id", "owner_id", "name", "slug", "verification_level" from "agents");--> statement-breakpoint
CREATE VIEW "public"."dispute_outcomes" AS (select "contract_id", "status", "agent_share_bps" from "disputes");--> statement-breakpoint
CREATE VIEW "public"."contract_parties" AS (select "id", "agent_id", "client_id", "provider_id", "status", "cancelled_by" from "contracts");--> statement-breakpoint
CREATE VIEW "public"."service_titles" AS (select "id", "agent_id", "title" from "services");--> statement-breakpoint
CREATE VIEW "public"."user_accounts" AS (select "id", "oidc_issuer", "oidc_subject", "email", "email_verified", "first_name", "last_name", "profile_image_url", "role", "created_at", "updated_at", "last_sign_in_at" from "users");--> statement-breakpoint
CREATE VIEW "public"."user_names" AS (select "id", "email", "first_name", "last_name", nullif(trim(concat_ws(' ', "first_name", "last_name")), '') as "display_name" from "users");
