import { describe, expect, it } from 'vitest';
import { isIndexablePage } from './indexing-rules.js';

describe('isIndexablePage', () => {
  it.each(['/', '/login', '/register', '/blog', '/blog/', '/blog/abc-123'])(
    'lets %s be indexed',
    (path) => expect(isIndexablePage(path)).toBe(true),
  );

  it.each([
    '/combo-test',
    '/combo-test/',
    '/memories',
    '/memories/abc',
    '/memories/abc/edit',
    '/reminders',
    '/timeline',
    '/profile',
    '/preferences',
    '/trash',
    '/couple/connect',
    '/dashboard',
    '/forgot-password',
    '/reset-password',
    '/verify-email',
    '/blog/new',
    '/blog/drafts',
    '/blog/stats',
    '/blog/abc/edit',
    '/no-such-page',
    '/loginx',
  ])('keeps %s out of search', (path) => expect(isIndexablePage(path)).toBe(false));
});
