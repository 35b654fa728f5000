import { randomUUID } from 'node:crypto';
import {
  DATE_FORMATS,
  MESSAGE_LIMITS,
  countCharacters,
  formatDate,
  isSingleEmoji,
  isValidTimeZone,
  toLocalDateTime,
} from '@doita/shared';
import type { ArchiveMessage, ArchivePhoto, ExportArchive, LocaleCode } from '@doita/shared';
import { escapeHtml } from '../../lib/html-escape.js';
import type { MessagePosition, MessagesRepository } from '../messages/index.js';
import type { UploadsRepository, UploadsService } from '../uploads/index.js';
import { notAfter } from './archive-future.js';
import { archivePhoto } from './export-rows.js';
import type { PortabilityRepository } from './portability-repository.js';

/*
 * The conversation in an archive (docs/export-format.md): an export holds the messages of
 * the conversation its person reads (their couple's, or with none their last one), both
 * partners', newest 50,000 at most, a removed one as its trace; and messages.html, the same
 * conversation readable without the app. An import writes back only the importer's own
 * standing messages, into their conversation with the same partner (the archive's partner,
 * who is theirs here again), each once: nothing is ever written under the partner's name.
 */

export interface MessagesExportReads {
  messages: Pick<
    MessagesRepository,
    'latestConversationOf' | 'page' | 'reactionsOf' | 'exportPhotos' | 'authors'
  >;
}

const PAGE = 500;

/** The archive's messages, oldest first; their photos go into the ZIP beside them. */
export async function exportMessages(
  reads: MessagesExportReads,
  zip: { addPhoto(photo: ArchivePhoto, originalFile: string | null): void },
  viewer: { userId: string; coupleId: string | null },
): Promise<ArchiveMessage[]> {
  const coupleId = viewer.coupleId ?? (await reads.messages.latestConversationOf(viewer.userId));
  if (!coupleId) return [];
  const newestFirst: ArchiveMessage[] = [];
  let before: MessagePosition | undefined;
  while (newestFirst.length < ARCHIVE_CAP) {
    const rows = (await reads.messages.page(coupleId, before, PAGE)).slice(0, PAGE);
    if (rows.length === 0) break;
    const ids = rows.map((row) => row.id);
    const [reactions, photos] = await Promise.all([
      reads.messages.reactionsOf(ids),
      reads.messages.exportPhotos(ids),
    ]);
    for (const row of rows) {
      const day = row.createdAt.toISOString().slice(0, 10);
      const mine = photos.filter((photo) => photo.messageId === row.id && photo.originalFile);
      const archived = mine.map((photo) => archivePhoto(photo, day));
      mine.forEach((photo, i) => zip.addPhoto(archived[i]!, photo.originalFile));
      newestFirst.push({
        id: row.id,
        authorId: row.authorId,
        kind: row.kind,
        text: row.removed === null ? row.text : null,
        photos: row.removed === null ? archived : [],
        replyToId: row.replyToId,
        createdAt: row.createdAt.toISOString(),
        editedAt: row.editedAt?.toISOString() ?? null,
        removed: row.removed,
        openedAt: row.openedAt?.toISOString() ?? null,
        messageReactions: reactions
          .filter((reaction) => reaction.messageId === row.id)
          .map((reaction) => ({
            userId: reaction.userId,
            emoji: reaction.emoji,
            createdAt: reaction.createdAt.toISOString(),
          })),
      });
      if (newestFirst.length >= ARCHIVE_CAP) break;
    }
    const last = rows.at(-1)!;
    before = { createdAt: last.createdAt, id: last.id };
    if (rows.length < PAGE) break;
  }
  return newestFirst.reverse();
}

const ARCHIVE_CAP = 50_000;

/** The page opens without the app, so its few words travel with it, in both languages. */
const WORDING = {
  vi: {
    title: 'Cuộc trò chuyện của chúng ta',
    empty: 'Chưa có tin nhắn nào.',
    removed: 'Tin nhắn đã được thu hồi',
    deletedAccount: 'Tài khoản đã xóa',
    note: 'Lời nhắn yêu thương',
    edited: 'đã sửa',
    photos: (n: number) => `${n} ảnh`,
    replyTo: 'Trả lời',
  },
  en: {
    title: 'Our conversation',
    empty: 'No messages yet.',
    removed: 'Message removed',
    deletedAccount: 'Deleted account',
    note: 'Love note',
    edited: 'edited',
    photos: (n: number) => `${n} photo${n === 1 ? '' : 's'}`,
    replyTo: 'Reply to',
  },
} as const;

/** messages.html: the conversation, oldest first, in the reader's language and clock. */
export function messagesHtml(
  messages: ArchiveMessage[],
  reader: { language: LocaleCode; timeZone: string; names: ReadonlyMap<string, string> },
): string {
  const words = WORDING[reader.language];
  const zone = isValidTimeZone(reader.timeZone) ? reader.timeZone : 'Asia/Ho_Chi_Minh';
  const nameOf = (id: string | null) =>
    (id !== null ? reader.names.get(id) : undefined) ?? words.deletedAccount;
  const byId = new Map(messages.map((message) => [message.id, message]));
  const when = (iso: string) => {
    const local = toLocalDateTime(new Date(iso), zone);
    const day = formatDate(
      `${local.year}-${String(local.month).padStart(2, '0')}-${String(local.day).padStart(2, '0')}`,
      { format: DATE_FORMATS[reader.language] },
    );
    return `${day} ${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`;
  };
  const items = messages.map((message) => {
    const quoted = message.replyToId ? byId.get(message.replyToId) : undefined;
    const quote = quoted
      ? `<blockquote>${escapeHtml(words.replyTo)} ${escapeHtml(nameOf(quoted.authorId))}: ${escapeHtml(
          quoted.removed || quoted.text === null ? words.removed : quoted.text.slice(0, 200),
        )}</blockquote>`
      : '';
    const body =
      message.removed !== null
        ? `<p class="removed">${escapeHtml(words.removed)}</p>`
        : `${message.text ? `<p>${escapeHtml(message.text).replace(/\n/g, '<br>')}</p>` : ''}${message.photos
            .map((photo) => `<img src="${escapeHtml(photo.path)}" alt="" loading="lazy">`)
            .join('')}`;
    const reactions = message.messageReactions.map((r) => escapeHtml(r.emoji)).join(' ');
    return `<li class="${message.kind}"><header><strong>${escapeHtml(nameOf(message.authorId))}</strong> <time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(when(message.createdAt))}</time>${message.kind === 'note' ? ` · ${escapeHtml(words.note)}` : ''}${message.editedAt && !message.removed ? ` · ${escapeHtml(words.edited)}` : ''}</header>${quote}${body}${reactions ? `<p class="reactions">${reactions}</p>` : ''}</li>`;
  });
  return `<!doctype html>
<html lang="${reader.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(words.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:0 auto;padding:1rem;line-height:1.5}ol{list-style:none;padding:0}li{margin:0 0 1rem;padding:.5rem .75rem;border-radius:.75rem;background:#f6f0f2}li.note{background:#fde7ef}header{font-size:.85rem;color:#555}blockquote{margin:.25rem 0;padding-left:.5rem;border-left:3px solid #d88;color:#555;font-size:.9rem}.removed{font-style:italic;color:#777}img{max-width:100%;border-radius:.5rem;display:block;margin:.25rem 0}@media (prefers-color-scheme:dark){body{background:#161214;color:#eee}li{background:#2a2226}li.note{background:#3a2530}header,blockquote,.removed{color:#bbb}}</style>
</head><body><h1>${escapeHtml(words.title)}</h1>
${items.length ? `<ol>${items.join('\n')}</ol>` : `<p>${escapeHtml(words.empty)}</p>`}
</body></html>
`;
}

/**
 * The messages of an archive an import writes: the importer's own (the archive's user
 * wrote them), standing, in a conversation with the archive's partner when that is the
 * importer's partner here, neither imported before by either of them nor already here.
 */
export async function messagesToImport(
  portability: Pick<PortabilityRepository, 'importedSources'>,
  messages: Pick<MessagesRepository, 'existing'>,
  data: Pick<ExportArchive, 'user' | 'messages'>,
  people: { here: string[]; partnerMatched: { id: string; source: string } | null },
): Promise<ArchiveMessage[]> {
  if (!people.partnerMatched) return [];
  const candidates = data.messages.filter(
    (message) =>
      message.authorId === data.user.id &&
      message.removed === null &&
      // the schema emptied a text that shows nothing: a note needs words, a text words or photos
      (Boolean(message.text) || (message.kind === 'text' && message.photos.length > 0)) &&
      countCharacters(message.text ?? '') <=
        (message.kind === 'note' ? MESSAGE_LIMITS.note : MESSAGE_LIMITS.text),
  );
  const ids = candidates.map((message) => message.id);
  const [seen, present] = await Promise.all([
    portability.importedSources(people.here, 'message', ids),
    messages.existing(ids),
  ]);
  return candidates.filter((message) => !seen.has(message.id) && !present.has(message.id));
}

/** what an import writes of the conversation: which messages, and the uploads of their photos */
export interface MessagesToWrite {
  messages: ArchiveMessage[];
  photoOf: ReadonlyMap<string, string>;
}

export interface MessagesImportWrites {
  messages: Pick<MessagesRepository, 'importMessages' | 'ensureMembers'>;
  portability: Pick<PortabilityRepository, 'recordImported' | 'importedSources'>;
  uploads: UploadsRepository;
}

/**
 * Writes the importer's messages into their conversation with their partner, at their
 * first times (so they fall into place among the partner's), with the importer's own
 * reactions on them; a reply keeps its quote when the quoted message is here (imported now
 * or before, by either of them), else it stands alone. Returns how many were written.
 */
export async function importMessages(
  tx: MessagesImportWrites,
  messages: ArchiveMessage[],
  ctx: {
    userId: string;
    sourceUserId: string;
    here: string[];
    coupleId: string | null;
    partnerId: string | null;
    photoOf: ReadonlyMap<string, string>;
    now: Date;
    uploadsService: Pick<UploadsService, 'claim'>;
  },
): Promise<number> {
  const { coupleId, partnerId } = ctx;
  if (!coupleId || !partnerId || messages.length === 0) return 0;
  const targets = new Map(messages.map((message) => [message.id, randomUUID()]));
  const quotedIds = [
    ...new Set(messages.map((m) => m.replyToId).filter((id): id is string => id !== null)),
  ];
  const before = await tx.portability.importedSources(ctx.here, 'message', quotedIds);
  const targetOf = (source: string | null): string | null =>
    source === null ? null : (targets.get(source) ?? before.get(source) ?? null);
  const images: { messageId: string; uploadId: string; position: number }[] = [];
  const reactions: { messageId: string; userId: string; emoji: string; createdAt: Date }[] = [];
  const rows = messages.map((message) => {
    const id = targets.get(message.id)!;
    message.photos.forEach((photo, position) => {
      const uploadId = ctx.photoOf.get(photo.path);
      if (uploadId) images.push({ messageId: id, uploadId, position });
    });
    for (const reaction of message.messageReactions)
      if (reaction.userId === ctx.sourceUserId && isSingleEmoji(reaction.emoji))
        reactions.push({
          messageId: id,
          userId: ctx.userId,
          emoji: reaction.emoji,
          createdAt: notAfter(reaction.createdAt, ctx.now),
        });
    return {
      id,
      coupleId,
      authorId: ctx.userId,
      kind: message.kind,
      text: message.text && message.text.length > 0 ? message.text : null,
      replyToId: targetOf(message.replyToId),
      // Never after the import, even within the clock skew an archive is allowed: a message
      // ahead of the live ones would hold the read pointers past them and stay editable.
      createdAt: notAfter(message.createdAt, ctx.now),
      editedAt: message.editedAt ? notAfter(message.editedAt, ctx.now) : null,
      // a note that comes back is not pinned again: it was read, or it is old news
      openedAt:
        message.kind === 'note'
          ? message.openedAt
            ? notAfter(message.openedAt, ctx.now)
            : ctx.now
          : null,
    };
  });
  await ctx.uploadsService.claim(
    tx.uploads,
    ctx.userId,
    images.map((image) => image.uploadId),
    'file',
  );
  await tx.messages.importMessages(rows, images, reactions);
  await tx.messages.ensureMembers(coupleId, [ctx.userId, partnerId], ctx.now);
  await tx.portability.recordImported(
    messages.map((message) => ({
      userId: ctx.userId,
      kind: 'message',
      sourceId: message.id,
      targetId: targets.get(message.id)!,
    })),
  );
  return rows.length;
}
