import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** what is worth compressing: text the server sends as it is */
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest)$/;
/** below this, compression saves less than the headers it adds */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text file of the
 * build, which the server sends as they are (`preCompressed` in plugins/web-app.ts).
 * Compressing each answer on the fly, the server used brotli's quick level 4: React DOM's
 * chunk went out as 127 KB, 109 KB at quality 11 (gzip 9: 125 KB), and a phone on a slow
 * network waits on those bytes before the first screen can draw.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'doita:precompress',
    apply: 'build',
    // after the service worker's own files are written (the PWA plugin writes them last)
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => TEXT.test(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const bytes = await readFile(full);
            if (bytes.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 11,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gzipAsync(bytes, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
          }),
      );
    },
  };
}
