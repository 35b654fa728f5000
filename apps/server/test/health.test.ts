import { expect, it } from 'vitest';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

describeEachEngine('health', (engine) => {
  const t = useTestApp(engine);

  it('GET /api/health answers ok', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/health/ready runs a query against the database', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('echoes a sane x-request-id and replaces an odd one', async () => {
    const kept = await t().app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await t().app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'evil\nlog line' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
