import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { uploadsContract } from '../uploads/uploads-contract.js';
import { FILES_PATH } from '../uploads/uploads-rules.js';
import { apiContracts } from './api-contracts.js';
import { contractEndpoints, endpointPath, successSchema } from './endpoint.js';

const endpoints = contractEndpoints(apiContracts);

describe('the declared endpoints', () => {
  it('each have a unique camelCase operationId and one method + path', () => {
    const ids = endpoints.map((e) => e.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(?:[A-Z][a-z0-9]*)*$/);
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
      // a raw answer names its media type: OpenAPI's `produces`, or its schema's description
      if (e.raw)
        expect(e.produces?.[0] ?? successSchema(e)?.description, e.operationId).toBeTruthy();
    }
  });

  it('give a valid example of every body they take, and of the queries they show', () => {
    for (const e of endpoints) {
      if (e.body && !e.consumes) expect(e.example?.body, e.operationId).toBeDefined();
      if (e.example?.body !== undefined)
        expect(e.body?.safeParse(e.example.body).error, e.operationId).toBeUndefined();
      if (e.example?.query !== undefined)
        expect(e.query?.safeParse(e.example.query).error, e.operationId).toBeUndefined();
    }
  });

  it('count per user only where a user is signed in, and say 429 where they count', () => {
    for (const e of endpoints) {
      if (e.rateLimit && e.rateLimit.per === 'user')
        expect(e.security, e.operationId).toBe('bearer');
      if (e.rateLimit) expect(e.errors, e.operationId).toContain(429);
    }
  });

  it('serve signed files where the URLs the server signs point (FILES_PATH)', () => {
    expect(`/api${endpointPath(uploadsContract.file, { id: 'up1', file: '320.webp' })}`).toBe(
      `${FILES_PATH}up1/320.webp`,
    );
  });
});
