-- Accent-free Vietnamese search (later issues) needs these on both engines.
-- Both are "trusted" extensions since PostgreSQL 13: a database owner may create them.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
