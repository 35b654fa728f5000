import { escapeHtml } from '../../lib/html-escape.js';

export interface AlbumMemory {
  title: string;
  date: string;
  description: string;
  location: string | null;
  isPrivate: boolean;
  photos: string[];
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#fff7f8;color:#222}
header{padding:24px 16px;background:#e9456a;color:#fff}h1{margin:0;font-size:1.5rem}
main{max-width:960px;margin:0 auto;padding:16px}article{background:#fff;border-radius:12px;
padding:16px;margin:0 0 16px;box-shadow:0 1px 3px rgba(0,0,0,.1)}h2{margin:0 0 4px;font-size:1.2rem}
.meta{color:#666;font-size:.9rem;margin:0 0 8px}.photos{display:grid;grid-template-columns:
repeat(auto-fill,minmax(140px,1fr));gap:8px}.photos img{width:100%;height:140px;object-fit:cover;
border-radius:8px}p{white-space:pre-wrap}`;

/**
 * index.html: the memories as a simple album that opens offline in any browser (no script,
 * photos by relative path). Every piece of user text is escaped.
 */
export function albumHeader(title: string, subtitle: string, lang: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self'; style-src 'unsafe-inline'">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header><h1>${escapeHtml(title)}</h1><p>${escapeHtml(subtitle)}</p></header><main>
`;
}

export function albumEntry(memory: AlbumMemory, privateLabel: string): string {
  const meta = [memory.date, memory.location, memory.isPrivate ? privateLabel : null]
    .filter(Boolean)
    .map((part) => escapeHtml(String(part)))
    .join(' · ');
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
  }${photos}</article>\n`;
}

export const albumFooter = (empty: string | null) =>
  `${empty ? `<p>${escapeHtml(empty)}</p>` : ''}</main></body></html>\n`;
