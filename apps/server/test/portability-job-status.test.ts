import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createReminder } from './helpers/reminders.js';
import { downloadExportZip, exportOf, importOf } from './helpers/portability.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';

/**
 * The database refuses the next `times` writes of a job's last status (ready or failed) on
 * `table`, as a moment without it would: a sequence counts them, since it is not rolled back
 * with the failed statement.
 */
async function loseLastStatusWrites(
  ctx: TestApp,
  table: 'import_jobs' | 'export_jobs',
  times: number,
) {
  const db = ctx.database.db;
  await db.execute(sql.raw(`create sequence if not exists ${table}_status_faults`));
  await db.execute(
    sql.raw(`
      create or replace function ${table}_lose_status() returns trigger language plpgsql as $$
      begin
        if new.status in ('ready', 'failed') and nextval('${table}_status_faults') <= ${times} then
          raise exception 'the database went away';
        end if;
        return new;
      end $$`),
  );
  await db.execute(
    sql.raw(`create trigger ${table}_lose_status before update on ${table}
      for each row execute function ${table}_lose_status()`),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger ${table}_lose_status on ${table}`));
    await db.execute(sql.raw(`drop function ${table}_lose_status()`));
    await db.execute(sql.raw(`drop sequence ${table}_status_faults`));
  };
}

/**
 * An export or an import whose last status write is lost for a moment still ends: the write
 * is tried again, so its page does not wait forever and the person's next import is taken.
 */
describeEachEngine(
  'a job’s last status, written through a moment without the database',
  (engine) => {
    const t = useTestApp(engine);

    it('an import is said ready, and the next one is taken', async () => {
      const ctx = t();
      const user = await ctx.registerUser({ displayName: 'Vy' });
      await createReminder(ctx, user, { title: 'Ngày đầu tiên' });
      const exported = await exportOf(ctx, user);
      const zip = (await downloadExportZip(ctx, user, exported.id)).rawPayload;

      const restore = await loseLastStatusWrites(ctx, 'import_jobs', 2);
      try {
        const first = await importOf(ctx, user, zip);
        expect(first).toMatchObject({ status: 'ready', error: null });
        expect(first.counts.reminders).toEqual({ added: 0, skipped: 1, held: 0 });
      } finally {
        await restore();
      }
      // nothing left running: the next import is not refused as one already under way
      const second = await importOf(ctx, user, zip);
      expect(second.status).toBe('ready');
    }, 60_000);

    it('an export is said ready, and downloads', async () => {
      const ctx = t();
      const user = await ctx.registerUser();
      const restore = await loseLastStatusWrites(ctx, 'export_jobs', 3);
      try {
        const job = await exportOf(ctx, user);
        expect(job).toMatchObject({ status: 'ready', error: null });
        expect(job.downloadUrl).toBeTruthy();
        const zip = await downloadExportZip(ctx, user, job.id);
        expect(zip.statusCode).toBe(200);
      } finally {
        await restore();
      }
    }, 60_000);
  },
);
