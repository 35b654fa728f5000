// @ts-check
import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import boundaries, { boundaryViolation } from './boundaries.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Lints one snippet as if it were the file at `file` (repository-relative), with only the house rules. */
function lint(file, code) {
  const linter = new Linter({ cwd: ROOT });
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.{ts,tsx}'],
          languageOptions: { parser: /** @type {any} */ (tseslint.parser) },
          plugins: { boundaries },
          rules: { 'boundaries/imports': 'error', 'boundaries/env-in-env-ts': 'error' },
        },
      ],
      path.join(ROOT, file),
    )
    .map((message) => message.message);
}

describe('boundaries: each rule fails lint when broken', () => {
  const cases = [
    [
      'apps/web/src/features/memories/components/card.tsx',
      "import { x } from '@doita/server';",
      'The web never imports server code.',
    ],
    [
      'apps/web/src/lib/format.ts',
      "import { x } from '../../../server/src/app.js';",
      'The web never imports server code.',
    ],
    [
      'apps/server/src/modules/blog/blog-service.ts',
      "import { x } from '../../../../web/src/main.js';",
      'The server never imports web code.',
    ],
    [
      'packages/shared/src/memories/rules.ts',
      "import { x } from '@doita/web';",
      'packages/shared imports neither',
    ],
    [
      'apps/web/src/components/ui/button.tsx',
      "import { x } from '@/features/auth/api/login';",
      'components and lib sit below',
    ],
    [
      'apps/web/src/lib/session.ts',
      "import { x } from '../app/router';",
      'components and lib sit below',
    ],
    [
      'apps/web/src/features/blog/components/post.tsx',
      "import { x } from '@/features/memories/components/memory-card';",
      "only through its public entry: '@/features/memories'",
    ],
    [
      'apps/web/src/features/blog/components/post.tsx',
      "import { x } from '../../memories/api/get-memory';",
      "only through its public entry: '@/features/memories'",
    ],
    [
      'apps/web/src/app/routes/home.tsx',
      "import { PinnedNotes } from '@/features/messages';",
      "imports a feature's own modules: '@/features/messages' is for other features",
    ],
    [
      'apps/web/src/app/routes/trash.tsx',
      "import { TrashScreen } from '../../features/trash/index';",
      "imports a feature's own modules: '@/features/trash' is for other features",
    ],
    [
      'apps/server/src/modules/blog/blog-service.ts',
      "import { x } from '../uploads/uploads-service.js';",
      "only through its index.ts: '../uploads/index.js'",
    ],
    [
      'apps/server/src/modules/blog/blog-service.ts',
      "export { x } from '../users/users-repository.js';",
      "only through its index.ts: '../users/index.js'",
    ],
    [
      'apps/server/src/modules/blog/blog-service.ts',
      "const m = import('../users/users-repository.js');",
      'only through its index.ts',
    ],
    [
      'apps/server/src/modules/blog/blog-service.ts',
      "import type { UsersService } from '../users/users-service.js';",
      "only through its index.ts: '../users/index.js'",
    ],
    [
      'apps/server/src/modules/blog/blog-service.ts',
      "export type { UsersService } from '../users/users-service.js';",
      "only through its index.ts: '../users/index.js'",
    ],
    [
      'apps/server/src/modules/blog/blog-service.ts',
      "type S = import('../users/users-service.js').UsersService;",
      "only through its index.ts: '../users/index.js'",
    ],
    [
      'apps/server/src/modules/blog/blog-module.ts',
      "declare module '../users/users-service.js' { interface X { y: 1 } }",
      "only through its index.ts: '../users/index.js'",
    ],
    [
      'apps/server/src/modules/blog/sub/blog-part.ts',
      "import { x } from '../../../modules/users/users-repository.js';",
      "only through its index.ts: '../users/index.js'",
    ],
    [
      'apps/server/src/ops/backup.ts',
      "import { contentTypeOf } from '../modules/uploads/upload-files.js';",
      "Code outside the modules imports one only through its index.ts: 'modules/uploads/index.js'",
    ],
    [
      'apps/server/src/plugins/web-app.ts',
      "import { blogModule } from '../modules/blog/blog-module.js';",
      'only through its index.ts',
    ],
    [
      'apps/server/src/lib/x.ts',
      "import type { UploadRow } from '../modules/uploads/uploads-schema.js';",
      'only through its index.ts',
    ],
    [
      'apps/server/src/modules/blog/blog-service.ts',
      "import { eq } from 'drizzle-orm';",
      'Drizzle is used only in repositories',
    ],
    [
      'apps/server/src/lib/tokens.ts',
      "import { sql } from 'drizzle-orm/sql';",
      'Drizzle is used only in repositories',
    ],
    [
      'apps/server/src/modules/blog/blog-repository.ts',
      "import { users } from '../users/users-schema.js';",
      "only through its index.ts: '../users/index.js'",
    ],
    [
      'apps/server/src/modules/blog/blog-schema.ts',
      "import { x } from '../users/users-repository.js';",
      "only through its index.ts: '../users/index.js'",
    ],
    [
      'apps/server/src/modules/blog/blog-service.ts',
      "import { blogPosts } from './blog-schema.js';",
      'Tables are read and written only by repositories',
    ],
    [
      'apps/server/src/modules/blog/blog-service.ts',
      "import { users, type UserRow } from '../../db/schema.js';",
      'Tables are read and written only by repositories',
    ],
    [
      'apps/server/src/ops/backup.ts',
      "import * as schema from '../db/schema.js';",
      'Tables are read and written only by repositories',
    ],
    [
      'apps/server/src/modules/blog/blog-service.ts',
      'const port = process.env.PORT;',
      'process.env is read only in apps/server/src/env.ts',
    ],
    ['apps/web/src/lib/format.ts', "const mode = process['env'];", 'process.env is read only'],
    [
      'packages/shared/src/dates/zoned-dates.ts',
      'const { TZ } = process.env;',
      'process.env is read only',
    ],
  ];
  it.each(cases)('%s: %s', (file, code, expected) => {
    const messages = lint(file, code);
    expect(messages.length, messages.join('\n')).toBe(1);
    expect(messages[0]).toContain(expected);
  });

  const allowed = [
    ['apps/web/src/features/blog/components/post.tsx', "import { x } from '@/features/memories';"],
    ['apps/web/src/features/blog/components/post.tsx', "import { x } from '../api/get-post';"],
    [
      'apps/web/src/app/routes.tsx',
      "import { x } from '@/features/memories/components/memory-card';",
    ],
    ['apps/web/src/components/ui/button.tsx', "import { x } from '@/lib/cn';"],
    ['apps/server/src/modules/blog/blog-service.ts', "import { x } from '../uploads/index.js';"],
    [
      'apps/server/src/modules/blog/blog-service.ts',
      "import type { X } from '../uploads/index.js';",
    ],
    ['apps/server/src/ops/backup.ts', "import { x } from '../modules/uploads/index.js';"],
    // app.ts lists the module plugins, which no index.ts exports; the barrel lists the tables.
    ['apps/server/src/app.ts', "import { blogModule } from './modules/blog/blog-module.js';"],
    ['apps/server/src/db/schema.ts', "export * from '../modules/users/users-schema.js';"],
    // Tests check one part at a time: a repository, a service with fakes.
    [
      'apps/server/test/delivery-channels.test.ts',
      "import { x } from '../src/modules/reminders/delivery-channels.js';",
    ],
    ['apps/server/src/modules/blog/blog-service.ts', "import { x } from './blog-repository.js';"],
    ['apps/server/src/modules/blog/blog-repository.ts', "import { eq } from 'drizzle-orm';"],
    [
      'apps/server/src/modules/blog/blog-schema.ts',
      "import { pgTable } from 'drizzle-orm/pg-core';",
    ],
    ['apps/server/src/db/client.ts', "import { sql } from 'drizzle-orm';"],
    // A table file takes another module's tables directly, for its foreign keys.
    [
      'apps/server/src/modules/blog/blog-schema.ts',
      "import { users } from '../users/users-schema.js';",
    ],
    // A repository takes its own tables from its own file, the others' from the barrel.
    [
      'apps/server/src/modules/blog/blog-repository.ts',
      "import { blogPosts } from './blog-schema.js';",
    ],
    [
      'apps/server/src/modules/blog/blog-repository.ts',
      "import { users } from '../../db/schema.js';",
    ],
    ['apps/server/src/db/schema.ts', "export * from '../modules/blog/blog-schema.js';"],
    // Anything else takes row types only.
    [
      'apps/server/src/modules/blog/blog-service.ts',
      "import type { BlogPostRow } from './blog-schema.js';",
    ],
    [
      'apps/server/src/modules/blog/blog-view.ts',
      "import { type UserRow } from '../../db/schema.js';",
    ],
    ['apps/server/test/helpers/rows.ts', "import { users } from '../../src/db/schema.js';"],
    ['apps/server/src/env.ts', 'const port = process.env.PORT;'],
    ['apps/web/src/lib/format.ts', 'const dev = import.meta.env.DEV;'],
  ];
  it.each(allowed)('allowed: %s: %s', (file, code) => {
    expect(lint(file, code)).toEqual([]);
  });

  it('a relative path is judged by where it leads, not how it is spelled', () => {
    expect(
      boundaryViolation('apps/server/src/modules/blog/sub/x.ts', '../../uploads/avatars.js'),
    ).toContain('index.ts');
    expect(
      boundaryViolation('apps/server/src/modules/blog/x.ts', '../blog/blog-sql.js'),
    ).toBeNull();
  });
});

describe('the project config applies every boundary together (they extend, never replace)', () => {
  const eslint = new ESLint({ cwd: ROOT });
  const files = [
    'apps/web/src/components/ui/button.tsx',
    'apps/web/src/lib/format.ts',
    'apps/web/src/features/memories/components/memory-card.tsx',
    'apps/web/src/app/router.tsx',
    'apps/server/src/modules/blog/blog-service.ts',
    'apps/server/src/lib/tokens.ts',
    'packages/shared/src/index.ts',
  ];
  it.each(files)('%s', async (file) => {
    const config = await eslint.calculateConfigForFile(path.join(ROOT, file));
    const severity = (/** @type {unknown} */ value) => (Array.isArray(value) ? value[0] : value);
    expect(severity(config.rules['boundaries/imports'])).toBe(2);
    expect(severity(config.rules['boundaries/env-in-env-ts'])).toBe(2);
  });
});
