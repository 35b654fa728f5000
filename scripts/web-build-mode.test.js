// @ts-check
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(path.join(tmpdir(), 'doita-web-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** Every built script, one string. */
function builtScripts() {
  const assets = path.join(outDir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(assets, name), 'utf8'))
    .join('\n');
}

/**
 * `npm start` builds with the server's environment: a server run with NODE_ENV=development
 * must still get a production web app (a development build has `import.meta.env.PROD`
 * false, and the offline service worker then never registers).
 */
describe('the web build', () => {
  it('is a production build whatever NODE_ENV it is started with', () => {
    execFileSync(
      'npm',
      ['run', 'build', '-w', '@doita/web', '--', '--outDir', outDir, '--emptyOutDir'],
      { cwd: ROOT, env: { ...process.env, NODE_ENV: 'development' }, stdio: 'pipe' },
    );
    const scripts = builtScripts();
    // the worker's registration is in the build (the app's own code was bundled) ...
    expect(scripts).toContain('serviceWorker.register(');
    // ... and JSX carries no development source locations (jsxDEV's `columnNumber`),
    // which only a development build has
    expect(scripts).not.toMatch(/columnNumber:/);
  }, 180_000);
});
