import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, DEFAULT_TIME_ZONE } from '@doita/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_CHUNKS_META, localeChunks } from '../../../build/locale-preload';

/** public/theme-init.js as the browser runs it: a plain script, before the first paint */
const themeInit = readFileSync(join(import.meta.dirname, '../../../public/theme-init.js'), 'utf8');
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the file under test, run as the page runs it
const runThemeInit = new Function(themeInit) as () => void;

type Bundle = Parameters<typeof localeChunks>[0];
const chunk = (fileName: string, facadeModuleId: string | null) => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
});

describe('the build names each language’s chunk', () => {
  it('the locale modules only, sorted, under the base', () => {
    const bundle = {
      a: chunk('assets/vi-Ca1.js', '/app/apps/web/src/locales/vi/index.ts'),
      b: chunk('assets/en-B2.js', 'C:\\app\\apps\\web\\src\\locales\\en\\index.ts'),
      c: chunk('assets/index-X.js', '/app/apps/web/src/main.tsx'),
      d: chunk('assets/shared-Y.js', null),
      e: { type: 'asset', fileName: 'assets/vi.css' },
    } as unknown as Bundle;
    expect(localeChunks(bundle)).toBe('en=/assets/en-B2.js vi=/assets/vi-Ca1.js');
    expect(localeChunks(bundle, '/app/')).toBe('en=/app/assets/en-B2.js vi=/app/assets/vi-Ca1.js');
    expect(localeChunks(undefined)).toBe('');
  });
});

describe('theme-init.js starts loading the stored language’s texts', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    localStorage.clear();
  });

  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => ({ href: link.getAttribute('href'), crossOrigin: link.crossOrigin }),
    );
  const withMeta = (content: string) => {
    const meta = document.createElement('meta');
    meta.name = LOCALE_CHUNKS_META;
    meta.content = content;
    document.head.append(meta);
  };

  it('Vietnamese by default, English when stored, never both', () => {
    withMeta('en=/assets/en-B2.js vi=/assets/vi-Ca1.js');
    runThemeInit();
    expect(preloads()).toEqual([{ href: '/assets/vi-Ca1.js', crossOrigin: '' }]);
    expect(document.documentElement.lang).toBe('vi');

    document.head.querySelectorAll('link').forEach((link) => link.remove());
    localStorage.setItem('locale', 'en');
    runThemeInit();
    expect(preloads()).toEqual([{ href: '/assets/en-B2.js', crossOrigin: '' }]);
    expect(document.documentElement.lang).toBe('en');
  });

  it('an unknown stored language is Vietnamese, as the app reads it', () => {
    withMeta('en=/assets/en-B2.js vi=/assets/vi-Ca1.js');
    localStorage.setItem('locale', 'fr');
    runThemeInit();
    expect(preloads().map((link) => link.href)).toEqual(['/assets/vi-Ca1.js']);
  });

  it('nothing without the build’s meta (development), or from a malformed one', () => {
    runThemeInit();
    expect(preloads()).toEqual([]);
    withMeta('vi=https://elsewhere.example/x.js vi=/assets/"onload=x.js vi=');
    runThemeInit();
    expect(preloads()).toEqual([]);
  });
});

describe('theme-init.js sets up date and number formatting off the main thread', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it('starts the warm-up worker, once per page start', () => {
    const started: unknown[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: unknown) {
          started.push(url);
        }
      },
    );
    runThemeInit();
    expect(started).toEqual(['/intl-warm.js']);
  });

  it('a page where workers are refused or missing still gets its theme and language', () => {
    localStorage.setItem('locale', 'en');
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused by the policy', 'SecurityError');
        }
      },
    );
    expect(runThemeInit).not.toThrow();
    expect(document.documentElement.lang).toBe('en');
    vi.stubGlobal('Worker', undefined);
    localStorage.setItem('locale', 'vi');
    expect(runThemeInit).not.toThrow();
    expect(document.documentElement.lang).toBe('vi');
    localStorage.clear();
  });

  it('the worker formats with the app’s defaults and then closes itself', () => {
    const warm = readFileSync(join(import.meta.dirname, '../../../public/intl-warm.js'), 'utf8');
    const close = vi.fn();
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the worker's file, run as a worker runs it
    const runWarm = new Function('self', warm) as (self: { close: () => void }) => void;
    runWarm({ close });
    expect(close).toHaveBeenCalledOnce();
    // a plain file cannot import the shared rules: it names the same defaults
    expect(warm).toContain(`'${DEFAULT_LOCALE}', { timeZone: '${DEFAULT_TIME_ZONE}'`);
  });
});
