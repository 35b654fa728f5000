import { TRASH_KINDS } from '@doita/shared';
import { describe, expect, it } from 'vitest';
import en from '../en';
import vi from '../vi';

/**
 * A confirmation says what will happen. Deleting a memory, post, comment or reminder moves
 * it to the trash for a while (and the toast offers to undo it): its confirmation must not
 * call it lost for good, and must say where it goes and for how long.
 */
const TO_TRASH = [
  ['memories', 'confirmDelete.message'],
  ['memories', 'comments.deleteConfirm.message'],
  ['blog', 'post.deleteConfirm.message'],
  ['blog', 'comments.deleteConfirm.message'],
  ['reminders', 'deleteConfirm.message'],
  ['reminders', 'deleteConfirm.messagePrivate'],
] as const;

const TRASH_WORD = { vi: /thùng rác/, en: /\btrash\b/ };
const LOST_FOR_GOOD = {
  vi: /không thể khôi phục|mất vĩnh viễn|không thể hoàn tác/,
  en: /cannot be (restored|undone)|gone for good|will be deleted for good/,
};

function text(bundle: object, namespace: string, path: string): string {
  let node: unknown = (bundle as Record<string, unknown>)[namespace];
  for (const key of path.split('.')) node = (node as Record<string, unknown>)[key];
  if (typeof node !== 'string') throw new Error(`${namespace}:${path} is missing`);
  return node;
}

describe('destructive confirmations', () => {
  for (const [language, bundle] of [['vi', vi], ['en', en]] as const) {
    it.each(TO_TRASH)(`${language}: %s %s says it goes to the trash, for how long`, (ns, key) => {
      const message = text(bundle, ns, key);
      expect(message).toMatch(TRASH_WORD[language]);
      expect(message).toContain('{{days}}');
      expect(message).not.toMatch(LOST_FOR_GOOD[language]);
    });

    it(`${language}: deleting forever from the trash has a message for every kind`, () => {
      for (const kind of TRASH_KINDS) {
        expect(text(bundle, 'trash', `purgeConfirm.message_${kind}`)).toContain('{{title}}');
      }
      // Only memories and posts have photos to lose.
      expect(text(bundle, 'trash', 'purgeConfirm.message_comment')).not.toMatch(/photo|ảnh/);
      expect(text(bundle, 'trash', 'purgeConfirm.message_reminder')).not.toMatch(/photo|ảnh/);
    });
  }
});
