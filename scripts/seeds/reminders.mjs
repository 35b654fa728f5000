// Seed for `node scripts/screenshots.mjs --seed scripts/seeds/reminders.mjs /reminders`:
// reminders in every state (overdue, today, this week, later, done), repeating and lunar.
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** 19:00 in Ho Chi Minh City on the solar date of a lunar day/month in the coming year (looked up by the API). */
export default async function seed({ api, a, b }) {
  const at = (ms) => new Date(Math.ceil((Date.now() + ms) / MINUTE) * MINUTE).toISOString();
  const make = (user, body) => api(user, 'POST', '/api/reminders', body);
  // earlier today: overdue at once (near local midnight the API refuses it: no date before today)
  const call = { title: 'Gọi điện cho mẹ', type: 'custom', description: 'Hỏi thăm sức khỏe bố mẹ' };
  await make(a, { ...call, datetime: at(-30 * MINUTE) }).catch(() => make(a, { ...call, datetime: at(2 * MINUTE) }));
  await make(b, { title: 'Hẹn hò ở Phố đi bộ', datetime: at(5 * 60 * MINUTE), type: 'date', description: 'Nhớ mang áo khoác' });
  await make(a, { title: 'Sinh nhật Minh', datetime: at(3 * DAY), type: 'birthday', recurringType: 'yearly', description: 'Đặt bánh kem dâu ở tiệm quen' });
  await make(b, { title: 'Kỷ niệm 3 năm yêu nhau', datetime: at(20 * DAY), type: 'anniversary', recurringType: 'yearly' });
  await make(a, { title: 'Tưới cây ban công', datetime: at(26 * 60 * MINUTE), type: 'custom', recurringType: 'weekly' });
  const done = await make(b, { title: 'Mua hoa cho Lan', datetime: at(2 * DAY), type: 'anniversary' });
  await api(a, 'PATCH', `/api/reminders/${done.reminder.id}/complete`);
  // Rằm tháng sau: the 15th of the next lunar month that is still ahead, at 06:00
  const { solarToLunar, lunarToSolar, zonedToInstant } = await import('../../packages/shared/dist/index.js');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date()).split('-').map(Number);
  let lunar = solarToLunar({ year: today[0], month: today[1], day: today[2] });
  for (let i = 0; i < 3; i++) {
    const solar = lunarToSolar({ day: 15, month: lunar.month, year: lunar.year, isLeapMonth: lunar.isLeapMonth });
    const instant = solar && zonedToInstant({ ...solar, hour: 6, minute: 0 }, 'Asia/Ho_Chi_Minh');
    if (instant && instant.getTime() > Date.now()) {
      await make(a, {
        title: 'Rằm: thắp hương, mua hoa quả',
        datetime: instant.toISOString(),
        type: 'custom',
        calendar: 'lunar',
        lunarDate: { day: 15, month: lunar.month, year: lunar.year, isLeapMonth: lunar.isLeapMonth },
        recurringType: 'monthly',
      });
      break;
    }
    lunar = lunar.month === 12 ? { ...lunar, month: 1, year: lunar.year + 1, isLeapMonth: false } : { ...lunar, month: lunar.month + 1, isLeapMonth: false };
  }
  // the scheduler (every 5 s) delivers the overdue one: the bell has a notification
  await new Promise((resolve) => setTimeout(resolve, 6000));
}
