CREATE TABLE "agent_embeddings" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"text_hash" text NOT NULL,
	"vector" "bytea" NOT NULL,
	"embedded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_embeddings" ADD CONSTRAINT "agent_embeddings_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;