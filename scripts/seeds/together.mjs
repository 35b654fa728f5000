// Seed for `node scripts/screenshots.mjs --seed scripts/seeds/together.mjs /together/checkins
// /together/list`: a month of check-ins for both partners (brought in through each one's own
// import, the only way to write past days), today's of each, and a list with open, dated,
// linked and done items.
import yazl from 'yazl';

const MOODS = ['happy', 'love', 'excited', 'romantic', 'nostalgic', 'grateful', 'peaceful'];
const NOTES = ['Đi làm về mệt nhưng vui', 'Nhớ anh', '', 'Cà phê sáng ngon ghê', '', 'Mưa cả ngày'];
const dayIn = (timeZone, days) => {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone })
    .format(new Date())
    .split('-')
    .map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** A ZIP holding only data.json, whose check-ins are the archive person's own. */
function archiveOf(user, checkins) {
  const at = new Date().toISOString();
  const data = {
    format: 'doita-export',
    version: 1,
    exportedAt: at,
    user: {
      id: 'seed-person',
      email: user.email,
      displayName: user.user.displayName,
      firstName: null,
      lastName: null,
      username: null,
      bio: null,
      dateOfBirth: null,
      language: 'vi',
      theme: 'light',
      timeZone: 'Asia/Ho_Chi_Minh',
    },
    partner: null,
    couple: null,
    memories: [],
    reminders: [],
    posts: [],
    comments: [],
    reactions: [],
    preferences: {
      notifications: {},
      language: 'vi',
      theme: 'light',
      timeZone: 'Asia/Ho_Chi_Minh',
      profileVisibility: 'couple',
    },
    checkins: checkins.map((c, i) => ({
      id: `seed-${i}`,
      userId: 'seed-person',
      createdAt: at,
      updatedAt: at,
      ...c,
    })),
  };
  return new Promise((resolve) => {
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from(JSON.stringify(data)), 'data.json');
    zip.end();
    const chunks = [];
    zip.outputStream
      .on('data', (c) => chunks.push(c))
      .on('end', () => resolve(Buffer.concat(chunks)));
  });
}

export default async function seed({ api, a, b, baseUrl }) {
  const importFor = async (user, offset) => {
    const checkins = [];
    for (let i = 29; i >= 1; i--) {
      if ((i + offset) % 5 === 0) continue; // a day without a check-in now and then
      checkins.push({
        day: dayIn('Asia/Ho_Chi_Minh', -i),
        mood: MOODS[(i * 3 + offset) % MOODS.length],
        note: NOTES[(i + offset) % NOTES.length],
      });
    }
    const form = new FormData();
    form.append(
      'file',
      new Blob([await archiveOf(user, checkins)], { type: 'application/zip' }),
      'seed.zip',
    );
    const res = await fetch(`${baseUrl}/api/imports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
      body: form,
    });
    const { import: job } = await res.json();
    for (let tries = 0; tries < 50; tries++) {
      const now = await api(user, 'GET', `/api/imports/${job.id}`);
      if (now.import.status === 'ready' || now.import.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  await importFor(a, 0);
  await importFor(b, 2);
  await api(a, 'PUT', '/api/checkins/today', { mood: 'grateful', note: 'Cảm ơn anh vì bữa sáng' });
  await api(b, 'PUT', '/api/checkins/today', { mood: 'love', note: 'Tối nay ăn lẩu nhé' });

  const add = (user, body) => api(user, 'POST', '/api/list-items', body);
  await add(a, {
    title: 'Ăn bún chả Hàng Mành',
    kind: 'food',
    note: 'Đi buổi trưa, tránh giờ đông',
    targetDate: dayIn('Asia/Ho_Chi_Minh', 6),
    link: 'https://example.com/bun-cha-hang-manh',
  });
  await add(b, {
    title: 'Ngắm bình minh ở Mũi Né',
    kind: 'place',
    targetDate: dayIn('Asia/Ho_Chi_Minh', 40),
  });
  await add(a, {
    title: 'Học làm gốm cùng nhau',
    kind: 'experience',
    note: 'Lớp cuối tuần ở quận 3',
  });
  await add(b, { title: 'Mua tặng mẹ chiếc khăn lụa', kind: 'gift' });
  const done = await add(a, {
    title: 'Xem phim ở rạp ngoài trời',
    kind: 'experience',
    targetDate: dayIn('Asia/Ho_Chi_Minh', -3),
  });
  await api(b, 'POST', `/api/list-items/${done.item.id}/done`);
  return {};
}
