import { readFileSync } from 'node:fs';

/**
 * Payloads from the OWASP XSS Filter Evasion Cheat Sheet (script tags, event handlers,
 * javascript:/vbscript:/data: URLs in every spelling, entity and whitespace tricks,
 * malformed tags, SVG, style, meta refresh, frames, objects), plus Markdown's own ways to
 * write a link or an image. Each, if it ever ran, would set `window.__xss`: the browser
 * test (apps/web/e2e/blog.spec.ts) reads the same JSON file and watches for it.
 */
export const XSS_PAYLOADS: string[] = JSON.parse(
  readFileSync(new URL('../fixtures/xss-corpus.json', import.meta.url), 'utf8'),
) as string[];
