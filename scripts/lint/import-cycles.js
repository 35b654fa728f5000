// @ts-check
/**
 * The server's import graph and its cycles. An import cycle makes the order modules load in
 * depend on which file is imported first (a binding read before its module has run is
 * `undefined`, or a TDZ error), and between modules it means neither can be understood,
 * tested or replaced without the other.
 *
 * Two graphs, both of imports that exist at run time (`import type`/`export type` are
 * erased: they order nothing). Dynamic `import()` is left out: it loads when called, never
 * while the importing file loads.
 * - files: no file may reach itself through its imports;
 * - modules (`src/modules/<area>`): no area may reach itself through another area, except
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
 * The files a file imports at run time, resolved (relative specifiers only: packages
 * cannot import back).
 * @param {string} file absolute
 * @returns {string[]}
 */
function runtimeImports(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  /** @type {string[]} */
  const targets = [];
  for (const statement of source.statements) {
    let specifier;
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
      specifier = statement.moduleSpecifier;
    else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly)
      specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const resolved = path.resolve(path.dirname(file), specifier.text);
    const candidates = [resolved.replace(/\.js$/, '.ts'), resolved.replace(/\.js$/, '.tsx')];
    const found = candidates.find((candidate) => fs.existsSync(candidate));
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
  for (const file of sourceFiles(srcDir)) files.set(file, new Set(runtimeImports(file)));

  /** @param {string} file */
  const areaOf = (file) => /^modules[\\/]([^\\/]+)[\\/]/.exec(path.relative(srcDir, file));
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
