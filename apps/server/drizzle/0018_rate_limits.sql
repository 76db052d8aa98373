-- UNLOGGED: a counter bumped on every mutating request is not worth a WAL flush per commit; a
-- crash empties the table, which only forgives the current window. A clean restart keeps it.
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start_ms" bigint NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limits_pk" PRIMARY KEY("key","window_start_ms")
);
