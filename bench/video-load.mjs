// The API's p99 on a read route (the memories list) for 30 s, with no video being prepared and
// then with ffmpeg preparing videos the whole time: what the queue's one ffmpeg at `nice` 10
// costs the answers (docs/benchmarks.md, "Preparing a video under load"). Runs the built
// server on a fresh PGlite directory: `node bench/video-load.mjs [--duration 30]`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { api, connectPair, measure, startProcess, wait, waitFor } from './support.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { duration: { type: 'string', default: '30' } } });
const duration = Number(values.duration);
const port = 3470;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'doita-video-bench-'));
const clip = readFileSync(join(root, 'apps/server/test/fixtures/video/clip-40s-hevc.mov'));

async function register(name) {
  const email = `${name}-${Date.now()}@bench.test`;
  const session = await api(base, null, 'POST', '/api/auth/register', {
    email,
    password: 'Correct-Horse-9',
    firstName: name,
    lastName: 'Bench',
  });
  return { ...session, email };
}

async function uploadClip(user) {
  const form = new FormData();
  form.append('file', new Blob([clip], { type: 'video/quicktime' }), 'clip.mov');
  const res = await fetch(`${base}/api/upload/single`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return (await res.json()).id;
}

const server = startProcess(join(root, 'apps/server/dist/server.js'), {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: base,
  JWT_SECRET: 'x'.repeat(48),
  RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
  SCHEDULER_INTERVAL_MS: '0',
  // the read is measured, not refused: no early 503 from the overload guard
  DB_QUEUE_MAX_MS: '0',
  DB_QUEUE_MAX_WAITING: '0',
});
try {
  await waitFor(`${base}/api/health/ready`, 120_000);
  const a = await register('lan');
  const b = await register('minh');
  await connectPair(base, a, b);
  for (let i = 0; i < 60; i++) {
    await api(base, a.token, 'POST', '/api/memories', {
      title: `Kỷ niệm ${i}`,
      description: 'Một buổi chiều',
      date: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    });
  }
  const url = `${base}/api/memories?limit=20`;
  const headers = { authorization: `Bearer ${a.token}` };
  await measure(url, headers, 5); // warm-up
  const idle = await measure(url, headers, duration);
  // Enough 40 s clips that the queue is busy for the whole measurement.
  const ids = [];
  for (let i = 0; i < 10; i++) ids.push(await uploadClip(b));
  await wait(1000);
  const busy = await measure(url, headers, duration);
  const statuses = await Promise.all(
    ids.map((id) => api(base, b.token, 'GET', `/api/uploads/${id}`).then((s) => s.status)),
  );
  const stillQueued = statuses.filter((s) => s === 'processing').length;
  console.log(
    JSON.stringify(
      { durationS: duration, idle, whilePreparing: busy, clips: ids.length, stillQueued },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
