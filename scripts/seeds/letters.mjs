// Seed for `node scripts/screenshots.mjs --seed scripts/seeds/letters.mjs /together/letters
// /together/letters/{opened} /together/letters/{sealed} /together/letters/{mine}`: letters
// for later both ways, sealed ones waiting, and one that opened today for Lan. A letter
// opens on its recipient's calendar, so today's is written by Minh on Pago Pago's calendar
// (UTC-11) for his tomorrow, which is already today on Lan's (Kiribati, UTC+14), whatever
// the hour it is seeded at.
const dayIn = (timeZone, days) => {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone })
    .format(new Date())
    .split('-')
    .map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

export default async function seed({ api, a, b }) {
  const write = (user, opensOn, text) =>
    api(user, 'POST', '/api/letters', { to: 'partner', opensOn, text });
  const zone = (user, timeZone) => api(user, 'PUT', '/api/user/preferences', { timeZone });

  // Both on Pago Pago's calendar while it is written: a letter may not open on a day that has
  // begun for either of them, and Lan's default zone is a day ahead of Pago Pago's from 11:00
  // UTC. Moved to Kiribati after, the day it opens has come for her.
  await zone(b, 'Pacific/Pago_Pago');
  await zone(a, 'Pacific/Pago_Pago');
  const opened = await write(
    b,
    dayIn('Pacific/Pago_Pago', 1),
    'Lan ơi,\n\nHôm nay tròn một năm mình về chung một nhà. Anh viết lá thư này từ mùa đông năm ngoái, lúc hai đứa còn loay hoay sơn lại bức tường phòng khách.\n\nCảm ơn em vì đã kiên nhẫn với anh. Tối nay mình ăn lẩu nhé.\n\nThương em,',
  );
  await zone(b, 'Asia/Ho_Chi_Minh');
  await zone(a, 'Pacific/Kiritimati');
  const sealed = await write(b, dayIn('Asia/Ho_Chi_Minh', 12), 'Một bí mật cho sinh nhật em');
  await write(b, dayIn('Asia/Ho_Chi_Minh', 400), 'Gửi em của năm sau');
  const mine = await write(
    a,
    dayIn('Pacific/Kiritimati', 30),
    'Minh thân thương,\n\nKhi anh đọc được thư này thì mình đã đi Đà Lạt về rồi. Em muốn kể anh nghe vì sao em chọn đúng ngày này.',
  );
  await write(a, dayIn('Pacific/Kiritimati', 3650), 'Mười năm nữa, mình vẫn nắm tay nhau chứ?');
  return { opened: opened.id, sealed: sealed.id, mine: mine.id };
}
