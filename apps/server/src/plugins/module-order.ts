/**
 * What fastify-plugin writes on a plugin: its name and the plugins it needs registered
 * before it (`fp(fn, { name, dependencies })`).
 */
const META = Symbol.for('plugin-meta');

interface PluginMeta {
  name?: string;
  dependencies?: string[];
}

function metaOf(plugin: object): PluginMeta {
  const meta: unknown = (plugin as Record<symbol, unknown>)[META];
  return typeof meta === 'object' && meta !== null ? meta : {};
}

/**
 * The plugins in an order Fastify accepts: each after the ones of the list it names in its
 * `dependencies`, otherwise as listed (so a list already in order comes back as it is, and
 * with it the routes' order and the OpenAPI document's). Fastify checks dependencies but
 * does not order them, so a list no longer has to be kept in order by hand. A dependency
 * the list does not hold is left to Fastify, which refuses the start naming it; two plugins
 * that need each other cannot be ordered, and that is said here.
 */
export function inDependencyOrder<T extends object>(plugins: readonly T[]): T[] {
  const byName = new Map<string, T>();
  for (const plugin of plugins) {
    const { name } = metaOf(plugin);
    if (name) byName.set(name, plugin);
  }
  const ordered: T[] = [];
  const placed = new Set<T>();
  const visiting: string[] = [];
  const place = (plugin: T): void => {
    if (placed.has(plugin)) return;
    const { name = '(unnamed)', dependencies = [] } = metaOf(plugin);
    if (visiting.includes(name))
      throw new Error(
        `plugins need each other: ${[...visiting.slice(visiting.indexOf(name)), name].join(' -> ')}`,
      );
    visiting.push(name);
    for (const dependency of dependencies) {
      const needed = byName.get(dependency);
      if (needed) place(needed);
    }
    visiting.pop();
    placed.add(plugin);
    ordered.push(plugin);
  };
  for (const plugin of plugins) place(plugin);
  return ordered;
}
