import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import type { Database } from '../../src/db/client.js';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set (CI sets it). */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * A fresh, migrated database. It starts from the run's migrated template (global-setup.ts)
 * when there is one, else migrates from empty. On PostgreSQL each caller gets a database of
 * its own (created from TEST_DATABASE_URL, dropped on close), because test files run in
 * parallel and drizzle-kit's SQL names `"public"."users"` in its foreign keys, which
 * would cross schema boundaries; extensions are per database too.
 */
export async function createTestDatabase(engine: Engine): Promise<Database> {
  if (engine === 'pglite') {
    const template = inject('pgliteTemplate');
    if (template) {
      const dump = new Blob([await readFile(template)]);
      return openDatabase({ driver: 'pglite', loadDataDir: dump });
    }
    const database = await openDatabase({ driver: 'pglite' });
    await database.migrate();
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `doita_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = inject('postgresTemplate');
  await withAdmin(adminUrl, (admin) => createDatabase(admin, name, template));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'pg', url: url.toString(), poolSize: 5 });
  if (!template) await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(adminUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/**
 * `create database`, copied from `template` when given. Two copies of one template at the
 * same moment can be refused ("being accessed by other users"): tried again shortly.
 */
async function createDatabase(admin: pg.Client, name: string, template: string): Promise<void> {
  if (!template) {
    await admin.query(`create database ${name}`);
    return;
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === '55006';
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

export async function withAdmin<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
