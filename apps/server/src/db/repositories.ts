import type { Database, Db, RawQuery } from './client.js';
import { createTransact } from './transactions.js';
import type { Transact } from './transactions.js';

/**
 * Every area's repositories by name, as the modules register them. Empty here: each
 * module adds its own key by declaration merging, in its `<area>-module.ts`:
 *
 *   declare module '../../db/repositories.js' {
 *     interface AreaRepositories { memories: MemoriesRepository }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AreaRepositories {}

export type AreaName = keyof AreaRepositories;
export type RepositoryFactory<K extends AreaName> = (db: Db, raw?: RawQuery) => AreaRepositories[K];

export interface RepositoryRegistry {
  /** a module's repository: built on the pool now, and on each transaction `transact` opens */
  add<K extends AreaName>(name: K, factory: RepositoryFactory<K>): AreaRepositories[K];
  has(name: AreaName): boolean;
  /** another module's repository on the pool (its module must be registered before) */
  get<K extends AreaName>(name: K): AreaRepositories[K];
  /**
   * One transaction with every registered repository bound to it (db/transactions.ts): a
   * multi-step write may span areas (a couple and its notifications, a user and its tokens).
   */
  transact: Transact<AreaRepositories>;
}

/** The registry core.ts puts in the container: modules fill it as they are registered. */
export function createRepositoryRegistry(database: Database): RepositoryRegistry {
  const factories = new Map<AreaName, (db: Db, raw?: RawQuery) => unknown>();
  const onPool = new Map<AreaName, unknown>();
  return {
    add(name, factory) {
      if (factories.has(name)) throw new Error(`repository '${name}' is registered twice`);
      const repository = factory(database.db, database.raw);
      factories.set(name, factory);
      onPool.set(name, repository);
      return repository;
    },
    has: (name) => onPool.has(name),
    get<K extends AreaName>(name: K) {
      if (!onPool.has(name))
        throw new Error(`repository '${name}' is not registered: register its module first`);
      return onPool.get(name) as AreaRepositories[K];
    },
    transact: createTransact(database.db, (tx) => {
      const bound: Record<string, unknown> = {};
      for (const [name, factory] of factories) bound[name] = factory(tx);
      return bound as unknown as AreaRepositories;
    }),
  };
}
