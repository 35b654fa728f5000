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

// The blog's reads, as the routes ask them of the database: a public post with its author
// and cover (and its inline images), and one page of my posts with its total.
const POST_COLUMNS = `p.id, p.title, p.excerpt, p.auto_excerpt, p.tags, p.category, p.privacy, p.status,
  p.reading_minutes, p.likes_count, p.comments_count, p.published_at, p.created_at, p.updated_at,
  p.author_id, u.display_name, u.avatar_url, c.id as cover_id, c.widths, c.placeholder, c.width, c.height`;
const PUBLIC_POST_SQL = `select ${POST_COLUMNS}, p.content_html, p.render_version
  from blog_posts p left join users u on u.id = p.author_id left join uploads c on c.id = p.cover_upload_id
  where p.id = $1 and p.privacy = 'public' and p.status = 'published' limit 1`;
const POST_IMAGES_SQL = `select u.id, u.widths, u.placeholder, u.width, u.height from blog_post_images i
  join uploads u on u.id = i.upload_id where i.post_id = $1`;
const LIST_WHERE = `(p.author_id = $1 or (p.couple_id = $2 and p.status = 'published' and p.privacy in ('couple', 'public')))`;
const LIST_SQL = `select ${POST_COLUMNS}, exists (select 1 from blog_post_likes l where l.post_id = p.id and l.user_id = $1) as liked
  from blog_posts p left join users u on u.id = p.author_id left join uploads c on c.id = p.cover_upload_id
  where ${LIST_WHERE} order by p.sorted_at desc, p.id desc limit 10 offset 0`;
const LIST_COUNT_SQL = `select count(*)::int as total from blog_posts p where ${LIST_WHERE}`;

app.get('/health', async () => ({ status: 'ok' }));
app.get('/blog/post/:id', async (request, reply) => {
  const [post] = await query(PUBLIC_POST_SQL, [request.params.id]);
  if (!post) return reply.code(404).send({ message: 'Not found' });
  const images = post.content_html.includes('src="upload:')
    ? await query(POST_IMAGES_SQL, [post.id])
    : [];
  return { post: { ...post, images } };
});
app.get('/blog/list/:userId', async (request) => {
  const [user] = await query(PROFILE_SQL, [request.params.userId]);
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
  const [user] = await query(PROFILE_SQL, [request.params.id]);
  if (!user) return reply.code(404).send({ message: 'Not found' });
  return { user: { id: user.id, email: user.email, displayName: user.display_name } };
});

await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await close();
  process.exit(0);
});
