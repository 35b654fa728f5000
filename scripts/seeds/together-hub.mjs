// Seed for `node scripts/screenshots.mjs --seed scripts/seeds/together-hub.mjs /together /`:
// everything the hub and the dashboard's "your day together" show at once: a month of
// check-ins and the list (together.mjs), letters both ways (letters.mjs), and today's
// question answered by both partners, so its card shows both answers.
import letters from './letters.mjs';
import together from './together.mjs';

export default async function seed(context) {
  const { api, a, b } = context;
  const named = { ...(await together(context)), ...(await letters(context)) };
  await api(a, 'PUT', '/api/questions/today/answer', {
    text: 'Buổi tối hai đứa nấu mì rồi ngồi ban công nghe mưa. Chẳng có gì đặc biệt mà nhớ mãi.',
  });
  await api(b, 'PUT', '/api/questions/today/answer', {
    text: 'Lần em cười đến chảy nước mắt vì anh hát sai lời bài hát quen thuộc nhất.',
  });
  return named;
}
