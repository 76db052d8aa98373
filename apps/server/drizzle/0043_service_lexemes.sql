-- The vocabulary of service search vectors (decision 082). Collation C makes a prefix a range of the key.
CREATE TABLE "service_lexemes" (
	"lexeme" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Statement triggers with transition tables: one insert per statement, so a bulk load of 100,000
-- services adds its lexemes once instead of row by row.
CREATE FUNCTION "service_lexemes_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO service_lexemes (lexeme)
		SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM changed_services
		ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "services_lexemes_insert" AFTER INSERT ON "services"
	REFERENCING NEW TABLE AS changed_services FOR EACH STATEMENT EXECUTE FUNCTION service_lexemes_add();
--> statement-breakpoint
CREATE TRIGGER "services_lexemes_update" AFTER UPDATE ON "services"
	REFERENCING NEW TABLE AS changed_services FOR EACH STATEMENT EXECUTE FUNCTION service_lexemes_add();
--> statement-breakpoint
INSERT INTO service_lexemes (lexeme)
	SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM services ON CONFLICT DO NOTHING;
