import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/x-abc123.js"></script></body></html>';
const distDir = await mkdtemp(path.join(tmpdir(), 'doita-web-dist-'));
await mkdir(path.join(distDir, 'assets'), { recursive: true });
await writeFile(path.join(distDir, 'index.html'), INDEX);
await writeFile(
  path.join(distDir, 'assets', 'x-abc123.js'),
  `console.log(${JSON.stringify('x'.repeat(4000))});`,
);
await writeFile(path.join(distDir, 'manifest.webmanifest'), '{"name":"Đôi Ta"}');
// a chunk the build compressed ahead (apps/web/build/precompress.ts)
const BIG = `console.log(${JSON.stringify('ab'.repeat(3000))});`;
await writeFile(path.join(distDir, 'assets', 'y-def456.js'), BIG);
await writeFile(path.join(distDir, 'assets', 'y-def456.js.br'), brotliCompressSync(BIG));
await writeFile(path.join(distDir, 'assets', 'y-def456.js.gz'), gzipSync(BIG, { level: 9 }));
afterAll(() => rm(distDir, { recursive: true, force: true }));

describeEachEngine('serving the built web app', (engine) => {
  const t = useTestApp(engine, { env: { WEB_DIST_DIR: distDir } });

  it('serves index.html at / without long caching', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('caches fingerprinted assets for a year, immutable, and compresses them', async () => {
    const res = await t().app.inject({
      method: 'GET',
      url: '/assets/x-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends the build’s precompressed files as they are, by what the browser accepts', async () => {
    const ask = (encoding: string) =>
      t().app.inject({
        method: 'GET',
        url: '/assets/y-def456.js',
        headers: { 'accept-encoding': encoding },
      });
    const br = await ask('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG);
    const gz = await ask('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG);
    const plain = await ask('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG);
  });

  it('serves other root files with revalidation', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/login', '/memories/abc-123/edit', '/blog/7?tab=stats', '/couple/connect'])(
    'answers the page %s with index.html (history routing)',
    async (url) => {
      const res = await t().app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    },
  );

  it.each(['/combo-test', '/memories', '/reset-password?token=x', '/blog/new', '/nowhere'])(
    'keeps the page %s out of search engines (X-Robots-Tag)',
    async (url) => {
      const res = await t().app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    },
  );

  it('answers a share link’s page as its data: never stored, indexed nor archived', async () => {
    const token = 'a'.repeat(43);
    for (const url of [`/s/${token}`, `/s/${token}?page=2`]) {
      const res = await t().app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
    // the rest of the app keeps its own caching
    const page = await t().app.inject({
      method: 'GET',
      url: '/memories',
      headers: { accept: 'text/html' },
    });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/login', '/blog'])('lets the public page %s be indexed', async (url) => {
    const res = await t().app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.headers['x-robots-tag']).toBeUndefined();
  });

  it('keeps a missing chunk a 404, so the app notices a new deployment', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers unknown /api paths with JSON, never the page', async () => {
    const res = await t().app.inject({
      method: 'GET',
      url: '/api/unknown',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('does not serve the page for other methods', async () => {
    const res = await t().app.inject({ method: 'POST', url: '/login', payload: {} });
    expect(res.statusCode).toBe(404);
  });

  it('refuses paths that climb out of the web root', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/assets/..%2f..%2f..%2fetc%2fpasswd' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.body).not.toContain('root:');
  });
});

describeEachEngine('without a built web app', (engine) => {
  const t = useTestApp(engine);

  it('serves the API only and answers other paths 404', async () => {
    const res = await t().app.inject({
      method: 'GET',
      url: '/login',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect((await t().app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
