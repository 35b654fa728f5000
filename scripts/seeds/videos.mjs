// Seed for `node scripts/screenshots.mjs --seed scripts/seeds/videos.mjs /memories/{memory}
// /memories/{preparing}`: a memory of Lan's with the iPhone HEVC clip and a Live Photo pair,
// prepared before the photographs ({memory}), and one whose 40 s clip is still being prepared
// when they are taken ({preparing}). The clips are the server tests' fixtures.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const FIXTURES = join(import.meta.dirname, '../../apps/server/test/fixtures/video');

async function send(baseUrl, user, path, files) {
  const form = new FormData();
  for (const [field, name, type] of files) {
    form.append(field, new Blob([await readFile(join(FIXTURES, name))], { type }), name);
  }
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return (await response.json()).id;
}

export default async function seed({ api, a, baseUrl }) {
  const clip = await send(baseUrl, a, '/api/upload/single', [
    ['file', 'iphone-hevc.mov', 'video/quicktime'],
  ]);
  const live = await send(baseUrl, a, '/api/upload/live', [
    ['still', 'IMG_0001.HEIC', 'image/heic'],
    ['clip', 'IMG_0001.MOV', 'video/quicktime'],
  ]);
  for (const id of [clip, live]) {
    for (let i = 0; i < 120; i++) {
      const status = await api(a, 'GET', `/api/uploads/${id}`);
      if (status.status !== 'processing') break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  const memory = await api(a, 'POST', '/api/memories', {
    title: 'Chiều ở Hồ Tây',
    description: 'Một đoạn phim và một Live Photo',
    date: '2026-10-12',
    images: [clip, live],
  });
  const long = await send(baseUrl, a, '/api/upload/single', [
    ['file', 'clip-40s-hevc.mov', 'video/quicktime'],
  ]);
  const preparing = await api(a, 'POST', '/api/memories', {
    title: 'Đêm phố cổ',
    description: 'Đoạn phim dài bốn mươi giây',
    date: '2026-10-13',
    images: [long],
  });
  return { memory: memory.memory.id, preparing: preparing.memory.id };
}
