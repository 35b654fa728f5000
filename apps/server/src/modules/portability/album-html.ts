import {
  DATE_FORMATS,
  REACTIONS,
  formatDate,
  toLocalDateTime,
  type LocaleCode,
  type MemoryLocation,
} from '@doita/shared';
import { escapeHtml } from '../../lib/html-escape.js';

/** a place as the page shows it: its name, and its coordinates when it has them */
function placeText(location: MemoryLocation): string | null {
  if (location === null) return null;
  if (typeof location === 'string') return location;
  return `${location.name} (${location.lat.toFixed(4)}, ${location.lng.toFixed(4)})`;
}

export interface AlbumComment {
  /** null once its author deleted their account */
  authorId: string | null;
  content: string;
  createdAt: Date;
}

export interface AlbumReaction {
  userId: string;
  emoji: string;
}

export interface AlbumMemory {
  title: string;
  /** YYYY-MM-DD */
  date: string;
  description: string;
  /** a name, or a place with its coordinates (shown after the name) */
  location: MemoryLocation;
  isPrivate: boolean;
  photos: string[];
  /** oldest first */
  comments: AlbumComment[];
  reactions: AlbumReaction[];
}

/** Who the album is for: its language, the clock its times are read on, and people's names. */
export interface AlbumReader {
  language: LocaleCode;
  timeZone: string;
  /** user id -> display name (the exporter, the partner) */
  names: ReadonlyMap<string, string>;
}

/** The album opens without the app, so its few words travel with it, in both languages. */
const WORDING = {
  vi: {
    title: 'Kỷ niệm của chúng ta',
    private: 'Riêng tư',
    empty: 'Chưa có kỷ niệm nào.',
    comments: 'Bình luận',
    reactions: 'Cảm xúc',
    deletedAccount: 'Tài khoản đã xóa',
    someoneElse: 'Một người khác',
  },
  en: {
    title: 'Our memories',
    private: 'Private',
    empty: 'No memories yet.',
    comments: 'Comments',
    reactions: 'Reactions',
    deletedAccount: 'Deleted account',
    someoneElse: 'Someone else',
  },
} as const satisfies Record<LocaleCode, Record<string, string>>;

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#fff7f8;color:#222}
header{padding:24px 16px;background:#e9456a;color:#fff}h1{margin:0;font-size:1.5rem}
main{max-width:960px;margin:0 auto;padding:16px}article{background:#fff;border-radius:12px;
padding:16px;margin:0 0 16px;box-shadow:0 1px 3px rgba(0,0,0,.1)}h2{margin:0 0 4px;font-size:1.2rem}
h3{margin:16px 0 4px;font-size:1rem}.meta{color:#666;font-size:.9rem;margin:0 0 8px}
.photos{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:8px}
.photos img{width:100%;height:140px;object-fit:cover;border-radius:8px}p{white-space:pre-wrap}
ul.comments{list-style:none;margin:0;padding:0}ul.comments li{border-top:1px solid #f1d6dc;padding:8px 0}
ul.comments p{margin:4px 0 0}.reactions{margin:12px 0 0}`;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * index.html: the memories as a simple album that opens offline in any browser (no script,
 * photos by relative path), dated as the app dates them in the exporter's language, with
 * each memory's comments and reactions. Every piece of user text is escaped.
 */
export function albumPage(reader: AlbumReader) {
  const words = WORDING[reader.language];
  const format = DATE_FORMATS[reader.language];
  const nameOf = (userId: string | null) =>
    userId === null ? words.deletedAccount : (reader.names.get(userId) ?? words.someoneElse);
  const when = (instant: Date) => {
    const local = toLocalDateTime(instant, reader.timeZone);
    return `${formatDate(instant, { format, timeZone: reader.timeZone })} ${pad(local.hour)}:${pad(local.minute)}`;
  };

  const comments = (list: AlbumComment[]) =>
    list.length
      ? `<h3>${words.comments}</h3><ul class="comments">${list
          .map(
            (c) =>
              `<li><span class="meta"><strong>${escapeHtml(nameOf(c.authorId))}</strong> · ` +
              `<time datetime="${c.createdAt.toISOString()}">${when(c.createdAt)}</time></span>` +
              `<p>${escapeHtml(c.content)}</p></li>`,
          )
          .join('')}</ul>`
      : '';

  // In the app's order of emojis, each with who chose it.
  const reactions = (list: AlbumReaction[]) => {
    const known: readonly string[] = REACTIONS;
    const emojis = [
      ...known,
      ...new Set(list.map((r) => r.emoji).filter((e) => !known.includes(e))),
    ];
    const parts = emojis.flatMap((emoji) => {
      const who = list.filter((r) => r.emoji === emoji).map((r) => nameOf(r.userId));
      return who.length ? [`${escapeHtml(emoji)} ${who.map(escapeHtml).join(', ')}`] : [];
    });
    return parts.length
      ? `<p class="reactions" aria-label="${words.reactions}">${parts.join(' · ')}</p>`
      : '';
  };

  return {
    header(subtitle: string): string {
      return `<!doctype html>
<html lang="${reader.language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self'; style-src 'unsafe-inline'">
<title>${words.title}</title><style>${STYLE}</style></head>
<body><header><h1>${words.title}</h1><p>${escapeHtml(subtitle)}</p></header><main>
`;
    },

    entry(memory: AlbumMemory): string {
      const date = `<time datetime="${escapeHtml(memory.date)}">${formatDate(memory.date, { format })}</time>`;
      const meta = [
        date,
        ...[placeText(memory.location), memory.isPrivate ? words.private : null]
          .filter((part): part is string => !!part)
          .map(escapeHtml),
      ].join(' · ');
      const photos = memory.photos.length
        ? `<div class="photos">${memory.photos
            .map(
              (src) =>
                `<a href="${escapeHtml(src)}"><img src="${escapeHtml(src)}" alt="${escapeHtml(memory.title)}" loading="lazy"></a>`,
            )
            .join('')}</div>`
        : '';
      return `<article><h2>${escapeHtml(memory.title)}</h2><p class="meta">${meta}</p>${
        memory.description ? `<p>${escapeHtml(memory.description)}</p>` : ''
      }${photos}${reactions(memory.reactions)}${comments(memory.comments)}</article>\n`;
    },

    footer(entries: number): string {
      return `${entries ? '' : `<p>${words.empty}</p>`}</main></body></html>\n`;
    },
  };
}
