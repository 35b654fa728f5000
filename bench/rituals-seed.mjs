// Seeds the daily rituals' scenarios for the bench couple (the first two users): a year of
// past question days with both answers, and 30 days of check-ins by each partner. Straight
// into the database while the server is stopped, like the memories; today's question is
// then opened through the API (the first request chooses it) and answered by the partner.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { api } from './support.mjs';

/** past days of the daily question (today's comes on top, chosen by the server) */
export const QUESTION_DAYS = 365;
/** days of check-ins, today included, for each partner */
export const CHECKIN_DAYS = 30;
const MOODS = ['happy', 'love', 'excited', 'romantic', 'nostalgic', 'grateful', 'peaceful'];

/** Today in the bench users' zone (the default, Ho Chi Minh City), as the server counts it. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());

/**
 * Writes the rituals' history (server stopped). Every day of the year both answered (the
 * day revealed), but one in twelve, where only the partner did: the streak is a few days,
 * the run's window reads the whole year.
 */
export async function insertRituals(root, dataDir, databaseUrl, ctx) {
  const { openDatabase } = await import(
    pathToFileURL(join(root, 'apps/server/dist/db/client.js')).href
  );
  const { QUESTION_IDS } = await import(
    pathToFileURL(join(root, 'packages/shared/dist/index.js')).href
  );
  const { sql } = await import(pathToFileURL(join(root, 'node_modules/drizzle-orm/index.js')).href);
  const database = await openDatabase(
    databaseUrl
      ? { driver: 'pg', url: databaseUrl }
      : { driver: 'pglite', dataDir: join(dataDir, 'db') },
  );
  const [a, b] = ctx.users;
  const ids = `array[${QUESTION_IDS.slice(0, QUESTION_DAYS)
    .map((id) => `'${id}'`)
    .join(',')}]`;
  const moods = `array[${MOODS.map((m) => `'${m}'`).join(',')}]`;
  // g days before today; the answer written in the evening of its day
  const day = (g) => `(date '${today()}' - ${g})`;
  const evening = (g) => `(${day(g)} + time '21:00') at time zone 'Asia/Ho_Chi_Minh'`;
  const started = Date.now();
  try {
    await database.db.execute(
      sql.raw(`insert into question_days (id, couple_id, day, question_id, revealed_at, created_at, updated_at)
      select 'bench-qd-' || g, '${ctx.coupleId}', ${day('g')}, (${ids})[g],
        case when g % 12 <> 0 then ${evening('g')} + interval '1 hour' end, ${evening('g')} - interval '12 hours', ${evening('g')}
      from generate_series(1, ${QUESTION_DAYS}) g`),
    );
    await database.db.execute(
      sql.raw(`insert into question_answers (day_id, user_id, text, created_at, updated_at)
      select 'bench-qd-' || g, w.user_id, 'Hôm đó hai đứa đi Đà Lạt, uống cà phê và nói chuyện đến khuya ' || g,
        ${evening('g')}, ${evening('g')}
      from generate_series(1, ${QUESTION_DAYS}) g
      cross join (values ('${a.userId}', 0), ('${b.userId}', 1)) w(user_id, who)
      where w.who = 1 or g % 12 <> 0`),
    );
    await database.db.execute(
      sql.raw(`insert into checkins (id, user_id, couple_id, day, mood, note, created_at, updated_at)
      select 'bench-ci-' || w.who || '-' || g, w.user_id, '${ctx.coupleId}', ${day('g')},
        (${moods})[1 + (g + w.who) % ${MOODS.length}], 'Một ngày bình yên ' || g, ${evening('g')}, ${evening('g')}
      from generate_series(0, ${CHECKIN_DAYS - 1}) g
      cross join (values ('${a.userId}', 0), ('${b.userId}', 1)) w(user_id, who)`),
    );
    await database.db.execute(sql.raw('analyze question_days, question_answers, checkins'));
    // The last seed: every write of the seeding flushed to disk now, not by a checkpoint
    // in the middle of the first scenarios.
    await database.db.execute(sql.raw('checkpoint'));
  } finally {
    await database.close();
  }
  return Date.now() - started;
}

/** Today's question, chosen by A's first request and answered by the partner (server up). */
export async function openTodaysQuestion(base, ctx) {
  const [a, b] = ctx.users;
  await api(base, a.token, 'GET', '/api/questions/today');
  await api(base, b.token, 'PUT', '/api/questions/today/answer', {
    text: 'Hôm nay em muốn hai đứa cùng nấu bữa tối.',
  });
}
