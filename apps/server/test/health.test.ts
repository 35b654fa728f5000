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
    const made = String(replaced.headers['x-request-id']);
    expect(made).toMatch(/^[A-Za-z0-9_-]{8}-[0-9a-z]+$/);
    // none given: made here, and never the same twice
    const again = await t().app.inject({ method: 'GET', url: '/api/health' });
    const another = String(again.headers['x-request-id']);
    expect(another).toMatch(/^[A-Za-z0-9_-]{8}-[0-9a-z]+$/);
    expect(another).not.toBe(made);
  });

  it('carries the request id and the security headers on errors too', async () => {
    const missing = await t().app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(/^[A-Za-z0-9_-]{8}-[0-9a-z]+$/);
    expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
    expect(missing.headers['x-frame-options']).toBe('DENY');
  });
});
