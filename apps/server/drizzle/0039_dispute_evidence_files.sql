CREATE TABLE "dispute_evidence_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"dispute_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_evidence_files_message_uq" UNIQUE("message_id"),
	CONSTRAINT "dispute_evidence_files_size_ck" CHECK ("dispute_evidence_files"."size_bytes" between 1 and 5242880),
	CONSTRAINT "dispute_evidence_files_type_ck" CHECK ("dispute_evidence_files"."content_type" in ('image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf'))
);
--> statement-breakpoint
ALTER TABLE "dispute_evidence_files" ADD CONSTRAINT "dispute_evidence_files_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence_files" ADD CONSTRAINT "dispute_evidence_files_message_id_dispute_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."dispute_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence_files" ADD CONSTRAINT "dispute_evidence_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_evidence_files_dispute_idx" ON "dispute_evidence_files" USING btree ("dispute_id");