import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes the SQL migrations that api/db/database.ts applies at start-up, for PGlite and
// PostgreSQL alike; no database connection is needed to generate them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/db/schema.ts',
  out: './api/db/migrations',
});
