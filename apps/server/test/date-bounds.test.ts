import { expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { memoryBody } from './helpers/memories.js';
import { fieldErrors } from './helpers/reminders.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

/**
 * Dates before 1900 or after 2200 are refused wherever a date comes in
 * (DATE_BOUNDS in packages/shared), with the field's invalid-date error.
 */
describeEachEngine('dates outside 1900 to 2200', (engine) => {
  const t = useTestApp(engine);

  it('are refused for memories, reminders, snoozes, anniversaries, birthdays and filters', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    const refused = async (
      method: 'POST' | 'PUT' | 'PATCH' | 'GET',
      url: string,
      body?: object,
    ) => {
      const res = await as(ctx, a, method, url, body);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(422);
      return fieldErrors(res.body);
    };
    for (const date of ['1899-12-31', '2201-01-01', '9999-12-31', '0001-01-01'])
      expect(await refused('POST', '/api/memories', memoryBody({ date }))).toEqual([
        'date:validation.invalidDate',
      ]);
    for (const datetime of ['2201-01-01T00:00:00.000Z', '9999-12-31T23:59:59.000Z'])
      expect(
        await refused('POST', '/api/reminders', { title: 'Xa quá', datetime, type: 'custom' }),
      ).toContain('datetime:validation.invalidDate');
    expect(await refused('PUT', '/api/couple/update', { anniversaryDate: '2201-02-14' })).toContain(
      'anniversaryDate:validation.invalidDate',
    );
    expect(await refused('PUT', '/api/user/me', { dateOfBirth: '1899-01-01' })).toContain(
      'dateOfBirth:validation.invalidDate',
    );
    expect(await refused('GET', '/api/memories/search?q=a&dateTo=2201-01-01')).toContain(
      'dateTo:validation.invalidDate',
    );
    expect(await refused('GET', '/api/memories/timeline?year=2201')).toBeDefined();

    // the edges themselves are dates like any other
    const edge = await as(ctx, a, 'POST', '/api/memories', memoryBody({ date: '1900-01-01' }));
    expect(edge.statusCode, edge.body).toBe(201);
  });
});
