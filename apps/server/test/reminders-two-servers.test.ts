import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import type { Database } from '../src/db/client.js';
import { coupleMembers, couples, notifications, reminders, users } from '../src/db/schema.js';

/**
 * Two real server processes on one PostgreSQL, each running its scheduler every 100 ms in
 * small batches: every due reminder must reach each partner exactly once.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe.skipIf(!adminUrl)(
  'reminders: two servers on one PostgreSQL deliver each reminder once',
  () => {
    const name = `doita_two_${process.pid}_${randomBytes(3).toString('hex')}`;
    let url = '';
    let database: Database;
    const servers: ChildProcess[] = [];
    const dirs: string[] = [];

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const u = new URL(adminUrl!);
      u.pathname = `/${name}`;
      url = u.toString();
      database = await openDatabase({ driver: 'pg', url, poolSize: 4 });
      await database.migrate();
    });

    afterAll(async () => {
      await Promise.all(
        servers.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      await database?.close();
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });

    async function startServer(): Promise<ChildProcess> {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'doita-two-'));
      dirs.push(dataDir);
      const child = spawn(
        process.execPath,
        ['--conditions=source', '--import', 'tsx', 'src/server.ts'],
        {
          cwd: serverDir,
          stdio: ['ignore', 'ignore', 'inherit'],
          env: {
            ...process.env,
            NODE_ENV: 'test',
            DATABASE_URL: url,
            DATA_DIR: dataDir,
            PORT: '0',
            HOST: '127.0.0.1',
            JWT_SECRET: 'two-servers-secret-two-servers-secret-0123',
            LOG_LEVEL: 'error',
            SCHEDULER_INTERVAL_MS: '100',
            SCHEDULER_BATCH_SIZE: '15',
          },
        },
      );
      servers.push(child);
      return child;
    }

    it('600 due reminders, 20 couples, two schedulers: 1200 notifications, none twice', async () => {
      const db = database.db;
      const now = Date.now();
      const couplesIds: string[] = [];
      for (let i = 0; i < 20; i++) {
        const [u1, u2] = [randomUUID(), randomUUID()];
        await db.insert(users).values(
          [u1, u2].map((id) => ({
            id,
            email: `${id}@example.com`,
            passwordHash: 'x',
            displayName: id.slice(0, 8),
          })),
        );
        const coupleId = randomUUID();
        await db.insert(couples).values({
          id: coupleId,
          user1Id: u1,
          user2Id: u2,
          status: 'accepted',
          connectedAt: new Date(),
        });
        await db.insert(coupleMembers).values([u1, u2].map((userId) => ({ userId, coupleId })));
        couplesIds.push(coupleId);
      }
      const rows = Array.from({ length: 600 }, (_, i): typeof reminders.$inferInsert => {
        // half already due (a backlog), half falling due over the next two seconds
        const at = new Date(i < 300 ? now - 60_000 : now + (i - 300) * 7);
        return {
          id: randomUUID(),
          coupleId: couplesIds[i % 20]!,
          authorId: '',
          title: `R${i}`,
          datetime: at,
          scheduledAt: at,
          // the scheduler claims by notify_at (a notice may come days ahead): due at its time
          notifyAt: at,
          seriesStart: at,
          timeZone: 'Asia/Ho_Chi_Minh',
          isRecurring: i % 10 === 0,
          recurringType: i % 10 === 0 ? 'daily' : 'none',
        };
      });
      // authors: any member of the couple
      const members = await db.select().from(coupleMembers);
      for (const row of rows)
        row.authorId = members.find((m) => m.coupleId === row.coupleId)!.userId;
      await db.insert(reminders).values(rows);

      await Promise.all([startServer(), startServer()]);
      const deadline = Date.now() + 60_000;
      for (;;) {
        const [left] = await db
          .select({ n: count() })
          .from(reminders)
          .where(sql`${reminders.datetime} <= now() and not ${reminders.notified}`);
        const [delivered] = await db
          .select({ n: count() })
          .from(notifications)
          .where(eq(notifications.type, 'reminder_due'));
        if (left?.n === 0 && delivered?.n === 1200) break;
        if (Date.now() > deadline) throw new Error(`left ${left?.n}, delivered ${delivered?.n}`);
        await new Promise((r) => setTimeout(r, 250));
      }
      await new Promise((r) => setTimeout(r, 500)); // a late duplicate would show up now
      const duplicates = await db.execute(
        sql`select data->>'reminderId' as id, user_id, count(*) from notifications where type = 'reminder_due' group by 1, 2 having count(*) > 1`,
      );
      expect((duplicates as { rows: unknown[] }).rows).toEqual([]);
      const [total] = await db
        .select({ n: count() })
        .from(notifications)
        .where(eq(notifications.type, 'reminder_due'));
      expect(total?.n).toBe(1200);
      const [movedOn] = await db
        .select({ n: count() })
        .from(reminders)
        .where(
          sql`${reminders.isRecurring} and ${reminders.datetime} > now() and not ${reminders.notified}`,
        );
      expect(movedOn?.n).toBe(60);
    }, 90_000);
  },
);
