/**
 * Drafts of forms kept on this device (local storage), so a reload, a closed tab or a lost
 * connection never loses what someone wrote. One key per form and person
 * (`draft:<form>:<userId>`): accounts never see each other's. Signing out clears them all.
 * Never throws (private mode, quota, disabled storage): without storage a draft lives as long
 * as the page.
 */
const PREFIX = 'draft:';

const keyOf = (form: string, userId: string) => `${PREFIX}${form}:${userId}`;

export const formDrafts = {
  read(form: string, userId: string): unknown {
    try {
      const raw = window.localStorage.getItem(keyOf(form, userId));
      return raw ? (JSON.parse(raw) as unknown) : null;
    } catch {
      return null;
    }
  },
  has(form: string, userId: string): boolean {
    try {
      return window.localStorage.getItem(keyOf(form, userId)) !== null;
    } catch {
      return false;
    }
  },
  write(form: string, userId: string, draft: unknown): void {
    try {
      window.localStorage.setItem(keyOf(form, userId), JSON.stringify(draft));
    } catch {
      // storage full or unavailable: the form still holds it while the page is open
    }
  },
  remove(form: string, userId: string): void {
    try {
      window.localStorage.removeItem(keyOf(form, userId));
    } catch {
      // nothing to remove
    }
  },
};

/** On sign-out: nothing of what this person was writing stays on the device. */
export function clearFormDrafts(): void {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, i) =>
      window.localStorage.key(i),
    );
    for (const key of keys) if (key?.startsWith(PREFIX)) window.localStorage.removeItem(key);
  } catch {
    // storage unavailable: there is nothing in it
  }
}
