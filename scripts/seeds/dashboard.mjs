// Seed for `node scripts/screenshots.mjs --seed scripts/seeds/dashboard.mjs / /timeline`:
// the memories, reminders and blog seeds together (a full dashboard and a long timeline),
// plus two memories dated today in earlier years, one with a photo, for "on this day".
import sharp from 'sharp';
import blog from './blog.mjs';
import memories from './memories.mjs';
import reminders from './reminders.mjs';

/** A warm gradient picture for the "on this day" memory. */
async function sunset() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ff7e5f"/><stop offset="1" stop-color="#feb47b"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="800" cy="620" r="160" fill="#fff3c4" opacity="0.9"/>
    <rect y="700" width="1600" height="300" fill="#2b5876" opacity="0.85"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

export default async function seed(context) {
  const { api, a, b, baseUrl } = context;
  const named = { ...(await memories(context)), ...(await blog(context)) };
  await reminders(context);

  const form = new FormData();
  form.append('file', new Blob([await sunset()], { type: 'image/jpeg' }), 'sunset.jpg');
  const upload = await fetch(`${baseUrl}/api/upload/single`, {
    method: 'POST',
    headers: { authorization: `Bearer ${a.token}` },
    body: form,
  });
  if (!upload.ok) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  const { id: image } = await upload.json();

  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(
    new Date(),
  );
  const yearsAgo = (n) => `${Number(today.slice(0, 4)) - n}${today.slice(4)}`;
  await api(a, 'POST', '/api/memories', {
    title: 'Hoàng hôn ở Mũi Né',
    description: 'Ngồi trên đồi cát đến khi mặt trời lặn hẳn.',
    date: yearsAgo(2),
    mood: 'romantic',
    tags: ['travel'],
    location: 'Mũi Né, Phan Thiết',
    images: [image],
  });
  await api(b, 'POST', '/api/memories', {
    title: 'Buổi hẹn đầu tiên',
    description: 'Trà sữa và một bộ phim chẳng ai nhớ nội dung.',
    date: yearsAgo(3),
    mood: 'nostalgic',
  });
  return named;
}
