// @ts-check
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles } from './import-cycles.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

describe.each(['apps/server/src', 'apps/web/src', 'packages/shared/src'])(
  '%s has no import cycles',
  (tree) => {
    const cycles = importCycles(path.join(ROOT, tree), ROOT);

    it('between files', () => {
      expect(cycles.files).toEqual([]);
    });

    it('between modules (server modules, web features)', () => {
      expect(cycles.modules).toEqual([]);
    });
  },
);

describe('the cycle check finds what it should', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doita-cycles-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  /** @param {Record<string, string>} files */
  const tree = (files) => {
    const src = fs.mkdtempSync(path.join(dir, 'src-'));
    for (const [file, code] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
      fs.writeFileSync(path.join(src, file), code);
    }
    return importCycles(src, src);
  };

  it('a file cycle, also through an export, named by its files', () => {
    const found = tree({
      'lib/a.ts': "import { b } from './b.js';\nexport const a = b;",
      'lib/b.ts': "export { a as b } from './a.js';",
    });
    expect(found.files).toEqual([['lib/a.ts', 'lib/b.ts']]);
  });

  it('a module cycle through index files, with the imports that make it', () => {
    const found = tree({
      'modules/one/index.ts': "export * from './one-service.js';",
      'modules/one/one-service.ts':
        "import { two } from '../two/index.js';\nexport const one = two;",
      'modules/two/index.ts': "export { x } from './two-routes.js';\nexport const two = 2;",
      'modules/two/two-routes.ts': "import { one } from '../one/index.js';\nexport const x = one;",
    });
    expect(found.modules).toEqual([
      {
        areas: ['one', 'two'],
        imports: [
          'modules/one/one-service.ts imports modules/two/index.ts',
          'modules/two/two-routes.ts imports modules/one/index.ts',
        ],
      },
    ]);
  });

  it('type-only imports, dynamic imports and table-to-table foreign keys make no edge', () => {
    const found = tree({
      'modules/one/one-schema.ts':
        "import { two } from '../two/two-schema.js';\nexport const one = two;",
      'modules/one/one-service.ts': "import type { T } from '../two/index.js';\nexport type U = T;",
      'modules/two/index.ts':
        "export type T = number;\nexport const load = () => import('../one/one-service.js');",
      'modules/two/two-service.ts':
        "import { one } from '../one/one-schema.js';\nexport const x = one;",
      'modules/two/two-schema.ts': 'export const two = 2;',
    });
    expect(found).toEqual({ files: [], modules: [] });
  });
});

describe("the web's imports are followed too", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doita-web-cycles-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("through the @/ alias, extensionless paths and a folder's index", () => {
    const files = {
      'features/a/index.ts': "import { b } from '@/features/b';\nexport const a = b;",
      'features/b/index.tsx': "import { c } from './c';\nexport const b = c;",
      'features/b/c.tsx': "import { a } from '../a';\nexport const c = () => a;",
    };
    for (const [file, code] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), code);
    }
    const found = importCycles(dir, dir);
    expect(found.files).toEqual([
      ['features/a/index.ts', 'features/b/c.tsx', 'features/b/index.tsx'],
    ]);
    expect(found.modules.map((cycle) => cycle.areas.sort())).toEqual([['a', 'b']]);
  });
});
