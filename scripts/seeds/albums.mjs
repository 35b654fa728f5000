// Seed for `node scripts/screenshots.mjs --seed scripts/seeds/albums.mjs /albums
// /albums/{album} /s/{token}`: Lan and Minh's albums with photos, a share link to one of them
// (no passcode, so a guest's page opens at once). Returns `{ album, token }` for the paths.
import sharp from 'sharp';
import { uploadJpeg } from './upload.mjs';

/** A soft two-colour photo-like JPEG. */
async function photo(from, to, width = 1200, height = 900) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.35}" r="${height * 0.16}" fill="#fff6" />
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

export default async function seed({ api, a, b, baseUrl }) {
  const memory = async (user, title, date, colors, extra = {}) => {
    const images = [];
    for (const [from, to] of colors)
      images.push(await uploadJpeg(baseUrl, user, await photo(from, to), 'anh.jpg'));
    const { memory } = await api(user, 'POST', '/api/memories', {
      title,
      description: 'Một ngày thật đẹp của hai đứa, ai cũng cười suốt buổi.',
      date,
      location: 'Đà Lạt',
      images,
      ...extra,
    });
    return memory.id;
  };
  const wedding = await memory(a, 'Ngày cưới', '2025-10-12', [
    ['#f7b6a3', '#c62a5c'],
    ['#ffd166', '#ef476f'],
    ['#a0c4ff', '#6d597a'],
  ]);
  const party = await memory(b, 'Tiệc nhà trai', '2025-10-11', [['#caffbf', '#2a9d8f']]);
  const trip = await memory(a, 'Trăng mật Phú Quốc', '2025-11-02', [['#9bf6ff', '#1d3557']]);
  const { album } = await api(a, 'POST', '/api/albums', {
    name: 'Đám cưới của Lan và Minh',
    description: 'Những khoảnh khắc cả hai gia đình cùng chung vui.',
    memoryIds: [wedding, party],
  });
  await api(b, 'POST', '/api/albums', { name: 'Trăng mật', memoryIds: [trip] });
  await api(b, 'POST', '/api/albums', { name: 'Năm đầu tiên' });
  const { shareLink } = await api(a, 'POST', '/api/share-links', {
    albumId: album.id,
    expiresInDays: 30,
  });
  await api(b, 'POST', '/api/share-links', { memoryId: trip, passcode: 'ba ngoai' });
  return { album: album.id, token: shareLink.url.split('/s/')[1] };
}
