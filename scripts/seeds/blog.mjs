// Seed for `node scripts/screenshots.mjs --seed scripts/seeds/blog.mjs /blog /blog/new`:
// Lan and Minh's blog with covers, an inline photo, likes, comments and a draft, plus a
// stranger's public post. Returns the ids (`{ publicPost, couplePost, draft }`) for tools
// that put them into paths.
import sharp from 'sharp';
import { uploadJpeg } from './upload.mjs';

/** A soft two-colour photo-like JPEG. */
async function photo(from, to, width = 1600, height = 900) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.72}" cy="${height * 0.35}" r="${height * 0.18}" fill="#fff6" />
    <path d="M0 ${height * 0.8} Q ${width * 0.3} ${height * 0.6} ${width * 0.6} ${height * 0.78} T ${width} ${height * 0.7} V ${height} H 0 Z" fill="#0003"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

const STORY = (
  imageId,
) => `Sáng nay Đà Lạt phủ **sương mờ**, hai đứa dậy sớm đi dọc *hồ Xuân Hương*.

## Những điều nhỏ xíu

- Ly cà phê sữa nóng ở góc chợ
- Con dốc dẫn lên đồi dã quỳ vàng rực
- Tiếng cười của em khi gió thổi bay chiếc nón

![Đồi dã quỳ lúc bình minh](upload:${imageId})

> Yêu là cùng nhau đi qua những ngày bình thường nhất.

Lần sau mình sẽ ở lâu hơn, và nhớ mang theo [bản đồ](https://example.com/da-lat) nhé.`;

export default async function seed({ api, a, b, baseUrl }) {
  const post = (user, body) => api(user, 'POST', '/api/blog/posts', body).then((r) => r.post);
  const cover1 = await uploadJpeg(baseUrl, a, await photo('#f7b6a3', '#c62a5c'), 'da-lat.jpg');
  const inline = await uploadJpeg(
    baseUrl,
    a,
    await photo('#ffd166', '#ef476f', 1200, 800),
    'da-quy.jpg',
  );
  const publicPost = await post(a, {
    title: 'Đà Lạt mùa dã quỳ',
    content: STORY(inline),
    excerpt: 'Ba ngày hai đêm giữa sương sớm và những con dốc vàng hoa.',
    coverImageId: cover1,
    tags: ['đà lạt', 'du lịch', 'mùa thu'],
    category: 'travel',
    privacy: 'public',
    status: 'published',
  });
  const cover2 = await uploadJpeg(baseUrl, a, await photo('#a0c4ff', '#6d597a'), 'mot-nam.jpg');
  const couplePost = await post(a, {
    title: 'Một năm bên nhau',
    content: 'Gửi anh, người đã cùng em đi qua **365 ngày**.\n\nCảm ơn anh vì tất cả.',
    coverImageId: cover2,
    tags: ['kỷ niệm'],
    category: 'love',
    privacy: 'couple',
    status: 'published',
  });
  await post(b, {
    title: 'Phở sáng Hà Nội',
    content: 'Bát phở đầu tiên của mùa đông, nước dùng trong và thơm mùi quế hồi.',
    tags: ['hà nội', 'ẩm thực'],
    category: 'food',
    privacy: 'couple',
    status: 'published',
  });
  const draft = await post(a, {
    title: 'Những điều muốn nói (nháp)',
    content: 'Còn đang viết dở...',
    category: 'thoughts',
    privacy: 'private',
  });
  await api(b, 'POST', `/api/blog/posts/${publicPost.id}/like`);
  await api(b, 'POST', `/api/blog/posts/${couplePost.id}/like`);
  await api(b, 'POST', `/api/blog/posts/${publicPost.id}/comments`, {
    content: 'Chuyến đi đẹp nhất năm của tụi mình 💛',
  });
  await api(a, 'POST', `/api/blog/posts/${publicPost.id}/comments`, {
    content: 'Năm sau mình quay lại nha anh!',
  });
  return { publicPost: publicPost.id, couplePost: couplePost.id, draft: draft.id };
}
