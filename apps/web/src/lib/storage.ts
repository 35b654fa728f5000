/** Local storage keys: these exact names, which devices already hold. */
export const STORAGE_KEYS = {
  user: 'user',
  authToken: 'auth_token',
  refreshToken: 'refresh_token',
  rememberUser: 'remember_user',
  locale: 'locale',
  theme: 'theme',
  installPromptDismissed: 'install_prompt_dismissed',
  /** someone has signed in on this device before: the guest welcome is not shown again */
  returningVisitor: 'returning_visitor',
  /** the data export being built (its id): the progress survives a reload */
  exportJob: 'doita_export_job',
  /** the data import running (its id) */
  importJob: 'doita_import_job',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** localStorage that never throws (private mode, quota, disabled storage). */
export const storage = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // storage unavailable: the value lives for this page only
    }
  },
  remove(key: StorageKey): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // nothing to remove
    }
  },
};
