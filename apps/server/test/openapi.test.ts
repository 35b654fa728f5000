import { expect, it } from 'vitest';
import { ROUTES, openApiPath } from './helpers/route-catalogue.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { tags?: string[]; security?: unknown[]; responses?: Record<string, unknown> }>
  >;
}

describeEachEngine('OpenAPI document', (engine) => {
  const t = useTestApp(engine);
  const document = async () =>
    (await t().app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();

  it('lists every declared endpoint, tagged, with its response schema', async () => {
    const { paths, openapi } = await document();
    expect(openapi).toBe('3.1.0');
    for (const route of ROUTES) {
      const operation = paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(operation?.tags?.length, `${route.method} ${route.url} tags`).toBeGreaterThan(0);
      // a job's start answers 202 (exports and imports)
      const success = ['200', '201', '202'].map((status) => operation?.responses?.[status]);
      expect(success.find(Boolean), `${route.method} ${route.url} success`).toBeDefined();
      if (route.auth) expect(operation?.security).toEqual([{ bearerAuth: [] }]);
    }
  });

  it('documents no API route the contracts do not declare', async () => {
    const { paths } = await document();
    const catalogued = new Set(ROUTES.map((r) => `${r.method} ${openApiPath(r.url)}`));
    const documented = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => method !== 'head')
          .map((method) => `${method.toUpperCase()} ${path}`),
      );
    expect(documented.filter((route) => !catalogued.has(route))).toEqual([]);
  });

  it('documents a raw answer (a signed file, a cover) under its media types, not JSON', async () => {
    const { paths } = await document();
    const content = (path: string) =>
      (paths[path]?.get?.responses?.['200'] as { content?: Record<string, unknown> } | undefined)
        ?.content ?? {};
    expect(Object.keys(content('/api/files/{id}/{file}'))).toEqual([
      'image/webp',
      'image/jpeg',
      'image/png',
      'video/mp4',
      'video/quicktime',
      'video/webm',
    ]);
    expect(Object.keys(content('/api/blog/posts/{id}/cover'))).toEqual(['image/webp']);
  });

  it('documents the Idempotency-Key header on the offline writes', async () => {
    const { paths } = await document();
    const idempotent = [
      ['post', '/api/memories'],
      ['patch', '/api/memories/{id}/favorite'],
      ['post', '/api/reminders'],
      ['patch', '/api/reminders/{id}/complete'],
      ['post', '/api/blog/posts/{id}/like'],
      ['post', '/api/blog/posts/{id}/comments'],
    ] as const;
    for (const [method, path] of idempotent) {
      const operation = paths[path]?.[method] as
        { parameters?: Array<{ in: string; name: string }>; description?: string } | undefined;
      expect(
        operation?.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key'),
        `${method} ${path}`,
      ).toBe(true);
      expect(operation?.description).toContain('Idempotent-Replayed');
    }
  });

  it('never documents the password hash', async () => {
    expect(JSON.stringify(await document())).not.toMatch(/passwordHash|password_hash/);
  });

  it('serves the Swagger UI under the strict CSP', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});
