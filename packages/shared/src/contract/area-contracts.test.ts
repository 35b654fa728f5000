import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blogContract } from '../blog/blog-contract.js';
import { blogSocialContract } from '../blog/blog-social-contract.js';
import { dashboardContract } from '../dashboard/dashboard-contract.js';
import { memoriesContract } from '../memories/memories-contract.js';
import { notificationsContract } from '../notifications/notifications-contract.js';
import { remindersContract } from '../reminders/reminders-contract.js';
import { timelineContract } from '../timeline/timeline-contract.js';
import { uploadsContract } from '../uploads/uploads-contract.js';
import { FILES_PATH } from '../uploads/uploads-rules.js';
import { contractEndpoints, endpointPath } from './endpoint.js';

const endpoints = contractEndpoints({
  blogContract,
  blogSocialContract,
  dashboardContract,
  memoriesContract,
  notificationsContract,
  remindersContract,
  timelineContract,
  uploadsContract,
});

describe('the declared endpoints', () => {
  it('each have a unique camelCase verbNoun operationId and one method + path', () => {
    const ids = endpoints.map((e) => e.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+[A-Z][A-Za-z]*$/);
    const routes = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('declare exactly the path parameters their path names', () => {
    for (const e of endpoints) {
      const inPath = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const declared =
        e.params instanceof z.ZodObject ? Object.keys(e.params.shape).sort() : ([] as string[]);
      expect(declared, e.operationId).toEqual(inPath);
    }
  });

  it('document 401 when signed in, 422 when they take input, and one success answer', () => {
    for (const e of endpoints) {
      if (e.security === 'bearer') expect(e.errors, e.operationId).toContain(401);
      if (e.params || e.query || e.body) expect(e.errors, e.operationId).toContain(422);
      expect(Object.keys(e.responses), e.operationId).toHaveLength(1);
      if (e.raw) expect(e.produces?.length, e.operationId).toBeGreaterThan(0);
    }
  });

  it('serve signed files where the URLs the server signs point (FILES_PATH)', () => {
    expect(`/api${endpointPath(uploadsContract.file, { id: 'up1', file: '320.webp' })}`).toBe(
      `${FILES_PATH}up1/320.webp`,
    );
  });
});
