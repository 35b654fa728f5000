import { sql } from 'drizzle-orm';
import type { ImageRow } from '../uploads/uploads-repository.js';

/**
 * A memory's first photo (what a card shows) and how many it has, read in the query that
 * reads the memory: two subqueries on memory_images' primary key (memory_id first), so a
 * page of memories costs no query per memory. Shared by the dashboard and the timeline.
 */
/**
 * The memory's id, always qualified: Drizzle writes a one-table select's columns bare, and a
 * bare "id" inside these subqueries would be the upload's.
 */
const MEMORY_ID = sql`"memories"."id"`;

export const firstImageOf = () =>
  sql<ImageRow | null>`(select json_build_object('id', cu.id, 'widths', cu.widths, 'placeholder', cu.placeholder, 'width', cu.width, 'height', cu.height, 'originalFile', cu.original_file) from memory_images ci join uploads cu on cu.id = ci.upload_id where ci.memory_id = ${MEMORY_ID} order by ci.position limit 1)`;

export const imageCountOf = () =>
  sql<number>`(select count(*) from memory_images ci where ci.memory_id = ${MEMORY_ID})::int`;
