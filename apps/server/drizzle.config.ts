import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @doita/server` writes SQL migrations into ./drizzle (committed).
// The server applies them at start-up on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
