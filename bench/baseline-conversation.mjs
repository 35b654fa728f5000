// The bare-SQL baseline of the conversation's page (baseline-server.mjs registers it): the
// same statements messages-service.ts sends, without the API around them.
// GET /api/messages?limit=50: the user, then messages-service.ts's reads: the partner; the
// page on (couple, created_at desc, id desc) with authors, both read pointers and the
// partner's name at once; then the page's photos, reactions, quoted messages and their
// photo counts at once.
const MESSAGE_COLUMNS = `m.id, m.couple_id, m.author_id, m.kind, m.text, m.reply_to_id, m.created_at, m.edited_at,
  m.removed, m.removed_at, m.opened_at, u.display_name as author_name, u.avatar_upload_id as author_avatar_upload_id,
  (select a.widths[1] from uploads a where a.id = u.avatar_upload_id) as author_avatar_width`;
const MESSAGES_PAGE_SQL = `select ${MESSAGE_COLUMNS} from messages m left join users u on u.id = m.author_id
  where m.couple_id = $1 order by m.created_at desc nulls last, m.id desc nulls last limit $2`;
const MESSAGE_MEMBERS_SQL = `select * from message_members where couple_id = $1`;
const PARTNER_AUTHOR_SQL = `select id, display_name, avatar_upload_id,
  (select a.widths[1] from uploads a where a.id = users.avatar_upload_id) as avatar_width from users where id = $1`;
const MESSAGE_IMAGES_SQL = `select i.message_id, up.id, up.widths, up.placeholder, up.width, up.height, up.original_file
  from message_images i join uploads up on up.id = i.upload_id where i.message_id = any($1) order by i.message_id, i.position`;
const MESSAGE_REACTIONS_SQL = `select * from message_reactions where message_id = any($1) order by created_at, user_id`;
const QUOTED_SQL = `select ${MESSAGE_COLUMNS} from messages m left join users u on u.id = m.author_id
  where m.couple_id = $1 and m.id = any($2)`;
const QUOTED_IMAGES_SQL = `select message_id, count(*)::int as count from message_images where message_id = any($1) group by message_id`;

/**
 * The conversation page's baseline route on the baseline server: `query` runs SQL on the
 * bench's database, `authenticate` is the same lookup the server's authentication makes.
 */
export function registerConversationBaseline(app, query, authenticate) {
  app.get('/conversation/:userId/:coupleId', async (request) => {
    const { userId, coupleId } = request.params;
    await authenticate(userId, request);
    const [partner] = await query(
      `select user_id from couple_members where couple_id = $1 and user_id <> $2 limit 1`,
      [coupleId, userId],
    );
    const [rows, members, [author]] = await Promise.all([
      query(MESSAGES_PAGE_SQL, [coupleId, 51]),
      query(MESSAGE_MEMBERS_SQL, [coupleId]),
      query(PARTNER_AUTHOR_SQL, [partner.user_id]),
    ]);
    const page = rows.slice(0, 50);
    const standing = page.filter((r) => r.removed === null).map((r) => r.id);
    const quotedIds = [...new Set(page.map((r) => r.reply_to_id).filter(Boolean))];
    const [images, reactions, quoted, counts] = await Promise.all([
      query(MESSAGE_IMAGES_SQL, [standing]),
      query(MESSAGE_REACTIONS_SQL, [standing]),
      query(QUOTED_SQL, [coupleId, quotedIds]),
      query(QUOTED_IMAGES_SQL, [quotedIds]),
    ]);
    const quotes = new Map(quoted.map((q) => [q.id, q]));
    return {
      messages: page.map((r) => ({
        ...r,
        text: r.removed ? null : r.text,
        images: images.filter((i) => i.message_id === r.id),
        reactions: reactions.filter((x) => x.message_id === r.id),
        replyTo: r.reply_to_id ? (quotes.get(r.reply_to_id) ?? null) : null,
      })),
      nextCursor: rows.length > 50 ? page.at(-1).id : null,
      members,
      counts,
      partner: author,
    };
  });
}
