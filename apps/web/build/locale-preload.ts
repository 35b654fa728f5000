import type { IndexHtmlTransformContext, Plugin } from 'vite';

/** where each language's texts live (`src/locales/<code>/index.ts`, one chunk each) */
const LOCALE_MODULE = /[\\/]src[\\/]locales[\\/]([a-z]{2})[\\/]index\.ts$/;

/** the `<meta>` naming each language's chunk, read by public/theme-init.js */
export const LOCALE_CHUNKS_META = 'doita-locale-chunks';

/** `vi=/assets/vi-….js en=/assets/en-….js`: each language's chunk in this build. */
export function localeChunks(bundle: IndexHtmlTransformContext['bundle'], base = '/'): string {
  const pairs: string[] = [];
  for (const output of Object.values(bundle ?? {})) {
    if (output.type !== 'chunk' || !output.facadeModuleId) continue;
    const code = LOCALE_MODULE.exec(output.facadeModuleId)?.[1];
    if (code) pairs.push(`${code}=${base}${output.fileName}`);
  }
  return pairs.sort().join(' ');
}

/**
 * The language's texts load beside the app's code, from the HTML, not once the code has
 * run: the first render needs them (no screen in the wrong language), and asked for by
 * the code they were the last of the start's ~20 requests to leave on a slow network (six
 * connections per server), 20 KB that the first screen then waited on. The
 * build names each language's chunk in a `<meta>` at the top of the head; theme-init.js,
 * which knows the stored language before the first paint, adds the modulepreload link for
 * that one (the other language is never fetched).
 */
export function localePreloadPlugin(): Plugin {
  let base = '/';
  return {
    name: 'doita:locale-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const content = localeChunks(context.bundle, base);
        if (!content) return [];
        return [
          { tag: 'meta', attrs: { name: LOCALE_CHUNKS_META, content }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}
