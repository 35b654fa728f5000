// The reminders part of the bench: users and a couple's reminders, and the scheduler's
// throughput on a backlog of due reminders.
import { api, connectPair, inParallel, wait } from './support.mjs';

/** Due reminders in the scheduler's backlog (the throughput measurement). */
export const BACKLOG = 10_000;

/** Five users; the first two a couple with 60 reminders (30 within the week, 30 later). */
export async function seed(base) {
  const users = [];
  for (let i = 0; i < 5; i++) {
    const email = `bench${i}@example.com`;
    const body = await api(base, null, 'POST', '/api/auth/register', {
      email,
      password: 'BenchPass123',
      displayName: `Bench ${i}`,
    });
    users.push({ token: body.token, userId: body.user.id, email });
  }
  // One couple with 60 reminders: 30 within the week (the page of 10 and the count), 30 later.
  const coupleId = await connectPair(base, users[0], users[1]);
  const day = 86_400_000;
  await inParallel(60, 10, (i) =>
    api(base, users[i % 2].token, 'POST', '/api/reminders', {
      title: `Bench reminder ${i}`,
      description: 'Nhắc nhở để đo',
      datetime: new Date(
        Date.now() + (i < 30 ? (i + 1) * 5 * 3_600_000 : 8 * day + i * day),
      ).toISOString(),
      type: ['anniversary', 'birthday', 'date', 'custom'][i % 4],
    }),
  );
  return { token: users[0].token, userId: users[0].userId, coupleId, users };
}

/**
 * The scheduler's throughput: a couple gets BACKLOG due reminders while the scheduler is
 * off; the server restarts with it on (as after downtime) and its first run delivers them
 * all. The time is the run's own, as the server logs it ('reminders delivered'); the
 * partner's bell is checked to hold every one.
 */
export async function measureBacklog(base, ctx, restart) {
  const [, , a, b] = ctx.users;
  await connectPair(base, a, b);
  const minute = 60_000;
  // A minute ago (earlier today is allowed); right after midnight in Vietnam, the next minute.
  let due = new Date(Math.floor(Date.now() / minute) * minute - minute);
  const create = (i) =>
    api(base, a.token, 'POST', '/api/reminders', {
      title: `Backlog ${i}`,
      datetime: due.toISOString(),
      type: 'custom',
    });
  await create(0).catch(() => {
    due = new Date(Math.ceil(Date.now() / minute) * minute + minute);
    return create(0);
  });
  await inParallel(BACKLOG - 1, 50, (i) => create(i + 1));
  while (Date.now() <= due.getTime()) await wait(200);
  // The server logs each delivery run: the first after the restart is the catch-up.
  const run = await restart();
  for (;;) {
    const { unreadCount } = await api(base, b.token, 'GET', '/api/notifications?limit=1');
    if (unreadCount >= BACKLOG) break;
    await wait(100);
  }
  const { delivered, ms } = await run;
  const seconds = ms / 1000;
  if (delivered < BACKLOG) throw new Error(`the catch-up run delivered ${delivered} of ${BACKLOG}`);
  return {
    reminders: delivered,
    seconds: Math.round(seconds * 100) / 100,
    perSecond: Math.round(delivered / seconds),
  };
}
