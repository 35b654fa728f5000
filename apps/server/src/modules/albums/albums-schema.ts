import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';
import { couples } from '../couple/couple-schema.js';
import { memories } from '../memories/memories-schema.js';
import { uploads } from '../uploads/uploads-schema.js';
import { users } from '../users/users-schema.js';

/**
 * Albums (docs/product-rules.md, Albums): named collections of a couple's shared memories.
 * An album is the couple's it was made in: both partners manage it while that couple is
 * their current one; its maker (`owner_id`) keeps seeing it after a disconnect, and a
 * reconnect (same couple id) brings it back to the partner.
 */
export const albums = pgTable(
  'albums',
  {
    id: text('id').primaryKey(),
    coupleId: text('couple_id')
      .notNull()
      .references(() => couples.id, { onDelete: 'cascade' }),
    /** who made it; the partner inherits it when the maker's account is deleted */
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** a photo of one of its memories; shown only while that memory is in it and visible */
    coverUploadId: text('cover_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('albums_couple_order_idx').on(t.coupleId, t.updatedAt.desc(), t.id),
    index('albums_owner_idx').on(t.ownerId),
  ],
);

/** Which memories an album holds (a memory may be in several). */
export const albumMemories = pgTable(
  'album_memories',
  {
    albumId: text('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    memoryId: text('memory_id')
      .notNull()
      .references(() => memories.id, { onDelete: 'cascade' }),
    addedBy: text('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.albumId, t.memoryId] }),
    index('album_memories_memory_id_idx').on(t.memoryId),
  ],
);

export type AlbumRow = typeof albums.$inferSelect;
export type NewAlbumRow = typeof albums.$inferInsert;
