ALTER TABLE "users" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Users stored before this column counted their email as known (admin role, KYA level 1); keep that
-- until their next sign-in, which records what the provider says (email_verified) from then on.
UPDATE "users" SET "email_verified" = true WHERE "email" IS NOT NULL;
