// Seeds the conversation scenarios: the memories' two couples get a conversation each, of
// 100,000 and of 100 messages, straight into the database while the server is stopped
// (generate_series, as the memories). Half by each partner, one in ten a reply, one in
// five with a reaction, one in fifty unsent; both read pointers a little behind the end.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const BIG_CONVERSATION = 100_000;
export const SMALL_CONVERSATION = 100;

const WORDS = [
  'Tối nay ăn phở nhé',
  'Anh nhớ em 💕',
  'Cuối tuần đi Đà Lạt không?',
  'Em đang làm gì đó',
  'Haha 😂',
  'Ngủ ngon nha',
  'Hôm nay trời đẹp quá ☀️',
  'Mua giúp anh ly cà phê sữa đá',
];

export async function insertConversations(root, dataDir, databaseUrl, couples) {
  const { openDatabase } = await import(
    pathToFileURL(join(root, 'apps/server/dist/db/client.js')).href
  );
  const { sql } = await import(pathToFileURL(join(root, 'node_modules/drizzle-orm/index.js')).href);
  const database = await openDatabase(
    databaseUrl
      ? { driver: 'pg', url: databaseUrl }
      : { driver: 'pglite', dataDir: join(dataDir, 'db') },
  );
  const words = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  const started = Date.now();
  try {
    for (const [c, count, prefix] of [
      [couples.big, BIG_CONVERSATION, 'bench-msg-big'],
      [couples.small, SMALL_CONVERSATION, 'bench-msg-small'],
    ]) {
      // message g was sent g seconds before the newest (g = 1 is the newest)
      const at = (g) => `(now() - (${g} || ' seconds')::interval)`;
      await database.db.execute(
        sql.raw(`insert into messages (id, couple_id, author_id, kind, text, reply_to_id, created_at, removed, removed_at)
        select '${prefix}-' || lpad(g::text, 7, '0'), '${c.coupleId}',
          case when g % 2 = 0 then '${c.userId}' else '${c.partnerId}' end, 'text',
          case when g % 50 = 0 then null else (${words})[1 + g % ${WORDS.length}] || ' ' || g end,
          case when g % 10 = 0 and g < ${count} then '${prefix}-' || lpad((g + 1)::text, 7, '0') end,
          ${at('g')},
          case when g % 50 = 0 then 'unsent' end, case when g % 50 = 0 then ${at('g')} end
        from generate_series(1, ${count}) g`),
      );
      await database.db.execute(
        sql.raw(`insert into message_reactions (message_id, user_id, emoji, created_at)
        select '${prefix}-' || lpad(g::text, 7, '0'),
          case when g % 2 = 0 then '${c.partnerId}' else '${c.userId}' end, '❤️', ${at('g')}
        from generate_series(1, ${count}) g where g % 5 = 0 and g % 50 <> 0`),
      );
      await database.db.execute(
        sql.raw(`insert into message_members (couple_id, user_id, read_up_to_id, read_up_to_at, seen_at, created_at)
        values ('${c.coupleId}', '${c.userId}', '${prefix}-0000003', ${at(3)}, now(), now() - interval '1 year'),
               ('${c.coupleId}', '${c.partnerId}', '${prefix}-0000007', ${at(7)}, now(), now() - interval '1 year')`),
      );
    }
    // vacuumed now, not by autovacuum for 100 000 inserted rows in the middle of a scenario
    await database.db.execute(
      sql.raw('vacuum analyze messages, message_reactions, message_members'),
    );
  } finally {
    await database.close();
  }
  return Date.now() - started;
}
