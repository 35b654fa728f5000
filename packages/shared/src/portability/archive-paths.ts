/**
 * Names inside an export archive (docs/export-format.md): photos by the date of what they
 * belong to, posts by a readable slug, and the check every name of an imported archive
 * must pass before anything reads it.
 */
const p2 = (n: number) => String(n).padStart(2, '0');

/** `photos/2025/12/<photo id>.jpg` from a date (YYYY-MM-DD) or an instant's ISO text. */
export function photoPath(date: string, photoId: string, extension: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(date);
  const [year, month] = match ? [match[1], match[2]] : ['0000', '00'];
  const safeId = photoId.replace(/[^A-Za-z0-9_-]/g, '_');
  const safeExtension = extension.replace(/[^a-z0-9]/gi, '').toLowerCase() || 'bin';
  return `photos/${year}/${month}/${safeId}.${safeExtension}`;
}

/** Latin letters without their accents (`Đà Lạt` → `Da Lat`). */
export function stripAccents(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
}

/**
 * A post's file name: the title's words without accents, lower case, hyphenated, at most
 * 60 characters, then a short piece of its id so two posts of one title never share it.
 */
export function postSlug(title: string, id: string): string {
  const words = stripAccents(title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const suffix =
    id
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 8)
      .toLowerCase() || 'post';
  return words ? `${words}-${suffix}` : `post-${suffix}`;
}

/** `2025-02-09` from an instant, in UTC (what folders are named by). */
export function utcDateOf(instant: Date): string {
  return `${instant.getUTCFullYear()}-${p2(instant.getUTCMonth() + 1)}-${p2(instant.getUTCDate())}`;
}

/**
 * A name inside an archive that may be read: relative, forward slashes only, no `.` or
 * `..` segment, no drive letter, no control characters, not too long. Anything else is a
 * hostile archive (path traversal) and fails the whole import.
 */
export function isSafeArchivePath(name: string): boolean {
  if (!name || name.length > 400) return false;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f\\:]/.test(name)) return false;
  if (name.startsWith('/')) return false;
  const segments = name.split('/');
  // a trailing slash (a folder entry) leaves one empty segment at the end
  const inner = name.endsWith('/') ? segments.slice(0, -1) : segments;
  return inner.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}
