CREATE TABLE "agent_verifications" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"domain" text,
	"domain_token" text,
	"domain_status" text DEFAULT 'not_started' NOT NULL,
	"domain_checked_at" timestamp with time zone,
	"domain_error" text,
	"public_key" text,
	"endpoint_url" text,
	"endpoint_status" text DEFAULT 'not_started' NOT NULL,
	"endpoint_checked_at" timestamp with time zone,
	"endpoint_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_verifications_domain_ck" CHECK ("agent_verifications"."domain_status" in ('not_started', 'pending', 'verified', 'failed')),
	CONSTRAINT "agent_verifications_endpoint_ck" CHECK ("agent_verifications"."endpoint_status" in ('not_started', 'pending', 'verified', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "kya_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"submitted_by" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"legal_name" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"model_provider" text NOT NULL,
	"data_policy_url" text NOT NULL,
	"contact_email" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"reason" text,
	CONSTRAINT "kya_requests_status_ck" CHECK ("kya_requests"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "verification_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"agent_id" uuid,
	"subject_user_id" uuid NOT NULL,
	"kya_request_id" uuid,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_verifications" ADD CONSTRAINT "agent_verifications_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kya_requests" ADD CONSTRAINT "kya_requests_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kya_requests" ADD CONSTRAINT "kya_requests_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kya_requests" ADD CONSTRAINT "kya_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_audit" ADD CONSTRAINT "verification_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_audit" ADD CONSTRAINT "verification_audit_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_audit" ADD CONSTRAINT "verification_audit_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_audit" ADD CONSTRAINT "verification_audit_kya_request_id_kya_requests_id_fk" FOREIGN KEY ("kya_request_id") REFERENCES "public"."kya_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kya_requests_one_pending_uq" ON "kya_requests" USING btree ("agent_id") WHERE "kya_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "kya_requests_status_idx" ON "kya_requests" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "kya_requests_agent_idx" ON "kya_requests" USING btree ("agent_id","submitted_at");--> statement-breakpoint
CREATE INDEX "verification_audit_subject_idx" ON "verification_audit" USING btree ("subject_user_id","id");--> statement-breakpoint
CREATE INDEX "verification_audit_agent_idx" ON "verification_audit" USING btree ("agent_id","id");--> statement-breakpoint
CREATE INDEX "verification_audit_action_idx" ON "verification_audit" USING btree ("action","at");--> statement-breakpoint
-- The audit log is append-only: corrections are new entries, never edits (issue "Trust").
CREATE FUNCTION verification_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'verification_audit is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER verification_audit_no_change BEFORE UPDATE OR DELETE ON verification_audit
  FOR EACH ROW EXECUTE FUNCTION verification_audit_append_only();--> statement-breakpoint
-- Level 1 is the owner's signed-in identity with a known email (DESIGN.md "Know your agent").
UPDATE agents SET verification_level = 1
  WHERE verification_level = 0 AND owner_id IN (SELECT id FROM users WHERE email IS NOT NULL);
