CREATE TABLE "search_synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"terms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Synonyms change what searches find: every process keeps them with the catalog's structure and
-- keeps search answers, so a change is announced on the catalog's channel once the transaction
-- commits, as "S:synonyms": answers and the structure are forgotten, but the products are as they
-- were, so the search index of each process stays (catalog-cache.ts `SEARCH_WORDS_CHANGED`).
CREATE FUNCTION shop_announce_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_catalog_changed', 'S:synonyms');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER search_synonyms_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_search_words();
