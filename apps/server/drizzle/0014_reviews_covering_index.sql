DROP INDEX "reviews_agent_idx";--> statement-breakpoint
CREATE INDEX "reviews_agent_idx" ON "reviews" USING btree ("agent_id","author_side","created_at","stars","paid_micros");