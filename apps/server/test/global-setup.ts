import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { withAdmin } from './helpers/test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a PGlite data directory with every migration applied, dumped to this file */
    pgliteTemplate: string;
    /** on PostgreSQL (TEST_DATABASE_URL), a migrated database to copy each test's from */
    postgresTemplate: string;
  }
}

/**
 * The server suite's databases start from one migrated copy made here, once a run, instead
 * of each file creating an empty database and running every migration again (~2.5 s a file
 * on PGlite, ~0.5 s on PostgreSQL, for some 85 files on each): PGlite loads a dumped data
 * directory, PostgreSQL copies a template database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), 'doita-test-template-'));
  const pglite = await openDatabase({ driver: 'pglite' });
  await pglite.migrate();
  const dump = await pglite.dumpDataDir?.();
  await pglite.close();
  if (!dump) throw new Error('PGlite gave no data directory dump');
  const file = path.join(folder, 'pglite-template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let template = '';
  if (adminUrl) {
    template = `doita_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withAdmin(adminUrl, (admin) => admin.query(`create database ${template}`));
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const postgres = await openDatabase({ driver: 'pg', url: url.toString(), poolSize: 2 });
    await postgres.migrate();
    await postgres.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    await rm(folder, { recursive: true, force: true });
    if (adminUrl && template)
      await withAdmin(adminUrl, (admin) =>
        admin.query(`drop database if exists ${template} with (force)`),
      );
  };
}
