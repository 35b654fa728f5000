import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): a file whose first line is this comment has
 * every function compiled eagerly, on a background thread while the file streams in,
 * instead of each on the main thread the first time it is called. Every chunk of the app
 * is code its screen runs as it opens (the split is by route), and that first call of each
 * function was ~30 % of the first render on a slow phone (issue 19). Other engines ignore
 * the comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Puts the hint on the first line of every JavaScript chunk (its source map moves a line). */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'doita:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // after Vite's own preload helper, which writes the chunk's first line
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // a source map (a debugging build) is already its own file here: one line down
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
