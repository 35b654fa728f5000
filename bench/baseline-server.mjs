#!/usr/bin/env node
// The raw baselines: a bare Fastify app with no plugins (one hook: the server's security
// headers on every answer, as the server sends them), answering /health, and
// /profile/:id by issuing the profile query straight through the database driver.
// Started by bench/run.mjs on the same database the real server used. Every read keeps to
// what is not in the trash (`deleted_at is null`), as the repositories do since the trash came:
// the list indexes are partial on it, so a query without it scans the table.
import { PLACE_LIMITS } from '@doita/shared';
import Fastify from 'fastify';
import { registerConversationBaseline } from './baseline-conversation.mjs';
import { join } from 'node:path';

const port = Number(process.env.PORT);
const app = Fastify({ logger: false });
// The headers every answer of the server carries (its security policy), set the cheapest way
// there is, so that each baseline answers the same bytes as the route it is compared with.
const answerHeaders = JSON.parse(process.env.ANSWER_HEADERS ?? '{}');
if (Object.keys(answerHeaders).length)
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(answerHeaders);
    done();
  });

let query;
let close;
if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  query = async (sql, params) => (await pool.query(sql, params)).rows;
  close = () => pool.end();
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // The extensions the server loads: search calls doita_unaccent(), which needs unaccent.
  const db = await PGlite.create({
    dataDir: join(process.env.DATA_DIR, 'db'),
    extensions: { unaccent, pg_trgm },
  });
  query = async (sql, params) => (await db.query(sql, params)).rows;
  close = () => db.close();
}

// The same work authenticate asks of the database: the user with its active couple joined in,
// and whether the access token's session ($2, its `sid`) still has an unrevoked token.
const PROFILE_SQL = `select u.*, m.couple_id, c.anniversary_date::text as couple_anniversary_date, c.connected_at as couple_connected_at,
  exists (select 1 from refresh_tokens r where r.family_id = $2 and r.revoked_at is null) as session_live
  from users u left join couple_members m on m.user_id = u.id left join couples c on c.id = m.couple_id
  where u.id = $1 limit 1`;
const profileParams = (userId, request) => [userId, request.query.sid ?? ''];

// The memories list and search as the repository issues them, written out by hand.
const MEMORY_COLUMNS = `m.id, m.couple_id, m.author_id, m.title, m.description, m.content, m.date::text as date,
  m.location, m.mood, m.tags, m.is_private, m.created_at, m.updated_at,
  u.display_name as author_name, u.avatar_upload_id as author_avatar_upload_id, (select a.widths[1] from uploads a where a.id = u.avatar_upload_id) as author_avatar_width, coalesce(f.is_favorite, false) as is_favorite`;
const MEMORY_FROM = `memories m left join users u on u.id = m.author_id
  left join memory_favorites f on f.memory_id = m.id and f.user_id = $1`;
const NEWEST = (t) =>
  `${t}date desc nulls last, ${t}created_at desc nulls last, ${t}id desc nulls last`;
const PAGE_SQL = `select ${MEMORY_COLUMNS} from ${MEMORY_FROM}
  where m.id in (select v.id from (
    (select id, date, created_at from memories where deleted_at is null and owner_id = $1 order by ${NEWEST('')} limit $3)
    union all
    (select id, date, created_at from memories where deleted_at is null and couple_id = $2 and not is_private and owner_id <> $1 order by ${NEWEST('')} limit $3)
  ) v order by ${NEWEST('v.')} limit $3 offset 0)
  order by ${NEWEST('m.')}`;
const TOTAL_SQL = `select coalesce(sum(count), 0)::int as total from memory_counts
  where owner_id = $1 or (couple_id = $2 and not is_private)`;
const VISIBLE = `m.deleted_at is null and (m.owner_id = $1 or (m.couple_id = $2 and not m.is_private))`;
const QUERY = `(select plainto_tsquery('simple'::regconfig, doita_unaccent($3)) offset 0)`;
// Ranked over the narrow columns the order needs, the total a window over the same matches;
// the page's ten memories are read and joined after the limit.
const SEARCH_SQL = `select ${MEMORY_COLUMNS}, h.total from (
    select m.id, ts_rank(m.search, ${QUERY}) as rank, m.date, m.created_at, (count(*) over ())::int as total
    from memories m where ${VISIBLE} and m.search @@ ${QUERY}
    order by rank desc, ${NEWEST('m.')} limit 10 offset 0) h
  join memories m on m.id = h.id left join users u on u.id = m.author_id
  left join memory_favorites f on f.memory_id = m.id and f.user_id = $1
  order by h.rank desc, ${NEWEST('h.')}`;
const IMAGES_SQL = `select mi.memory_id, u.id, u.widths, u.placeholder, u.width, u.height
  from memory_images mi join uploads u on u.id = mi.upload_id
  where mi.memory_id = any($1) order by mi.memory_id, mi.position`;

async function memoriesPage(rows, total, limit) {
  const images = await query(IMAGES_SQL, [rows.map((r) => r.id)]);
  return {
    memories: rows.map((r) => ({ ...r, images: images.filter((i) => i.memory_id === r.id) })),
    pagination: {
      currentPage: 1,
      totalMemories: total,
      totalPages: Math.ceil(total / limit),
    },
  };
}

app.get('/memories/:userId/:coupleId', async (request) => {
  const { userId, coupleId } = request.params;
  // the total takes the viewer, not the page size
  const [rows, [counted]] = await Promise.all([
    query(PAGE_SQL, [userId, coupleId, 10]),
    query(TOTAL_SQL, [userId, coupleId]),
  ]);
  return memoriesPage(rows, counted.total, 10);
});
// The map's places, as GET /api/memories/places asks them: the per-place counts I may see
// (memory_place_counts, kept by a trigger) summed by place, most first; each place's newest ids
// (as many as the API gives) from the two arms of the rule read off their place indexes, merged.
const PLACE_ARM = (
  who,
) => `(select id, date, created_at from memories where ${who} and deleted_at is null
  and location_lat is not null and location = pc.name and location_lat = pc.lat and location_lng = pc.lng
  order by date desc nulls last, created_at desc nulls last, id desc nulls last limit ${PLACE_LIMITS.memoryIdsPerPlace})`;
const PLACES_SQL = `select pc.name, pc.lat, pc.lng, sum(pc.count)::int as count,
  array(select v.id from (${PLACE_ARM('owner_id = $1')} union all
    ${PLACE_ARM('couple_id = $2 and not is_private and owner_id <> $1')}) v
    order by v.date desc nulls last, v.created_at desc nulls last, v.id desc nulls last limit ${PLACE_LIMITS.memoryIdsPerPlace}) as memory_ids
  from memory_place_counts pc where pc.owner_id = $1 or (pc.couple_id = $2 and not pc.is_private)
  group by pc.name, pc.lat, pc.lng having sum(pc.count) > 0
  order by sum(pc.count) desc, pc.name, pc.lat, pc.lng limit 1001`;
app.get('/places/:userId/:coupleId', async (request) => {
  const { userId, coupleId } = request.params;
  const rows = await query(PLACES_SQL, [userId, coupleId]);
  return { places: rows.slice(0, 1000), truncated: rows.length > 1000 };
});
app.get('/memories-search/:userId/:coupleId', async (request) => {
  const { userId, coupleId } = request.params;
  const rows = await query(SEARCH_SQL, [userId, coupleId, request.query.q]);
  return memoriesPage(rows, rows[0]?.total ?? 0, 10);
});
// The blog's reads, as the routes ask them of the database: a public post with its author
// and cover (and its inline images), and one page of my posts with its total.
const POST_COLUMNS = `p.id, p.title, p.excerpt, p.auto_excerpt, p.tags, p.category, p.privacy, p.status,
  p.reading_minutes, p.likes_count, p.comments_count, p.published_at, p.created_at, p.updated_at,
  p.author_id, u.display_name, u.avatar_upload_id, (select a.widths[1] from uploads a where a.id = u.avatar_upload_id) as avatar_width, c.id as cover_id, c.widths, c.placeholder, c.width, c.height`;
const PUBLIC_POST_SQL = `select ${POST_COLUMNS}, p.content_html, p.render_version
  from blog_posts p left join users u on u.id = p.author_id left join uploads c on c.id = p.cover_upload_id
  where p.id = $1 and p.deleted_at is null and p.privacy = 'public' and p.status = 'published' limit 1`;
const POST_IMAGES_SQL = `select u.id, u.widths, u.placeholder, u.width, u.height from blog_post_images i
  join uploads u on u.id = i.upload_id where i.post_id = $1`;
const LIST_WHERE = `p.deleted_at is null and (p.author_id = $1 or (p.couple_id = $2 and p.status = 'published' and p.privacy in ('couple', 'public')))`;
const LIST_SQL = `select ${POST_COLUMNS}, exists (select 1 from blog_post_likes l where l.post_id = p.id and l.user_id = $1) as liked
  from blog_posts p left join users u on u.id = p.author_id left join uploads c on c.id = p.cover_upload_id
  where ${LIST_WHERE} order by p.sorted_at desc, p.id desc limit 10 offset 0`;
const LIST_COUNT_SQL = `select count(*)::int as total from blog_posts p where ${LIST_WHERE}`;

app.get('/health', async () => ({ status: 'ok' }));
// through the driver, behind whatever is queued: the bench waits on it between measurements
app.get('/ready', async () => ({ ready: (await query('select 1 as one'))[0].one === 1 }));
app.get('/blog/post/:id', async (request, reply) => {
  const [post] = await query(PUBLIC_POST_SQL, [request.params.id]);
  if (!post) return reply.code(404).send({ message: 'Not found' });
  const images = post.content_html.includes('src="upload:')
    ? await query(POST_IMAGES_SQL, [post.id])
    : [];
  return { post: { ...post, images } };
});
app.get('/blog/list/:userId', async (request) => {
  const [user] = await query(PROFILE_SQL, profileParams(request.params.userId, request));
  const params = [request.params.userId, user?.couple_id ?? null];
  const [posts, [counted]] = await Promise.all([
    query(LIST_SQL, params),
    query(LIST_COUNT_SQL, params),
  ]);
  return {
    posts,
    pagination: {
      currentPage: 1,
      totalPosts: counted.total,
      totalPages: Math.ceil(counted.total / 10),
    },
  };
});
app.get('/profile/:id', async (request, reply) => {
  const [user] = await query(PROFILE_SQL, profileParams(request.params.id, request));
  if (!user) return reply.code(404).send({ message: 'Not found' });
  return { user: { id: user.id, email: user.email, displayName: user.display_name } };
});

// GET /api/reminders/upcoming?days=7: a page of the couple's next reminders with their
// authors, and how many there are in all.
const UPCOMING_WHERE = `r.deleted_at is null and r.couple_id = $1 and not r.is_completed and r.datetime >= now() and r.datetime <= now() + interval '7 days'`;
const UPCOMING_SQL = `select r.id, r.title, r.description, r.type, r.datetime, r.scheduled_at, r.series_start, r.time_zone,
  r.is_recurring, r.recurring_type, r.calendar, r.lunar_day, r.lunar_month, r.lunar_leap, r.is_completed, r.completed_at,
  r.notified, r.created_at, r.updated_at, r.author_id, u.display_name, u.avatar_upload_id, (select a.widths[1] from uploads a where a.id = u.avatar_upload_id) as avatar_width
  from reminders r left join users u on u.id = r.author_id where ${UPCOMING_WHERE} order by r.datetime, r.id limit 10`;
const UPCOMING_COUNT_SQL = `select count(*)::int as n from reminders r where ${UPCOMING_WHERE}`;

app.get('/upcoming/:coupleId', async (request) => {
  const [rows, [counted]] = await Promise.all([
    query(UPCOMING_SQL, [request.params.coupleId]),
    query(UPCOMING_COUNT_SQL, [request.params.coupleId]),
  ]);
  return {
    reminders: rows.map((r) => ({
      id: r.id,
      title: r.title,
      datetime: r.datetime,
      author: r.display_name,
    })),
    pagination: {
      currentPage: 1,
      totalReminders: counted.n,
      totalPages: Math.ceil(counted.n / 10),
    },
  };
});

// GET /api/dashboard: the signed-in user (as authentication reads them), then the five
// reads of dashboard-repository.ts written out by hand: the counts, the newest memories and
// reminders, the next reminders, on this day (four arms by month-day and date: the server's
// second day is the first again except on 28 February of a common year).
const COVER = `(select json_build_object('id', cu.id, 'widths', cu.widths, 'placeholder', cu.placeholder, 'width', cu.width, 'height', cu.height)
  from memory_images ci join uploads cu on cu.id = ci.upload_id where ci.memory_id = m.id order by ci.position limit 1)`;
const DASHBOARD_COUNTS_SQL = `select
  (select coalesce(sum(count), 0) from memory_counts where owner_id = $1 or (couple_id = $2 and not is_private))::int as memories,
  (select coalesce(sum(count), 0) from reminder_counts where couple_id = $2 and is_completed = false)::int as active,
  (select count(*) from reminders where deleted_at is null and couple_id = $2 and is_completed = false and datetime >= now() and datetime <= now() + interval '7 days')::int as upcoming,
  (select count(*) from (select 1 from memory_place_counts where owner_id = $1 or (couple_id = $2 and not is_private) group by name, lat, lng) as places)::int as places,
  (select p.display_name from couple_members pm join users p on p.id = pm.user_id where pm.couple_id = $2 and pm.user_id <> $1 limit 1) as partner
  from users where id = $1`;
const RECENT_MEMORIES_SQL = `select id, title, date::text as date, mood, created_at from memories where deleted_at is null and id = any(array(
  (select id from memories where deleted_at is null and owner_id = $1 order by created_at desc nulls last, id desc nulls last limit 3)
  union (select id from memories where deleted_at is null and couple_id = $2 and not is_private order by created_at desc nulls last, id desc nulls last limit 3)))
  order by created_at desc nulls last, id desc nulls last limit 3`;
const RECENT_REMINDERS_SQL = `select id, title, datetime, type, created_at from reminders where deleted_at is null and couple_id = $1
  order by created_at desc nulls last, id desc nulls last limit 3`;
const NEXT_REMINDERS_SQL = `select id, title, description, datetime, type, is_completed from reminders
  where couple_id = $1 and is_completed = false and datetime >= now() order by datetime, id limit 3`;
const MONTH_DAY = `((extract(month from date) * 100 + extract(day from date))::int)`;
const ON_DAY = (who, day) =>
  `(select id from memories where deleted_at is null and ${who} and ${MONTH_DAY} = ${day} and date < $4::date order by date desc nulls last limit 6)`;
const ON_THIS_DAY_SQL = `select m.id, m.title, m.date::text as date, ${COVER} as cover from memories m where m.id = any(array(
  ${ON_DAY('owner_id = $1', '$3')} union ${ON_DAY('owner_id = $1', '$3')}
  union ${ON_DAY('couple_id = $2 and not is_private', '$3')} union ${ON_DAY('couple_id = $2 and not is_private', '$3')}))
  order by m.date desc, m.created_at desc, m.id desc limit 6`;

app.get('/dashboard/:userId/:coupleId', async (request) => {
  const { userId, coupleId } = request.params;
  const [user] = await query(PROFILE_SQL, profileParams(userId, request));
  // today in the bench users' zone (the default, Ho Chi Minh City), as the server counts it
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(
    new Date(),
  );
  const monthDay = Number(today.slice(5, 7)) * 100 + Number(today.slice(8, 10));
  const [[counts], memories, reminders, upcoming, onThisDay] = await Promise.all([
    query(DASHBOARD_COUNTS_SQL, [userId, coupleId]),
    query(RECENT_MEMORIES_SQL, [userId, coupleId]),
    query(RECENT_REMINDERS_SQL, [coupleId]),
    query(NEXT_REMINDERS_SQL, [coupleId]),
    query(ON_THIS_DAY_SQL, [userId, coupleId, monthDay, `${today.slice(0, 4)}-01-01`]),
  ]);
  return { dashboard: { user: user?.id, counts, memories, reminders, upcoming, onThisDay } };
});

// GET /api/timeline?limit=20, first page: the user, then timeline-repository.ts's statement
// for the whole stream: the arms' keys (memories mine and ours, due reminders, published
// posts mine and ours; 21 each), the rows that can still reach the page (an instant's day in
// any zone is within a day of its UTC day), and those rows in full, as JSON.
const ORDER = {
  memory: 'date desc nulls last, created_at desc nulls last, id desc nulls last',
  post: 'published_at desc nulls last, id desc nulls last',
};
const MEMORY_KEYS = (who) =>
  `(select id, date, created_at from memories where deleted_at is null and ${who} order by ${ORDER.memory} limit 21)`;
const POST_KEYS = (who) =>
  `(select id, published_at from blog_posts where deleted_at is null and ${who} and status = 'published' and published_at <= now() order by ${ORDER.post} limit 21)`;
const DAY_AROUND = (instant) =>
  `(${instant} at time zone 'UTC')::date - 1, (${instant} at time zone 'UTC')::date + 1`;
const KEPT = (kind) => `array(select id from kept where kind = '${kind}')`;
const JSON_OF = (rows) => `(select coalesce(json_agg(t), '[]'::json) from (${rows}) t)`;
const TIMELINE_SQL = `with keys as (
  select 'memory' as kind, id, date as lo, date as hi from (${MEMORY_KEYS('owner_id = $1')}
    union ${MEMORY_KEYS('couple_id = $2 and not is_private')} order by ${ORDER.memory} limit 21) m
  union all select 'reminder', id, ${DAY_AROUND('datetime')} from (select id, datetime from reminders
    where couple_id = $2 and datetime <= now() order by datetime desc, id desc limit 21) r
  union all select 'post', id, ${DAY_AROUND('published_at')} from (${POST_KEYS('author_id = $1')}
    union ${POST_KEYS("couple_id = $2 and privacy in ('couple', 'public')")} order by ${ORDER.post} limit 21) p),
kept as (select kind, id from keys
  where hi >= coalesce((select lo from keys order by lo desc offset 20 limit 1), '-infinity'::date))
select ${JSON_OF(`select m.id, m.title, m.description, m.date::text as date, m.created_at, m.mood, m.tags, m.location,
  m.is_private, m.author_id, u.display_name, u.avatar_upload_id, (select a.widths[1] from uploads a where a.id = u.avatar_upload_id) as avatar_width,
  ${COVER} as cover, (select count(*) from memory_images ci where ci.memory_id = m.id)::int as image_count
  from memories m left join users u on u.id = m.author_id where m.id = any(${KEPT('memory')})
  order by m.date desc nulls last, m.created_at desc nulls last, m.id desc nulls last limit 21`)} as memories,
  ${JSON_OF(`select id, title, description, datetime, type, is_completed from reminders
  where id = any(${KEPT('reminder')}) order by datetime desc, id desc limit 21`)} as reminders,
  ${JSON_OF(`select p.id, p.title, p.excerpt, p.auto_excerpt, p.category, p.reading_minutes, p.published_at, p.author_id,
  u.display_name, u.avatar_upload_id, (select a.widths[1] from uploads a where a.id = u.avatar_upload_id) as avatar_width,
  c.id as cover_id, c.widths, c.placeholder, c.width, c.height
  from blog_posts p left join users u on u.id = p.author_id left join uploads c on c.id = p.cover_upload_id
  where p.id = any(${KEPT('post')}) order by p.published_at desc nulls last, p.id desc nulls last limit 21`)} as posts`;

app.get('/timeline/:userId/:coupleId', async (request) => {
  const { userId, coupleId } = request.params;
  const [user] = await query(PROFILE_SQL, profileParams(userId, request));
  const [{ memories, reminders, posts }] = await query(TIMELINE_SQL, [userId, coupleId]);
  const items = [...memories, ...reminders, ...posts].slice(0, 20);
  return { user: user?.id, items, nextCursor: null };
});

// GET /api/questions/today once the day exists: the user, then questions-service.ts's
// reads in its order: the members (their zones) and the couple's latest day, which is the
// day's row once the day is open; its answers and the newest run of revealed days (the streak).
const MEMBERS_SQL = `select u.id, u.display_name, u.time_zone from couple_members m join users u on u.id = m.user_id
  where m.couple_id = $1 order by u.id`;
const LATEST_DAY_SQL = `select id, couple_id, day::text as day, question_id, skipped_ids, skipped_by, revealed_at, created_at, updated_at
  from question_days where couple_id = $1 order by day desc limit 1`;
const ANSWERS_SQL = `select user_id, text, updated_at from question_answers where day_id = $1`;
const LATEST_RUN_SQL = `with revealed as (select day, (day + (row_number() over (order by day desc))::int) as run
  from question_days where couple_id = $1 and revealed_at is not null and day <= $2)
  select max(day)::text as last_day, count(*)::int as length from revealed
  where run = (select run from revealed order by day desc limit 1)`;
const dayIn = (zone) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());

app.get('/question/:userId/:coupleId', async (request) => {
  const { userId, coupleId } = request.params;
  const [user] = await query(PROFILE_SQL, profileParams(userId, request));
  const [members, [row]] = await Promise.all([
    query(MEMBERS_SQL, [coupleId]),
    query(LATEST_DAY_SQL, [coupleId]),
  ]);
  // the couple's day: the date of the partner furthest behind, never before the latest day
  const behind = members.map((m) => dayIn(m.time_zone)).sort()[0];
  const day = row.day > behind ? row.day : behind;
  const [answers, [run]] = await Promise.all([
    query(ANSWERS_SQL, [row.id]),
    query(LATEST_RUN_SQL, [coupleId, day]),
  ]);
  const mine = answers.find((a) => a.user_id === user.id);
  const theirs = answers.find((a) => a.user_id !== user.id);
  return {
    today: {
      day,
      question: row.question_id,
      myAnswer: mine ? { text: mine.text, answeredAt: mine.updated_at } : null,
      partnerAnswered: theirs !== undefined,
      revealed: row.revealed_at !== null,
      streak: run.length,
      partnerName: members.find((m) => m.id !== user.id)?.display_name ?? null,
    },
  };
});

// GET /api/checkins?days=30: the user, then checkins-service.ts's reads: the days I see
// (mine, or written in my couple) with the partner; the partner's today is among the rows
// (the same zone), as the service takes it.
const CHECKIN_COLUMNS = `id, user_id, couple_id, day::text as day, mood, note, created_at, updated_at`;
const CHECKINS_SQL = `select ${CHECKIN_COLUMNS} from checkins
  where (user_id = $1 or couple_id = $2) and day >= $3 and day <= $4 order by day, user_id`;
const PARTNER_SQL = `select u.id, u.display_name, u.time_zone from couple_members m join users u on u.id = m.user_id
  where m.couple_id = $1 and m.user_id <> $2`;

app.get('/checkins/:userId/:coupleId', async (request) => {
  const { userId, coupleId } = request.params;
  const [user] = await query(PROFILE_SQL, profileParams(userId, request));
  const today = dayIn(user.time_zone);
  const from = new Date(Date.parse(today) - 29 * 86_400_000).toISOString().slice(0, 10);
  const [rows, [partner]] = await Promise.all([
    query(CHECKINS_SQL, [userId, coupleId, from, today]),
    query(PARTNER_SQL, [coupleId, userId]),
  ]);
  const partnerDay = dayIn(partner.time_zone);
  const partnerToday = rows.find((r) => r.user_id === partner.id && r.day === partnerDay);
  const mine = rows.find((r) => r.user_id === userId && r.day === today);
  return {
    today,
    from,
    myToday: mine ?? null,
    partnerToday: partnerToday ?? null,
    partner: { id: partner.id, name: partner.display_name },
    checkins: rows,
  };
});

registerConversationBaseline(app, query, (userId, request) =>
  query(PROFILE_SQL, profileParams(userId, request)),
);

await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await close();
  process.exit(0);
});
