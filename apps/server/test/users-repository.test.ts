import { expect, it } from 'vitest';
import { createUsersRepository } from '../src/modules/users/users-repository.js';
import { connectedPair } from './helpers/couple.js';
import { authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';

describeEachEngine('users repository', (engine) => {
  const t = useTestApp(engine);

  it('reads the same row through the driver (hot path) as through Drizzle', async () => {
    const { database, registerUser, app } = t();
    const user = await registerUser({ firstName: 'Lan', lastName: 'Trần' });
    await app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers: authHeader(user.token),
      payload: { dateOfBirth: '1996-02-29', bio: 'hi', username: `u${Date.now()}` },
    });
    const viaDriver = await createUsersRepository(database.db, database.raw).findById(user.user.id);
    const viaDrizzle = await createUsersRepository(database.db).findById(user.user.id);
    expect(viaDriver).toEqual(viaDrizzle);
    expect(viaDriver?.dateOfBirth).toBe('1996-02-29');
    expect(viaDriver?.createdAt).toBeInstanceOf(Date);
    expect(
      await createUsersRepository(database.db, database.raw).findById('nobody'),
    ).toBeUndefined();
  });

  it('joins the active couple the same way through both (one query for the profile)', async () => {
    const { database } = t();
    const { a, couple } = await connectedPair(t(), { anniversaryDate: '2020-02-29' });
    const viaDriver = await createUsersRepository(database.db, database.raw).findById(a.user.id);
    const viaDrizzle = await createUsersRepository(database.db).findById(a.user.id);
    expect(viaDriver).toEqual(viaDrizzle);
    expect(viaDriver).toMatchObject({
      coupleId: couple.id,
      coupleAnniversaryDate: '2020-02-29',
      coupleConnectedAt: new Date(couple.connectedAt!),
    });
    const lone = await t().registerUser();
    expect(
      await createUsersRepository(database.db, database.raw).findById(lone.user.id),
    ).toMatchObject({
      coupleId: null,
      coupleAnniversaryDate: null,
      coupleConnectedAt: null,
    });
  });
});
