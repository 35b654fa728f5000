// Seed for `node scripts/screenshots.mjs --seed scripts/seeds/conversation.mjs /messages /`:
// a conversation between Lan (a) and Minh (b): runs of messages, a photo, a reply, reactions,
// an edited message, an unsent one, a link, Minh's love note still pinned on Lan's home page,
// and Minh having read up to Lan's last message (her "Đã xem").
import sharp from 'sharp';
import { uploadJpeg } from './upload.mjs';

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
  const say = (user, body) => api(user, 'POST', '/api/messages', body);
  await say(b, { text: 'Em ơi, chiều nay em về mấy giờ?' });
  await say(b, { text: 'Anh định ghé chợ mua ít rau 🥬' });
  const plan = await say(a, { text: 'Khoảng 6 giờ anh ạ. Tối nay mình ăn phở nhé 🍜' });
  await say(a, { text: 'Em thấy quán này ngon lắm: https://vi.wikipedia.org/wiki/Phở' });
  await api(b, 'PUT', `/api/messages/${plan.id}/reaction`, { emoji: '❤️' });
  await say(b, { text: 'Ok em, 7 giờ anh qua đón nhé', replyTo: plan.id });
  const image = await uploadJpeg(baseUrl, b, await photo('#fb7185', '#fde68a'), 'hoang-hon.jpg');
  await say(b, { text: 'Hoàng hôn trên đường về nè', images: [image] });
  const typo = await say(a, { text: 'Đẹp quá trời luôn' });
  await api(a, 'PATCH', `/api/messages/${typo.id}`, { text: 'Đẹp quá trời luôn anh ơi 😍' });
  await api(b, 'PUT', `/api/messages/${typo.id}/reaction`, { emoji: '🥰' });
  const oops = await say(b, { text: 'Nhắn nhầm rồi' });
  await api(b, 'DELETE', `/api/messages/${oops.id}`);
  const last = await say(a, { text: 'Về cẩn thận nha.\nEm chờ anh ở nhà.' });
  await api(b, 'POST', '/api/messages/read', { upToId: last.id });
  await say(b, {
    kind: 'note',
    text: 'Cảm ơn em vì luôn ở bên anh, cả những ngày anh khó chịu nhất.',
  });
  return {};
}
