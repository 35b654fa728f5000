// @ts-check
/**
 * The house's boundaries as one ESLint plugin, so the rules extend each other instead of
 * replacing each other (ESLint's `no-restricted-imports` set in two overlapping config
 * blocks keeps only the last one). Every import is classified by the zone of the file that
 * imports and the zone of what it resolves to:
 *
 * - the web never imports server code, the server never imports web code, and
 *   `packages/shared` imports neither;
 * - on the web, `components` and `lib` sit below `features` and `app`: they never import
 *   them; a feature imports another feature only through its public entry
 *   (`@/features/<name>` = its `index.ts`), and the app (its routes, layout) imports a
 *   feature's own modules, never that entry, which holds only what other features use;
 * - on the server, a module imports another module only through its `index.ts`, and so
 *   does the code around the modules (`src/lib`, `src/plugins`, `src/ops`, `src/db`), with
 *   three exceptions: a table file (`modules/<area>/<area>-schema.ts`) may import another
 *   module's table file, for its foreign keys (`references(() => users.id)`: table files
 *   hold only tables, so this pulls in no service code, and going through `index.ts` would
 *   load the whole module for drizzle-kit, which loads the tables alone); the barrel
 *   `src/db/schema.ts` re-exports every table file; `src/app.ts` lists the module plugins
 *   (`<area>-module.ts`), which `index.ts` never exports (an entry that imported its routes
 *   would load every module into every other). Every form counts: `import`, `import type`,
 *   `export … from`, `import()`, a type's `import('…')` and a `declare module '…'`
 *   augmentation. Tests (`apps/server/test`) may import a module's files: they check one
 *   part at a time (a repository, a service with fakes);
 * - Drizzle is imported only by repositories (`*-repository.ts`), table files
 *   (`*-schema.ts`) and `src/db`; the tables themselves (a table file, or the barrel
 *   `src/db/schema.ts`) too: anything else takes only their row types (`import type`);
 * - `process.env` is read only in `apps/server/src/env.ts` (the web reads `import.meta.env`).
 */
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** @param {string} file */
function relative(file) {
  return path.relative(ROOT, path.resolve(file)).split(path.sep).join('/');
}

/**
 * Where an import specifier leads, as a path relative to the repository, or the package
 * name for bare specifiers.
 * @param {string} fromFile repository-relative
 * @param {string} source
 */
function resolveTarget(fromFile, source) {
  if (source.startsWith('.'))
    return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), source));
  if (source.startsWith('@/') && fromFile.startsWith('apps/web/'))
    return `apps/web/src/${source.slice(2)}`;
  if (source === '@doita/server' || source.startsWith('@doita/server/')) return 'apps/server';
  if (source === '@doita/web' || source.startsWith('@doita/web/')) return 'apps/web';
  return source;
}

/** @param {string} file */
function stripExtension(file) {
  return file.replace(/\.(js|jsx|ts|tsx|mjs|cjs)$/, '');
}

/**
 * @param {string} file repository-relative path of the importing file
 * @param {string} source the import specifier
 * @param {boolean} [typeOnly] the import brings in only types (`import type`)
 * @returns {string | null} the message when the import crosses a boundary
 */
export function boundaryViolation(file, source, typeOnly = false) {
  const target = resolveTarget(file, source);
  const inWeb = file.startsWith('apps/web/');
  const inServer = file.startsWith('apps/server/');
  const inShared = file.startsWith('packages/shared/');

  if (inWeb && target.startsWith('apps/server')) return 'The web never imports server code.';
  if (inServer && target.startsWith('apps/web')) return 'The server never imports web code.';
  if (
    inShared &&
    (target.startsWith('apps/') ||
      target.startsWith('@doita/server') ||
      target.startsWith('@doita/web'))
  )
    return 'packages/shared imports neither the server nor the web.';

  if (inWeb) {
    const below = /^apps\/web\/src\/(components|lib)\//.test(file);
    if (below && /^apps\/web\/src\/(features|app)(\/|$)/.test(target))
      return 'components and lib sit below features and app: they must not import them.';
    const from = /^apps\/web\/src\/features\/([^/]+)\//.exec(file);
    const to = /^apps\/web\/src\/features\/([^/]+)(\/.*)?$/.exec(stripExtension(target));
    if (from && to && from[1] !== to[1] && to[2] && to[2] !== '/index')
      return `A feature imports another only through its public entry: '@/features/${to[1]}'.`;
    // The bundler splits by module, not by export: an entry that also held a page brought
    // that page's code to every screen taking a piece from it (a type brings no code).
    if (file.startsWith('apps/web/src/app/') && to && (!to[2] || to[2] === '/index') && !typeOnly)
      return `The app imports a feature's own modules: '@/features/${to[1]}' is for other features.`;
  }

  if (inServer) {
    const inSrc = file.startsWith('apps/server/src/');
    const from = /^apps\/server\/src\/modules\/([^/]+)\//.exec(file);
    const to = /^apps\/server\/src\/modules\/([^/]+)(\/.*)?$/.exec(stripExtension(target));
    const table = /^\/[^/]+-schema$/.test(to?.[2] ?? '');
    const allowed =
      (table && (/-schema\.ts$/.test(file) || file === 'apps/server/src/db/schema.ts')) ||
      (file === 'apps/server/src/app.ts' && /^\/[^/]+-module$/.test(to?.[2] ?? ''));
    if (inSrc && to && from?.[1] !== to[1] && to[2] && to[2] !== '/index' && !allowed)
      return from
        ? `A module imports another only through its index.ts: '../${to[1]}/index.js'.`
        : `Code outside the modules imports one only through its index.ts: 'modules/${to[1]}/index.js'.`;
    const drizzleAllowed =
      /-(repository|schema)\.ts$/.test(file) ||
      file.startsWith('apps/server/src/db/') ||
      !file.startsWith('apps/server/src/');
    if (!drizzleAllowed && (target === 'drizzle-orm' || target.startsWith('drizzle-orm/')))
      return 'Drizzle is used only in repositories (*-repository.ts), table files (*-schema.ts) and src/db.';
    const tables =
      /^apps\/server\/src\/modules\/[^/]+\/[^/]+-schema$/.test(stripExtension(target)) ||
      stripExtension(target) === 'apps/server/src/db/schema';
    if (!drizzleAllowed && tables && !typeOnly)
      return 'Tables are read and written only by repositories: elsewhere, `import type` their row types.';
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'The house boundaries between apps, layers, features and modules.' },
    schema: [],
  },
  create(context) {
    const file = relative(context.filename);
    /** @param {any} node */
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const typeOnly =
        node.importKind === 'type' ||
        node.exportKind === 'type' ||
        (node.type === 'ImportDeclaration' &&
          node.specifiers.length > 0 &&
          node.specifiers.every((/** @type {any} */ s) => s.importKind === 'type'));
      const message = boundaryViolation(file, source, typeOnly);
      if (message) context.report({ node: node.source, message });
    };
    /** @param {any} node a type's `import('…')`: the literal is its argument */
    const checkTypeImport = (node) => {
      const literal = node.argument?.literal ?? node.argument;
      if (typeof literal?.value !== 'string') return;
      const message = boundaryViolation(file, literal.value, true);
      if (message) context.report({ node: literal, message });
    };
    /** @param {any} node `declare module '…'` augments that file: a reach into it too */
    const checkAugmentation = (node) => {
      if (node.id?.type !== 'Literal' || typeof node.id.value !== 'string') return;
      const message = boundaryViolation(file, node.id.value, true);
      if (message) context.report({ node: node.id, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      TSImportType: checkTypeImport,
      TSModuleDeclaration: checkAugmentation,
    };
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const envRule = {
  meta: {
    type: 'problem',
    docs: { description: 'process.env is read only in apps/server/src/env.ts.' },
    schema: [],
  },
  create(context) {
    const file = relative(context.filename);
    if (file === 'apps/server/src/env.ts') return {};
    return {
      /** @param {any} node */
      MemberExpression(node) {
        const object = node.object;
        const property = node.property;
        const isProcess = object?.type === 'Identifier' && object.name === 'process';
        const isEnv =
          (property?.type === 'Identifier' && property.name === 'env' && !node.computed) ||
          (property?.type === 'Literal' && property.value === 'env');
        if (isProcess && isEnv)
          context.report({
            node,
            message:
              'process.env is read only in apps/server/src/env.ts: take the setting from Env.',
          });
      },
    };
  },
};

export default {
  meta: { name: 'doita-boundaries' },
  rules: { imports: importsRule, 'env-in-env-ts': envRule },
};
