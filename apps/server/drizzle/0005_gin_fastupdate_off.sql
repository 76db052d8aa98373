DROP INDEX "agents_search_vector_idx";--> statement-breakpoint
DROP INDEX "services_search_vector_idx";--> statement-breakpoint
CREATE INDEX "agents_search_vector_idx" ON "agents" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "services_search_vector_idx" ON "services" USING gin ("search_vector") WITH (fastupdate=false);