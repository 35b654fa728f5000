import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv, tileTemplateOrigin } from '../src/env.js';
import { as } from './helpers/couple.js';
import { useTestApp } from './helpers/test-app.js';

const TILES = 'https://tile.example.org/{z}/{x}/{y}.png';
const imgSrcOf = (headers: Record<string, unknown>) =>
  /img-src ([^;]*)/.exec(String(headers['content-security-policy']))?.[1];

describe('MAP_TILE_URL', () => {
  it('is optional: no tiles, nothing more in the CSP', () => {
    expect(loadEnv({}, '/srv/app').mapTiles).toBeUndefined();
    expect(loadEnv({ MAP_TILE_URL: '' }, '/srv/app').mapTiles).toBeUndefined();
  });

  it('keeps the template, its credit and its origin', () => {
    const env = loadEnv(
      { MAP_TILE_URL: TILES, MAP_TILE_ATTRIBUTION: '  © OpenStreetMap contributors ' },
      '/srv/app',
    );
    expect(env.mapTiles).toEqual({
      url: TILES,
      attribution: '© OpenStreetMap contributors',
      origin: 'https://tile.example.org',
    });
    expect(loadEnv({ MAP_TILE_URL: 'http://localhost:8080/t/{z}/{y}/{x}' }, '/').mapTiles).toEqual({
      url: 'http://localhost:8080/t/{z}/{y}/{x}',
      attribution: null,
      origin: 'http://localhost:8080',
    });
  });

  it.each([
    ['no placeholders', 'https://tile.example.org/tiles.png'],
    ['a placeholder missing', 'https://tile.example.org/{z}/{x}.png'],
    ['not http', 'ftp://tile.example.org/{z}/{x}/{y}.png'],
    ['a script', 'javascript:alert(1)//{z}{x}{y}'],
    ['a subdomain pattern', 'https://{s}.tile.example.org/{z}/{x}/{y}.png'],
    ['credentials', 'https://user:secret@tile.example.org/{z}/{x}/{y}.png'],
    ['not a URL', '{z}/{x}/{y}'],
  ])('refuses %s', (_why, url) => {
    expect(tileTemplateOrigin(url)).toBeNull();
    expect(() => loadEnv({ MAP_TILE_URL: url }, '/srv/app')).toThrow(EnvError);
    expect(() => loadEnv({ MAP_TILE_URL: url }, '/srv/app')).toThrow(/MAP_TILE_URL/);
  });

  it('refuses an over-long credit', () => {
    expect(() =>
      loadEnv({ MAP_TILE_URL: TILES, MAP_TILE_ATTRIBUTION: 'x'.repeat(201) }, '/srv/app'),
    ).toThrow(/MAP_TILE_ATTRIBUTION/);
  });
});

describe('the map without a tile server', () => {
  const t = useTestApp('pglite');

  it('answers no tiles and keeps images to our origin', async () => {
    const res = await as(t(), await t().registerUser(), 'GET', '/api/places/map');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tiles: null });
    expect(imgSrcOf(res.headers)).toBe("'self' data: blob:");
  });

  it('asks for a signed-in user', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/places/map' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the map with a tile server', () => {
  const t = useTestApp('pglite', {
    env: { MAP_TILE_URL: TILES, MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors' },
  });

  it('hands the web the template and credit, and lets its origin into img-src only', async () => {
    const { app, registerUser } = t();
    const res = await as(t(), await registerUser(), 'GET', '/api/places/map');
    expect(res.json()).toEqual({
      tiles: { url: TILES, attribution: '© OpenStreetMap contributors' },
    });
    expect(imgSrcOf(res.headers)).toBe("'self' data: blob: https://tile.example.org");
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("default-src 'self';");
    // every answer carries it, a 404 too
    const missing = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(imgSrcOf(missing.headers)).toBe("'self' data: blob: https://tile.example.org");
  });
});
