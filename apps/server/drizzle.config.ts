import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @doita/server` writes SQL migrations into ./drizzle (committed).
// The server applies them at start-up on PGlite and PostgreSQL alike.
// `schema` is the barrel that re-exports every module's table file
// (src/modules/<area>/<area>-schema.ts): drizzle-kit sees exactly what the app uses.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
