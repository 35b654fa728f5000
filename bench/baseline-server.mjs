#!/usr/bin/env node
// The raw baselines: a bare Fastify app with no plugins, answering /health, and
// /profile/:id by issuing the profile query straight through the database driver.
// Started by bench/run.mjs on the same database the real server used.
import Fastify from 'fastify';
import { join } from 'node:path';

const port = Number(process.env.PORT);
const app = Fastify({ logger: false });

let query;
let close;
if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  query = async (sql, params) => (await pool.query(sql, params)).rows;
  close = () => pool.end();
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(join(process.env.DATA_DIR, 'db'));
  query = async (sql, params) => (await db.query(sql, params)).rows;
  close = () => db.close();
}

// The same work the profile route asks of the database: the user with its active couple joined in.
const PROFILE_SQL = `select u.*, m.couple_id, c.anniversary_date::text as couple_anniversary_date, c.connected_at as couple_connected_at
  from users u left join couple_members m on m.user_id = u.id left join couples c on c.id = m.couple_id
  where u.id = $1 limit 1`;

app.get('/health', async () => ({ status: 'ok' }));
app.get('/profile/:id', async (request, reply) => {
  const [user] = await query(PROFILE_SQL, [request.params.id]);
  if (!user) return reply.code(404).send({ message: 'Not found' });
  return { user: { id: user.id, email: user.email, displayName: user.display_name } };
});

// GET /api/reminders/upcoming?days=7: a page of the couple's next reminders with their
// authors, and how many there are in all.
const UPCOMING_WHERE = `r.couple_id = $1 and not r.is_completed and r.datetime >= now() and r.datetime <= now() + interval '7 days'`;
const UPCOMING_SQL = `select r.id, r.title, r.description, r.type, r.datetime, r.scheduled_at, r.series_start, r.time_zone,
  r.is_recurring, r.recurring_type, r.calendar, r.lunar_day, r.lunar_month, r.lunar_leap, r.is_completed, r.completed_at,
  r.notified, r.created_at, r.updated_at, r.author_id, u.display_name, u.avatar_url
  from reminders r left join users u on u.id = r.author_id where ${UPCOMING_WHERE} order by r.datetime, r.id limit 10`;
const UPCOMING_COUNT_SQL = `select count(*)::int as n from reminders r where ${UPCOMING_WHERE}`;

app.get('/upcoming/:coupleId', async (request) => {
  const [rows, [counted]] = await Promise.all([
    query(UPCOMING_SQL, [request.params.coupleId]),
    query(UPCOMING_COUNT_SQL, [request.params.coupleId]),
  ]);
  return {
    reminders: rows.map((r) => ({ id: r.id, title: r.title, datetime: r.datetime, author: r.display_name })),
    pagination: { currentPage: 1, totalReminders: counted.n, totalPages: Math.ceil(counted.n / 10) },
  };
});

await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await close();
  process.exit(0);
});
