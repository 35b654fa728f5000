// Seeds the memories scenarios: two connected couples through the API, then memories in
// bulk straight into the database (the server is stopped: PGlite has one owner at a time).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const BIG = 100_000;
export const SMALL = 100;
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
    insert into memories (id, couple_id, owner_id, author_id, title, description, location, date, mood, tags, is_private, created_at, updated_at)
    select '${prefix}-' || g, '${c.coupleId}', case when g % 2 = 0 then '${c.userId}' else '${c.partnerId}' end,
      case when g % 2 = 0 then '${c.userId}' else '${c.partnerId}' end,
      (${moments})[1 + g % ${MOMENTS.length}] || ' ở ' || (${places})[1 + (g / ${MOMENTS.length}) % ${PLACES.length}] || ' ' || g,
      'Một ngày đẹp của hai đứa',
      (${places})[1 + (g / ${MOMENTS.length}) % ${PLACES.length}],
      date '2000-01-01' + (g % 9000),
      (array['happy','love','excited','romantic','nostalgic','grateful'])[1 + g % 6],
      array[(array['travel','food','date','family','gift','home'])[1 + g % 6]],
      g % 10 = 0, now() - (g || ' seconds')::interval, now()
    from generate_series(1, ${count}) g`;
  const started = Date.now();
  try {
    const { sql } = await import(
      pathToFileURL(join(root, 'node_modules/drizzle-orm/index.js')).href
    );
    // Bulk: the per-row counting trigger is off while writing, and the counts are
    // rebuilt from the rows once at the end (what the trigger would have summed).
    await database.db.execute(sql.raw('alter table memories disable trigger memories_counts'));
    await database.db.execute(sql.raw(insert(couples.big, BIG, 'big')));
    await database.db.execute(sql.raw(insert(couples.small, SMALL, 'small')));
    await database.db.execute(sql.raw('alter table memories enable trigger memories_counts'));
    await database.db.execute(sql.raw('delete from memory_counts'));
    await database.db.execute(
      sql.raw(`insert into memory_counts (owner_id, couple_id, is_private, count)
        select owner_id, coalesce(couple_id, ''), is_private, count(*) from memories
        group by 1, 2, 3`),
    );
    await database.db.execute(sql.raw('analyze'));
  } finally {
    await database.close();
  }
  return Date.now() - started;
}
