import { expect, it } from 'vitest';
import { as } from './helpers/couple.js';
import { createReminder, fieldErrors } from './helpers/reminders.js';
import { createPost } from './helpers/blog.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

describeEachEngine('preferences', (engine) => {
  const t = useTestApp(engine);

  it('starts from the defaults', async () => {
    const me = await t().registerUser({ language: 'en' });
    const res = await as(t(), me, 'GET', '/api/user/preferences');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      preferences: {
        theme: 'light',
        language: 'en',
        timeZone: 'Asia/Ho_Chi_Minh',
        notifications: {
          push: true,
          email: false,
          reminders: true,
          couple: true,
          memories: true,
          blog: true,
          checkins: true,
          letters: true,
          list: true,
          messages: true,
          questions: true,
        },
        profileVisibility: 'couple',
      },
    });
  });

  it('changes only what is sent; notification toggles merge; the profile follows', async () => {
    const me = await t().registerUser();
    await as(t(), me, 'PUT', '/api/user/preferences', { notifications: { email: true } });
    const res = await as(t(), me, 'PUT', '/api/user/preferences', {
      theme: 'romantic',
      timeZone: 'Europe/Paris',
      notifications: { push: false },
      profileVisibility: 'private',
    });
    expect(res.json()).toEqual({
      preferences: {
        theme: 'romantic',
        language: 'vi',
        timeZone: 'Europe/Paris',
        notifications: {
          push: false,
          email: true,
          reminders: true,
          couple: true,
          memories: true,
          blog: true,
          checkins: true,
          letters: true,
          list: true,
          messages: true,
          questions: true,
        },
        profileVisibility: 'private',
      },
    });
    const profile = (await as(t(), me, 'GET', '/api/user/me')).json<{
      user: { preferences: object };
    }>();
    expect(profile.user.preferences).toEqual({
      language: 'vi',
      theme: 'romantic',
      timeZone: 'Europe/Paris',
    });
  });

  it('refuses unknown zones, themes, languages and visibilities with 422 per field', async () => {
    const me = await t().registerUser();
    const res = await as(t(), me, 'PUT', '/api/user/preferences', {
      timeZone: 'Mars/Olympus',
      theme: 'neon',
      language: 'fr',
      profileVisibility: 'everyone',
      notifications: { email: 'yes' },
    });
    expect(res.statusCode).toBe(422);
    expect(fieldErrors(res.body)).toEqual(
      expect.arrayContaining([
        'timeZone:validation.timeZone',
        'theme:validation.invalid',
        'language:validation.invalid',
        'profileVisibility:validation.invalid',
      ]),
    );
    const unchanged = (await as(t(), me, 'GET', '/api/user/preferences')).json<{
      preferences: { timeZone: string };
    }>();
    expect(unchanged.preferences.timeZone).toBe('Asia/Ho_Chi_Minh');
  });

  it.each(['US/Pacific-New', 'CTT'])(
    'refuses %s, a zone the runtime knows but the database does not (422, not a 500 later)',
    async (timeZone) => {
      const me = await t().registerUser();
      await createReminder(t(), me, { isPrivate: true });
      await createPost(t(), me);
      const res = await as(t(), me, 'PUT', '/api/user/preferences', { timeZone });
      expect(res.statusCode).toBe(422);
      expect(fieldErrors(res.body)).toEqual(['timeZone:validation.timeZone']);
      // What counts by month in the database still answers.
      expect((await as(t(), me, 'GET', '/api/reminders/statistics')).statusCode).toBe(200);
      expect((await as(t(), me, 'GET', '/api/blog/posts/statistics')).statusCode).toBe(200);
      const kept = (await as(t(), me, 'GET', '/api/user/preferences')).json<{
        preferences: { timeZone: string };
      }>();
      expect(kept.preferences.timeZone).toBe('Asia/Ho_Chi_Minh');
    },
  );
});
