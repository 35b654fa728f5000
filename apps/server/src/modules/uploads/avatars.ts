import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Avatars (issue 6). A user's `avatar_upload_id` names one of their uploads; every response
 * that shows a person carries `avatarUrl`, a freshly signed URL of that upload's smallest
 * rendition (320 px, or the image's own width when narrower). Repositories select an
 * `AvatarRef` with `avatarRefOf(<users table or alias>)` in the same query that reads the
 * person (no N+1), and services turn it into a URL with `uploadsService.avatarUrl`.
 */
export interface AvatarRef {
  avatarUploadId: string | null;
  /** the width of the rendition to show (the first, smallest, of the upload's widths) */
  avatarWidth: number | null;
}

/** The smallest rendition's width of the upload this column names (a primary-key lookup). */
export const avatarWidthOf = (avatarUploadId: AnyPgColumn) =>
  sql<number | null>`(select a."widths"[1] from "uploads" a where a."id" = ${avatarUploadId})`;

/** `{ avatarUploadId, avatarWidth }` of a users table (or alias), for a select. */
export const avatarRefOf = (table: { avatarUploadId: AnyPgColumn }) => ({
  avatarUploadId: sql<string | null>`${table.avatarUploadId}`,
  avatarWidth: avatarWidthOf(table.avatarUploadId),
});

/** The same subquery for raw SQL, with `u` the users alias. */
export const AVATAR_WIDTH_SQL = `(select a."widths"[1] from "uploads" a where a."id" = u."avatar_upload_id")`;
