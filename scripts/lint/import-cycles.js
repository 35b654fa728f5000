// @ts-check
/**
 * A source tree's import graph and its cycles (the server's, the web's, the shared package's). An import cycle makes the order modules load in
 * depend on which file is imported first (a binding read before its module has run is
 * `undefined`, or a TDZ error), and between modules it means neither can be understood,
 * tested or replaced without the other.
 *
 * Two graphs, both of imports that exist at run time (`import type`/`export type` are
 * erased: they order nothing). Dynamic `import()` is left out: it loads when called, never
 * while the importing file loads.
 * - files: no file may reach itself through its imports;
 * - modules (the server's `src/modules/<area>`, the web's `src/features/<area>`): no area may reach itself through another area, except
 *   through table files: a table file may import another area's table file for a foreign
 *   key (the one exception of the boundaries rule), and two areas whose tables reference
 *   each other are not made to depend on each other by that alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The file a specifier names: the server writes `./x.js` for `./x.ts`, the web `./x` or
 * `@/lib/x` (its alias for `src/`) for `x.ts`, `x.tsx` or a folder's `index.ts(x)`.
 * @param {string} file absolute
 * @param {string} specifier
 * @param {string} srcDir absolute
 * @returns {string | undefined}
 */
function resolveSpecifier(file, specifier, srcDir) {
  let base;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(file), specifier);
  else if (specifier.startsWith('@/')) base = path.join(srcDir, specifier.slice(2));
  else return undefined;
  const stem = base.replace(/\.js$/, '');
  const candidates = [
    `${stem}.ts`,
    `${stem}.tsx`,
    path.join(stem, 'index.ts'),
    path.join(stem, 'index.tsx'),
  ];
  return candidates.find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}

/**
 * The files a file imports at run time, resolved (relative and `@/` specifiers only:
 * packages cannot import back).
 * @param {string} file absolute
 * @param {string} srcDir absolute
 * @returns {string[]}
 */
function runtimeImports(file, srcDir) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  /** @type {string[]} */
  const targets = [];
  for (const statement of source.statements) {
    let specifier;
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
      specifier = statement.moduleSpecifier;
    else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly)
      specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const found = resolveSpecifier(file, specifier.text, srcDir);
    if (found) targets.push(found);
  }
  return targets;
}

/**
 * Strongly connected components of more than one node (Tarjan), each as its nodes.
 * @param {Map<string, Set<string>>} graph
 * @returns {string[][]}
 */
function cyclesOf(graph) {
  let index = 0;
  /** @type {Map<string, number>} */
  const indexOf = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const components = [];
  /** @param {string} node */
  const visit = (node) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(Number(low.get(node)), Number(low.get(next))));
      } else if (onStack.has(next))
        low.set(node, Math.min(Number(low.get(node)), Number(indexOf.get(next))));
    }
    if (low.get(node) !== indexOf.get(node)) return;
    /** @type {string[]} */
    const component = [];
    let member;
    do {
      member = /** @type {string} */ (stack.pop());
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return components;
}

/**
 * The cycles under `srcDir` (a TypeScript source root), as repository-relative paths for
 * files and area names for modules, with the imports that make each module cycle.
 * @param {string} srcDir absolute
 * @param {string} root absolute, the paths are given relative to it
 */
export function importCycles(srcDir, root) {
  /** @type {Map<string, Set<string>>} */
  const files = new Map();
  for (const file of sourceFiles(srcDir)) files.set(file, new Set(runtimeImports(file, srcDir)));

  /** @param {string} file */
  const areaOf = (file) =>
    /^(?:modules|features)[\\/]([^\\/]+)[\\/]/.exec(path.relative(srcDir, file));
  /** @param {string} file */
  const isTable = (file) => /-schema\.ts$/.test(file);
  /** @type {Map<string, Set<string>>} */
  const modules = new Map();
  /** @type {Map<string, string[]>} which imports make an edge between two areas */
  const why = new Map();
  /** @param {string} file */
  const rel = (file) => path.relative(root, file).split(path.sep).join('/');
  for (const [file, targets] of files) {
    const from = areaOf(file)?.[1];
    if (!from) continue;
    if (!modules.has(from)) modules.set(from, new Set());
    for (const target of targets) {
      const to = areaOf(target)?.[1];
      if (!to || to === from || (isTable(file) && isTable(target))) continue;
      modules.get(from)?.add(to);
      const key = `${from} -> ${to}`;
      why.set(key, [...(why.get(key) ?? []), `${rel(file)} imports ${rel(target)}`]);
    }
  }

  return {
    files: cyclesOf(files).map((cycle) => cycle.map(rel)),
    modules: cyclesOf(modules).map((cycle) => ({
      areas: cycle,
      imports: cycle.flatMap((from) => cycle.flatMap((to) => why.get(`${from} -> ${to}`) ?? [])),
    })),
  };
}
