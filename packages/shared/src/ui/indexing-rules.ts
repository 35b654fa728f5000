/**
 * Which pages a search engine may index. Đôi Ta is private: only the pages a stranger is
 * meant to find are indexable (the welcome, signing in or up, and the public blog); every
 * other page (a couple's own screens, links carrying a one-time token, the component
 * gallery at /combo-test, unknown addresses) is marked `noindex`. A list of what may be
 * indexed, not of what may not: a page added later stays out of search until it is listed.
 */
const INDEXABLE_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/login$/,
  /^\/register$/,
  /^\/blog$/,
  // A post, not the editor's own pages under /blog (new, drafts, stats...).
  /^\/blog\/(?!new$|drafts$|stats$)[^/]+$/,
];

/** The value of X-Robots-Tag (and of a robots meta) for a page that must stay out of search. */
export const NOINDEX = 'noindex, nofollow';

/** Whether the page at `pathname` (no query, no hash) may be indexed; a trailing slash is the same page. */
export function isIndexablePage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return INDEXABLE_PAGES.some((page) => page.test(path));
}
