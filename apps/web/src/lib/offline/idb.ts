/**
 * A small promise wrapper over IndexedDB (no library): one database `doita-offline` with a
 * key-value store (`kv`: the persisted query cache) and the outbox (`outbox`: the writes
 * waiting for the network, by id). Absent IndexedDB (old browsers, tests), every call is a
 * no-op that resolves empty: the app then works online only, as before.
 */
const DB_NAME = 'doita-offline';
const VERSION = 1;
export type StoreName = 'kv' | 'outbox';

let opening: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  opening ??= new Promise<IDBDatabase | null>((resolve) => {
    const request = indexedDB.open(DB_NAME, VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains('kv')) db.createObjectStore('kv');
      if (!db.objectStoreNames.contains('outbox'))
        db.createObjectStore('outbox', { keyPath: 'id' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opening;
}

async function run<T>(
  store: StoreName,
  mode: IDBTransactionMode,
  work: (objects: IDBObjectStore) => IDBRequest<T> | undefined,
): Promise<T | undefined> {
  const db = await open();
  if (!db) return undefined;
  return new Promise<T | undefined>((resolve, reject) => {
    const transaction = db.transaction(store, mode);
    const request = work(transaction.objectStore(store));
    transaction.oncomplete = () => resolve(request?.result);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
  });
}

export const idb = {
  available: () => typeof indexedDB !== 'undefined',
  get: <T>(store: StoreName, key: IDBValidKey) =>
    run<T>(store, 'readonly', (objects) => objects.get(key) as IDBRequest<T>),
  getAll: async <T>(store: StoreName): Promise<T[]> =>
    (await run<T[]>(store, 'readonly', (objects) => objects.getAll() as IDBRequest<T[]>)) ?? [],
  /** `key` for stores without a key path (kv) */
  put: async (store: StoreName, value: unknown, key?: IDBValidKey): Promise<void> => {
    await run(store, 'readwrite', (objects) => objects.put(value, key));
  },
  delete: async (store: StoreName, key: IDBValidKey): Promise<void> => {
    await run(store, 'readwrite', (objects) => objects.delete(key));
  },
  clear: async (store: StoreName): Promise<void> => {
    await run(store, 'readwrite', (objects) => objects.clear());
  },
};
