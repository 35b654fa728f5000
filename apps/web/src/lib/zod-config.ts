/**
 * zod compiles object parsers with `new Function` when it may, and finds out by trying
 * once: under the server's CSP (`script-src 'self'`, no 'unsafe-eval') the browser reports
 * that caught attempt as a violation, which Lighthouse lists as a console issue (best
 * practices 96). The web's parsing is small (forms, the login answer), so zod
 * runs without its compiler here: no attempt, no report.
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig` (zod/v4/core/core.js), the
 * object `z.config()` changes: set here, before any route's schemas load, the entry does
 * not have to load zod for it (4 KB). Mutated, not replaced, so the order does not matter;
 * `lib/__tests__/zod-config.test.ts` checks zod still reads it.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
