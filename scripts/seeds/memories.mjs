// Seed for `node scripts/screenshots.mjs --seed scripts/seeds/memories.mjs`: fourteen
// memories of Lan (a) and Minh (b) over two years, most with real photos (drawn with sharp
// and uploaded through POST /api/upload/single), moods, tags, a private one and favourites.
// Returns { memory } (the one with four photos) for paths such as /memories/{memory}.
import sharp from 'sharp';
import { uploadJpeg } from './upload.mjs';

/** A landscape-ish picture: a sky gradient, a sun and hills, in the given colours. */
async function picture([sky, glow, hill], { width = 1600, height = 1067, sun = 0.7 } = {}) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${glow}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#s)"/>
    <circle cx="${width * sun}" cy="${height * 0.42}" r="${height * 0.12}" fill="#fff6d8" opacity="0.9"/>
    <path d="M0 ${height * 0.72} Q ${width * 0.3} ${height * 0.55} ${width * 0.55} ${height * 0.7} T ${width} ${height * 0.66} V ${height} H 0 Z" fill="${hill}"/>
    <path d="M0 ${height * 0.85} Q ${width * 0.4} ${height * 0.75} ${width} ${height * 0.88} V ${height} H 0 Z" fill="${hill}" opacity="0.7"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

const PALETTES = [
  ['#3b1a5a', '#f7a072', '#5a2340'],
  ['#1d4e89', '#7fc8f8', '#2d6a4f'],
  ['#ff9a8b', '#ffe3b3', '#8e4162'],
  ['#0b3954', '#bfd7ea', '#087e8b'],
  ['#2b2d42', '#ef8354', '#4f5d75'],
  ['#355070', '#eaac8b', '#6d597a'],
  ['#006d77', '#ffddd2', '#83c5be'],
  ['#432818', '#ffe6a7', '#99582a'],
];

export default async function seed({ a, b, baseUrl }) {
  let n = 0;
  async function upload(user, options) {
    const bytes = await picture(PALETTES[n++ % PALETTES.length], options);
    return uploadJpeg(baseUrl, user, bytes, `photo-${n}.jpg`);
  }
  async function memory(user, body, photos = 0, options) {
    const images = [];
    for (let i = 0; i < photos; i++) images.push(await upload(user, options));
    const response = await fetch(`${baseUrl}/api/memories`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, images }),
    });
    if (!response.ok) throw new Error(`memory: ${response.status} ${await response.text()}`);
    return (await response.json()).memory;
  }
  async function favourite(user, id) {
    await fetch(`${baseUrl}/api/memories/${id}/favorite`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${user.token}` },
    });
  }

  await memory(
    a,
    {
      title: 'Lần đầu gặp nhau',
      description: 'Quán cà phê nhỏ ở Quận 3, mưa như trút nước.',
      date: '2024-02-14',
      mood: 'nostalgic',
      tags: ['anniversary', 'date'],
      location: 'Quận 3, TP. Hồ Chí Minh',
    },
    1,
  );
  await memory(
    b,
    {
      title: 'Tết đầu tiên bên gia đình',
      description: 'Ra mắt bố mẹ, gói bánh chưng đến khuya.',
      date: '2024-02-10',
      mood: 'grateful',
      tags: ['family', 'celebration'],
    },
    2,
  );
  await memory(
    a,
    {
      title: 'Phở sáng Hà Nội',
      description: 'Trời lạnh, bát phở nóng, hai đứa ăn hết hai bát.',
      date: '2024-11-03',
      mood: 'happy',
      tags: ['food', 'travel'],
      location: 'Hoàn Kiếm, Hà Nội',
    },
    1,
  );
  await memory(b, {
    title: 'Sinh nhật bất ngờ',
    description: 'Minh giấu bánh kem sau tủ lạnh cả buổi chiều.',
    date: '2024-12-20',
    mood: 'excited',
    tags: ['surprise', 'celebration', 'gift'],
  });
  await memory(a, {
    title: 'Chiều Chủ nhật ở nhà',
    description: 'Nấu cơm, xem phim, ngủ quên trên sofa.',
    date: '2025-01-12',
    mood: 'peaceful',
    tags: ['home'],
  });
  const dalat = await memory(
    a,
    {
      title: 'Kỷ niệm Đà Lạt',
      description: 'Ba ngày săn mây, đồi thông và những ly sữa đậu nành nóng.',
      content:
        'Sáng đầu tiên dậy từ 4 giờ để lên đồi Đa Phú. Mây trắng phủ kín thung lũng.\n\nChiều đạp xe quanh hồ Xuân Hương, tối ăn bánh tráng nướng ở chợ đêm.',
      date: '2025-03-08',
      mood: 'romantic',
      tags: ['travel', 'adventure', 'date'],
      location: 'Hồ Xuân Hương, Đà Lạt',
    },
    4,
  );
  await memory(
    a,
    {
      title: 'Nhật ký riêng: chọn nhẫn',
      description: 'Đi xem nhẫn một mình, chưa nói với ai.',
      date: '2025-03-20',
      mood: 'excited',
      tags: ['milestone', 'gift'],
      isPrivate: true,
    },
    1,
    { width: 900, height: 1200, sun: 0.5 },
  );
  await memory(
    b,
    {
      title: 'Biển Nha Trang',
      description: 'Nước trong vắt, cát trắng, cháy nắng cả hai.',
      date: '2025-05-01',
      mood: 'happy',
      tags: ['travel'],
      location: 'Nha Trang, Khánh Hòa',
    },
    3,
  );
  await memory(
    a,
    {
      title: 'Bữa tối kỷ niệm 500 ngày',
      description: 'Nhà hàng nhỏ có nến, món súp bí đỏ ngon nhất từng ăn.',
      date: '2025-06-28',
      mood: 'love',
      tags: ['anniversary', 'food', 'milestone'],
    },
    1,
  );
  await memory(
    b,
    {
      title: 'Đám cưới bạn thân',
      description: 'Nhảy đến rạc chân, bắt được hoa cưới.',
      date: '2025-08-16',
      mood: 'excited',
      tags: ['friends', 'celebration'],
    },
    2,
  );
  await memory(
    a,
    {
      title: 'Leo Fansipan',
      description: 'Hai ngày một đêm, lạnh cóng mà vui.',
      date: '2025-10-04',
      mood: 'excited',
      tags: ['adventure', 'travel'],
      location: 'Sa Pa, Lào Cai',
    },
    2,
  );
  await memory(
    b,
    {
      title: 'Nuôi mèo',
      description: 'Đón bé Mướp về nhà, cả hai đều bị cào.',
      date: '2025-11-09',
      mood: 'love',
      tags: ['home'],
    },
    1,
  );
  await memory(
    a,
    {
      title: 'Giáng sinh ấm áp',
      description: 'Trang trí cây thông nhỏ, đổi quà cho nhau.',
      date: '2025-12-24',
      mood: 'grateful',
      tags: ['gift', 'celebration', 'home'],
    },
    1,
  );
  await memory(b, {
    title: 'Chạy bộ sáng sớm',
    description: 'Quyết tâm năm mới: chạy được 5 km.',
    date: '2026-01-05',
    mood: 'happy',
    tags: ['milestone'],
  });

  await favourite(a, dalat.id);
  return { memory: dalat.id };
}
