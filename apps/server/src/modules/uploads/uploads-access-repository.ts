import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { coupleMembers, refreshTokens, users } from '../../db/schema.js';
import { uploads } from './uploads-schema.js';
import type { UploadFilesRow } from './uploads-repository.js';

/**
 * Who may open a file, asked on every request for it: the grant its URL carries (who it
 * was handed out to, for which session, for which view) against what that person may see
 * now. One query: the upload's row, the session's liveness, and the rules of the modules
 * that show uploads (a memory's photos, a post's pictures, a person's avatar), each an
 * EXISTS over that module's own read predicate.
 */

/** The viewer as SQL values a rule compares with (null for a guest). */
export interface FileViewerSql {
  /** the viewer's user id (text), null for a guest */
  userId: SQL;
  /** the viewer's current couple (text), null when none (a subquery: disconnecting ends it) */
  coupleId: SQL;
  /** true when the URL was handed out by the trash (its author looking at what they deleted) */
  trash: SQL;
  /** the share link (text) the URL was handed out through, null otherwise */
  link: SQL;
  /** the instant the file is asked for (timestamptz), by the server's clock */
  at: SQL;
}

/**
 * A module's rule: true when the viewer may see the upload whose id is `upload` through it.
 * `upload` is the id asked for, a value: each rule is then a probe of its own index, run
 * once, where a reference to the outer row let the planner hash every visible photo first.
 */
export type FileAccessRule = (upload: SQL, viewer: FileViewerSql) => SQL;

/** A URL's grant, as its signed query says. */
export interface FileGrant {
  viewerId: string | null;
  sessionId: string | null;
  trash: boolean;
  /** the share link the URL was handed out through */
  linkId: string | null;
  /** when it is asked for */
  at: Date;
}

const ph = sql.placeholder;
const uploadId = sql`${ph('id')}::text`;
const viewerId = sql`${ph('viewer')}::text`;
const sessionId = sql`${ph('session')}::text`;
const viewer: FileViewerSql = {
  userId: viewerId,
  coupleId: sql`(select ${coupleMembers.coupleId} from ${coupleMembers} where ${coupleMembers.userId} = ${viewerId})`,
  trash: sql`${ph('trash')}::boolean`,
  link: sql`${ph('link')}::text`,
  at: sql`${ph('at')}::timestamptz`,
};

/**
 * The session the URL was handed to is still signed in (one probe of the live-family
 * index); a URL from an access token that names no session needs its person to exist.
 */
const grantLive = sql`case
  when ${sessionId} is not null then exists (select 1 from ${refreshTokens}
    where ${refreshTokens.familyId} = ${sessionId} and ${refreshTokens.userId} = ${viewerId}
      and ${refreshTokens.revokedAt} is null)
  when ${viewerId} is not null then exists (select 1 from ${users} where ${users.id} = ${viewerId})
  else true end`;

/** An upload no one has taken yet is seen by its uploader alone (the editor's preview). */
const freshOwn = and(
  isNull(uploads.usedAt),
  eq(uploads.ownerId, viewerId),
  sql`not ${viewer.trash}`,
)!;

/** The select of `openableQuery`, unprepared (its plan is what EXPLAIN looks at). */
export function openableSelect(db: Db, rules: readonly FileAccessRule[]) {
  return db
    .select({
      id: uploads.id,
      widths: uploads.widths,
      originalFile: uploads.originalFile,
      videoFile: uploads.videoFile,
      clipFile: uploads.clipFile,
    })
    .from(uploads)
    .where(
      and(
        eq(uploads.id, uploadId),
        isNull(uploads.releasedAt),
        grantLive,
        or(freshOwn, ...rules.map((rule) => rule(uploadId, viewer))),
      ),
    )
    .limit(1);
}

/** `(id, grant) => the upload's files`, when the grant may see them now (else undefined). */
export function openableQuery(db: Db, rules: readonly FileAccessRule[]) {
  const query = openableSelect(db, rules).prepare(`upload_openable_${rules.length}`);
  return async (id: string, grant: FileGrant): Promise<UploadFilesRow | undefined> => {
    const [row] = await query.execute({
      id,
      viewer: grant.viewerId,
      session: grant.sessionId,
      trash: grant.trash,
      link: grant.linkId,
      at: grant.at.toISOString(),
    });
    return row;
  };
}
