import { randomBytes } from 'node:crypto';
import type { AuthResponse } from '@doita/shared';
import { describe, expect, it } from 'vitest';
import { downloadLinkOf, exportOf } from './helpers/portability.js';
import { TEST_PASSWORD } from './helpers/test-app.js';
import type { AppOnly, TestUser } from './helpers/test-app.js';
import { twoServersAdminUrl, useTwoServers } from './helpers/two-servers.js';

/**
 * Two servers on one PostgreSQL and one data folder: a download link opened on both at
 * once downloads once. Using a ticket is one UPDATE both servers' connections race on,
 * never a read then a write.
 */
describe.skipIf(!twoServersAdminUrl)('export links across two servers on one PostgreSQL', () => {
  const { apps } = useTwoServers('exports')();
  const server = (i: number): AppOnly => ({ app: apps[i]! });

  it('opened on both servers at once, a link gives exactly one download', async () => {
    const email = `export-${randomBytes(3).toString('hex')}@example.com`;
    const res = await apps[0]!.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: TEST_PASSWORD, displayName: 'Lan' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const lan: TestUser = { ...res.json<AuthResponse>(), email, password: TEST_PASSWORD };
    const job = await exportOf(server(0), lan);
    expect(job.status).toBe('ready');

    for (let round = 0; round < 5; round++) {
      const { url } = await downloadLinkOf(server(round % 2), lan, job.id);
      const answers = await Promise.all(
        [0, 1, 0, 1].map((i) => apps[i]!.inject({ method: 'GET', url })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404, 404, 404]);
    }
  });
});
