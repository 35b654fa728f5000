#!/usr/bin/env node
// Export and import of a big couple (what docs/benchmarks.md reports), not part of `npm test`
// or `npm run bench` (a full run takes many minutes):
//
//   node scripts/ensure-built.mjs && node bench/portability.mjs [--memories=10000]
//        [--photos=2000] [--photo-width=4032] [--database=postgres://…]
//        [--server=apps/server/dist/server.js]
//
// One couple with `memories` memories (bulk SQL, as memories-seed does), the first `photos`
// of them each with a photo: a few distinct phone-like JPEGs (made once with sharp, cached in
// the temp dir) uploaded through the API, then each upload row and its files (original and
// renditions, as the pipeline stored them) copied for the rest, files hard-linked.
// Then, with the server as a fresh child process: POST /api/exports, polled until ready
// (wall time, the server's peak RSS: VmHWM from /proc), the ZIP downloaded (size, time);
// then a second server on a fresh DATA_DIR (PGlite: a fresh database; PostgreSQL: the same
// database, the same account) imports it through POST /api/imports (upload time, job time,
// peak RSS, counts, photos stored). An archive over the import limit is refused (413): the
// figure says so. PGlite unless --database. Prints one JSON line; docs/benchmarks.md has
// the figures.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  openAsBlob,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { localServerEnv } from '../scripts/lib/server-env.mjs';
import { api, connectPair, probeWhile, wait, waitFor } from './support.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const { values } = parseArgs({
  options: {
    memories: { type: 'string', default: '10000' },
    photos: { type: 'string', default: '2000' },
    'photo-width': { type: 'string', default: '4032' },
    database: { type: 'string' },
    server: { type: 'string', default: 'apps/server/dist/server.js' },
  },
});
const MEMORIES = Number(values.memories);
const PHOTOS = Math.min(Number(values.photos), MEMORIES);
const PHOTO_WIDTH = Number(values['photo-width']);
/** distinct photos; the rest are copies of their rows and files */
const DISTINCT = 4;
const port = Number(process.env.BENCH_PORT ?? 3423);
const base = `http://127.0.0.1:${port}`;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

const status = (pid) => readFileSync(`/proc/${pid}/status`, 'utf8');
const kbOf = (pid, field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status(pid))?.[1]);
const mb = (kb) => Math.round(kb / 1024);
const seconds = (ms) => Math.round(ms / 100) / 10;
const log = (...args) =>
  console.error(`[portability ${new Date().toISOString().slice(11, 19)}]`, ...args);

/** A phone-like JPEG (4:3, smooth colour fields under sensor-like noise), cached. */
async function phonePhoto(index) {
  const file = join(tmpdir(), `doita-bench-photo-${PHOTO_WIDTH}-${index}.jpg`);
  if (existsSync(file)) return readFileSync(file);
  const width = PHOTO_WIDTH;
  const height = Math.round((width * 3) / 4);
  const [sw, sh] = [Math.round(width / 24), Math.round(height / 24)];
  const field = await sharp(randomBytes(sw * sh * 3), {
    raw: { width: sw, height: sh, channels: 3 },
  })
    .resize(width, height, { kernel: 'cubic' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const sigma = 8 + 4 * index;
  const grain = await sharp({
    create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma } },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const jpeg = await sharp(field)
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 85 })
    .toBuffer();
  writeFileSync(file, jpeg);
  return jpeg;
}

/** the UUID the seed SQL gives row `g` of a kind: md5(tag-kind-g) read as a UUID */
const uuidOf = (tag, kind, g) => {
  const hex = createHash('md5').update(`${tag}-${kind}${g}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

function startServer(dataDir) {
  const child = spawn(process.execPath, [values.server], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...localServerEnv({ port, dataDir, publicUrl: base }),
      NODE_ENV: 'production',
      JWT_SECRET,
      RATE_LIMIT_GLOBAL_MAX: '0',
      SCHEDULER_INTERVAL_MS: '0',
      ...(values.database ? { DATABASE_URL: values.database } : {}),
    },
  });
  // the server's errors (JSON log lines, level 50 and up) shown with the run's
  let buffer = '';
  child.stdout.on('data', (chunk) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop();
    for (const line of lines) if (/"level":[56]\d/.test(line)) log('server:', line.slice(0, 2000));
  });
  const exited = new Promise((r) => child.once('exit', r));
  return {
    pid: child.pid,
    ready: () => waitFor(`${base}/api/health/ready`, 180_000),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Polls a job until it is ready or failed; the job's last answer and the wall time. An
 * import outlives an access token (30 minutes): signs in again when it expires.
 */
async function poll(person, path, key) {
  const started = performance.now();
  let token = person.token;
  let logged = 0;
  for (;;) {
    let job;
    try {
      job = (await api(base, token, 'GET', path))[key];
    } catch (error) {
      if (!/: 401 /.test(String(error))) throw error;
      ({ token } = await api(base, null, 'POST', '/api/auth/login', {
        email: person.email,
        password: 'MatKhau123',
      }));
      continue;
    }
    if (job.status === 'ready' || job.status === 'failed') {
      return { job, ms: performance.now() - started };
    }
    if (performance.now() - logged > 60_000) {
      logged = performance.now();
      log(`${key} ${job.status} ${job.progress}% after ${seconds(logged - started)} s`);
    }
    await wait(250);
  }
}

async function uploadSample(token, bytes, name) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), name);
  const res = await fetch(`${base}/api/upload/single`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Bulk rows (the server stopped: PGlite has one owner at a time). */
async function seed(dataDir, couple, samples, tag) {
  const { openDatabase } = await import(
    pathToFileURL(join(root, 'apps/server/dist/db/client.js')).href
  );
  const { sql } = await import(pathToFileURL(join(root, 'node_modules/drizzle-orm/index.js')).href);
  const database = await openDatabase(
    values.database
      ? { driver: 'pg', url: values.database }
      : { driver: 'pglite', dataDir: join(dataDir, 'db') },
  );
  const run = (text) => database.db.execute(sql.raw(text));
  const owner = `case when g % 2 = 0 then '${couple.a}' else '${couple.b}' end`;
  const id = (kind) => `md5('${tag}-${kind}' || g)::uuid::text`;
  const sampleIds = `array[${samples.map((s) => `'${s.id}'`).join(',')}]`;
  try {
    await run('alter table memories disable trigger memories_counts');
    await run(`
      insert into memories (id, couple_id, owner_id, author_id, title, description, location, date,
        mood, tags, is_private, created_at, updated_at)
      select ${id('m')}, '${couple.coupleId}', ${owner}, ${owner},
        'Kỷ niệm số ' || g || ' ở Đà Lạt 🌸', 'Một ngày đẹp của hai đứa, trời se lạnh và thơm mùi cà phê.',
        (array['Đà Lạt','Hội An','Sa Pa','Huế','Phú Quốc'])[1 + g % 5], date '2010-01-01' + (g % 5000),
        (array['happy','love','excited','romantic','nostalgic','grateful'])[1 + g % 6],
        array[(array['travel','food','date','family','gift','home'])[1 + g % 6]],
        g % 10 = 0, now() - (g || ' seconds')::interval, now()
      from generate_series(1, ${MEMORIES}) g`);
    await run('alter table memories enable trigger memories_counts');
    await run(`delete from memory_counts where couple_id = '${couple.coupleId}'`);
    await run(`insert into memory_counts (owner_id, couple_id, is_private, count)
      select owner_id, coalesce(couple_id, ''), is_private, count(*) from memories
      where couple_id = '${couple.coupleId}' group by 1, 2, 3`);
    // each photo a copy of one of the samples' rows, owned by its memory's owner
    await run(`
      insert into uploads (id, owner_id, original_type, original_name, size, width, height, widths,
        placeholder, original_file, used_at, created_at)
      select ${id('u')}, ${owner}, s.original_type, 'IMG_' || (1000 + g) || '.jpg', s.size, s.width,
        s.height, s.widths, s.placeholder, s.original_file, now(), now()
      from generate_series(1, ${PHOTOS}) g
      join uploads s on s.id = (${sampleIds})[1 + g % ${samples.length}]`);
    await run(`
      insert into memory_images (memory_id, upload_id, position)
      select ${id('m')}, ${id('u')}, 0 from generate_series(1, ${PHOTOS}) g`);
    await run('analyze');
  } finally {
    await database.close();
  }
  // and their files: the sample's, hard-linked (real files, no extra disk)
  const uploads = join(dataDir, 'uploads');
  for (let g = 1; g <= PHOTOS; g++) {
    const sample = samples[g % samples.length].id;
    const target = join(uploads, uuidOf(tag, 'u', g));
    mkdirSync(target, { recursive: true });
    for (const name of readdirSync(join(uploads, sample))) {
      linkSync(join(uploads, sample, name), join(target, name));
    }
  }
}

const dataA = mkdtempSync(join(tmpdir(), 'doita-portability-export-'));
const dataB = mkdtempSync(join(tmpdir(), 'doita-portability-import-'));
const zipFile = join(dataB, 'download.zip');
const result = {
  engine: values.database ? 'postgresql' : 'pglite',
  memories: MEMORIES,
  photos: PHOTOS,
  photoWidth: PHOTO_WIDTH,
};
let server;
try {
  const tag = randomBytes(3).toString('hex');
  log('making the sample photos');
  const photos = [];
  for (let i = 0; i < DISTINCT; i++) photos.push(await phonePhoto(i));
  result.samplePhotoMb = photos.map((p) => Math.round(p.length / 1e5) / 10);

  // ---- the couple and the sample uploads, through the API
  server = startServer(dataA);
  await server.ready();
  const register = async (name) => {
    const email = `${name}-${tag}@bench.example`;
    const answer = await api(base, null, 'POST', '/api/auth/register', {
      email,
      password: 'MatKhau123',
      displayName: name,
    });
    return { ...answer, email };
  };
  const a = await register('an');
  const b = await register('binh');
  const coupleId = await connectPair(base, a, b);
  const samples = [];
  for (const [i, bytes] of photos.entries()) {
    samples.push(await uploadSample(a.token, bytes, `IMG_000${i}.jpg`));
  }
  await server.stop();

  log(`seeding ${MEMORIES} memories, ${PHOTOS} photos`);
  const seedStarted = performance.now();
  await seed(dataA, { a: a.user.id, b: b.user.id, coupleId }, samples, tag);
  result.seedS = seconds(performance.now() - seedStarted);

  // ---- export, on a fresh server process
  server = startServer(dataA);
  await server.ready();
  const rssBeforeExport = kbOf(server.pid, 'VmRSS');
  log('exporting');
  const started = await api(base, a.token, 'POST', '/api/exports');
  const exported = await poll(a, `/api/exports/${started.export.id}`, 'export');
  if (exported.job.status !== 'ready') throw new Error(`export ${JSON.stringify(exported.job)}`);
  const downloadStarted = performance.now();
  // the ZIP opens only through a download link's ticket, as a browser's download does
  const link = await api(base, a.token, 'POST', `/api/exports/${started.export.id}/download-link`);
  const download = await fetch(new URL(link.url, base));
  if (!download.ok) throw new Error(`download: ${download.status}`);
  await pipeline(Readable.fromWeb(download.body), createWriteStream(zipFile));
  result.export = {
    s: seconds(exported.ms),
    downloadS: seconds(performance.now() - downloadStarted),
    zipMb: Math.round(statSync(zipFile).size / 1e6),
    rssBeforeMb: mb(rssBeforeExport),
    peakRssMb: mb(kbOf(server.pid, 'VmHWM')),
  };
  log('export', JSON.stringify(result.export));
  await server.stop();
  rmSync(dataA, { recursive: true, force: true }); // its exports dir holds a second copy

  // ---- import into a fresh account on a fresh data dir, a fresh server process
  server = startServer(dataB);
  await server.ready();
  // The archive's own person: an archive is imported only by whoever exported it (the same
  // e-mail on a fresh server; on PostgreSQL, the same database, the same account).
  const c = values.database
    ? {
        ...(await api(base, null, 'POST', '/api/auth/login', {
          email: a.email,
          password: 'MatKhau123',
        })),
        email: a.email,
      }
    : await register('an');
  const rssBeforeImport = kbOf(server.pid, 'VmRSS');
  log('importing');
  const form = new FormData();
  form.append('file', await openAsBlob(zipFile, { type: 'application/zip' }), 'export.zip');
  const uploadStarted = performance.now();
  // an archive over the limit may be cut off mid-body: that is a refusal too
  const sent = await fetch(`${base}/api/imports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${c.token}` },
    body: form,
  }).catch((error) => ({
    status: 'connection closed',
    text: async () => String(error.cause ?? error),
  }));
  const uploadMs = performance.now() - uploadStarted;
  if (sent.status !== 202) {
    result.import = {
      refused: sent.status,
      answer: (await sent.text()).slice(0, 200),
      uploadS: seconds(uploadMs),
      peakRssMb: mb(kbOf(server.pid, 'VmHWM')),
    };
  } else {
    const { import: job } = await sent.json();
    // Someone else using the app meanwhile: how long their reads wait while the import
    // writes (on PGlite every statement goes through one connection).
    const other = await register('dao');
    const probe = probeWhile(base, other.token);
    const imported = await poll(c, `/api/imports/${job.id}`, 'import');
    const waits = await probe.stop();
    const uploadsDir = join(dataB, 'uploads');
    const stored = existsSync(uploadsDir) ? readdirSync(uploadsDir).length : 0;
    result.import = {
      status: imported.job.status,
      error: imported.job.error,
      uploadS: seconds(uploadMs),
      s: seconds(imported.ms),
      rssBeforeMb: mb(rssBeforeImport),
      peakRssMb: mb(kbOf(server.pid, 'VmHWM')),
      counts: Object.fromEntries(
        Object.entries(imported.job.counts).map(([kind, n]) => [kind, n.added]),
      ),
      photoDirs: stored,
      otherReads: waits,
    };
  }
  log('import', JSON.stringify(result.import));
  console.log(JSON.stringify(result));
} finally {
  await server?.stop();
  rmSync(dataA, { recursive: true, force: true });
  rmSync(dataB, { recursive: true, force: true });
}
