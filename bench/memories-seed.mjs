// Seeds the memories scenarios: two connected couples through the API, then memories in
// bulk straight into the database (the server is stopped: PGlite has one owner at a time).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const BIG = 100_000;
export const SMALL = 100;
/** the dashboard and timeline scenarios: reminders and published posts beside the memories */
export const BIG_REMINDERS = 10_000;
export const SMALL_REMINDERS = 10;
const BIG_POSTS = 1_000;
const SMALL_POSTS = 1;
/** the couples' start: nine years of milestones on the timeline */
const ANNIVERSARY = '2016-02-29';
const MOMENTS = [
  'Bình minh',
  'Hoàng hôn',
  'Cà phê sáng',
  'Dạo phố',
  'Ăn tối',
  'Ngắm sao',
  'Đạp xe',
  'Picnic',
  'Chụp ảnh',
  'Nghe nhạc',
];
const PLACES = [
  'Đà Lạt',
  'Hội An',
  'Sa Pa',
  'Huế',
  'Phú Quốc',
  'Hà Nội',
  'Sài Gòn',
  'Nha Trang',
  'Mũi Né',
  'Hạ Long',
];

async function call(base, token, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function couple(base, label) {
  const register = (who) =>
    call(base, null, 'POST', '/api/auth/register', {
      email: `${label}-${who}@example.com`,
      password: 'BenchPass123',
      displayName: `${label} ${who}`,
    });
  const [a, b] = [await register('a'), await register('b')];
  const { couple: pending } = await call(base, a.token, 'POST', '/api/couple/connect', {
    partnerEmail: `${label}-b@example.com`,
  });
  await call(base, b.token, 'POST', '/api/couple/respond', {
    coupleId: pending.id,
    action: 'accept',
  });
  await call(base, a.token, 'PUT', '/api/couple/update', { anniversaryDate: ANNIVERSARY });
  return { token: a.token, userId: a.user.id, partnerId: b.user.id, coupleId: pending.id };
}

/** Registers the couples while the server runs. */
export async function registerMemoryCouples(base) {
  return { big: await couple(base, 'mem-big'), small: await couple(base, 'mem-small') };
}

/** Writes the memories in bulk (server stopped): half by each partner, one in ten private. */
export async function insertMemories(root, dataDir, databaseUrl, couples) {
  const { openDatabase } = await import(
    pathToFileURL(join(root, 'apps/server/dist/db/client.js')).href
  );
  const database = await openDatabase(
    databaseUrl
      ? { driver: 'pg', url: databaseUrl }
      : { driver: 'pglite', dataDir: join(dataDir, 'db') },
  );
  const moments = `array[${MOMENTS.map((m) => `'${m}'`).join(',')}]`;
  const places = `array[${PLACES.map((p) => `'${p}'`).join(',')}]`;
  const insert = (c, count, prefix) => `
    insert into memories (id, couple_id, owner_id, author_id, title, description, location, location_lat, location_lng, date, mood, tags, is_private, created_at, updated_at)
    select '${prefix}-' || g, '${c.coupleId}', case when g % 2 = 0 then '${c.userId}' else '${c.partnerId}' end,
      case when g % 2 = 0 then '${c.userId}' else '${c.partnerId}' end,
      (${moments})[1 + g % ${MOMENTS.length}] || ' ở ' || (${places})[1 + (g / ${MOMENTS.length}) % ${PLACES.length}] || ' ' || g,
      'Một ngày đẹp của hai đứa',
      (${places})[1 + (g / ${MOMENTS.length}) % ${PLACES.length}],
      -- each place at its own seeded coordinates (the map's scenario groups by them)
      10 + ((g / ${MOMENTS.length}) % ${PLACES.length}) * 0.5, 104 + ((g / ${MOMENTS.length}) % ${PLACES.length}) * 0.25,
      date '2000-01-01' + (g % 9000),
      (array['happy','love','excited','romantic','nostalgic','grateful'])[1 + g % 6],
      array[(array['travel','food','date','family','gift','home'])[1 + g % 6]],
      g % 10 = 0, now() - (g || ' seconds')::interval, now()
    from generate_series(1, ${count}) g`;
  // Reminders every two hours around now (half already due), one in three completed;
  // published couple posts every day up to now. The reminders' counting trigger stays on.
  const reminders = (c, count, prefix) => `
    insert into reminders (id, couple_id, author_id, title, description, type, datetime, scheduled_at, series_start,
      time_zone, is_completed, completed_at, notified, notify_at, created_at, updated_at)
    select '${prefix}-r' || g, '${c.coupleId}', case when g % 2 = 0 then '${c.userId}' else '${c.partnerId}' end,
      'Nhắc nhở ' || g, 'Đặt bàn ở ' || (${places})[1 + g % ${PLACES.length}],
      (array['anniversary','birthday','date','custom'])[1 + g % 4],
      now() + ((g - ${count} / 2) * interval '2 hours'), now() + ((g - ${count} / 2) * interval '2 hours'),
      now() + ((g - ${count} / 2) * interval '2 hours'), 'Asia/Ho_Chi_Minh', g % 3 = 0,
      case when g % 3 = 0 then now() end, g <= ${count} / 2,
      case when g > ${count} / 2 and g % 3 <> 0 then now() + ((g - ${count} / 2) * interval '2 hours') end,
      now() - (g || ' minutes')::interval, now()
    from generate_series(1, ${count}) g`;
  const posts = (c, count, prefix) => `
    insert into blog_posts (id, author_id, couple_id, title, content, content_html, auto_excerpt, category, privacy, status, published_at, created_at, updated_at)
    select '${prefix}-p' || g, case when g % 2 = 0 then '${c.userId}' else '${c.partnerId}' end, '${c.coupleId}',
      'Bài viết ' || g, 'Hai đứa đi Đà Lạt.', '<p>Hai đứa đi Đà Lạt.</p>', 'Hai đứa đi Đà Lạt.', 'travel', 'couple', 'published',
      now() - (g || ' days')::interval, now() - (g || ' days')::interval, now()
    from generate_series(1, ${count}) g`;
  const started = Date.now();
  try {
    const { sql } = await import(
      pathToFileURL(join(root, 'node_modules/drizzle-orm/index.js')).href
    );
    // Bulk: the per-row counting triggers (memories, places) are off while writing, and the
    // counts are rebuilt from the rows once at the end (what the triggers would have summed).
    const triggers = ['memories_counts', 'memories_place_counts'];
    for (const trigger of triggers)
      await database.db.execute(sql.raw(`alter table memories disable trigger ${trigger}`));
    await database.db.execute(sql.raw(insert(couples.big, BIG, 'big')));
    await database.db.execute(sql.raw(insert(couples.small, SMALL, 'small')));
    for (const trigger of triggers)
      await database.db.execute(sql.raw(`alter table memories enable trigger ${trigger}`));
    await database.db.execute(sql.raw('delete from memory_place_counts'));
    await database.db.execute(
      sql.raw(`insert into memory_place_counts (owner_id, couple_id, is_private, name, lat, lng, count)
        select owner_id, coalesce(couple_id, ''), is_private, location, location_lat, location_lng, count(*)
        from memories where deleted_at is null and location_lat is not null group by 1, 2, 3, 4, 5, 6`),
    );
    await database.db.execute(sql.raw('delete from memory_counts'));
    await database.db.execute(
      sql.raw(`insert into memory_counts (owner_id, couple_id, is_private, count)
        select owner_id, coalesce(couple_id, ''), is_private, count(*) from memories
        group by 1, 2, 3`),
    );
    await database.db.execute(sql.raw(reminders(couples.big, BIG_REMINDERS, 'big')));
    await database.db.execute(sql.raw(reminders(couples.small, SMALL_REMINDERS, 'small')));
    await database.db.execute(sql.raw(posts(couples.big, BIG_POSTS, 'big')));
    await database.db.execute(sql.raw(posts(couples.small, SMALL_POSTS, 'small')));
    // vacuum too: the reminders' counting trigger left one dead row version per reminder
    await database.db.execute(sql.raw('vacuum analyze'));
  } finally {
    await database.close();
  }
  return Date.now() - started;
}
