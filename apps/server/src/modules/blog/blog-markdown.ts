import { UPLOAD_ID_PATTERN, UPLOAD_REF_PREFIX } from '@doita/shared';
import type { Image } from '@doita/shared';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from '../../lib/html-escape.js';
import { closeDanglingHtml, danglingHtmlBlock } from './dangling-html.js';

/**
 * Markdown to safe HTML (docs/security.md, "Content written by users"), on the server so no
 * client can skip it.
 * `marked` renders (raw HTML in the Markdown passes through it), then `sanitize-html`
 * keeps an allow-list: text formatting, lists, quotes, code, tables, links and images.
 * No script, style, frame, form or SVG; no attribute but the few listed (so no event
 * handler, no style, no class); links only http(s) and mailto; images only `upload:ID`,
 * our own uploads, which `signImages` turns into signed `/api/files/` URLs at read time.
 *
 * Bump RENDER_VERSION whenever these rules change: posts rendered by an older version
 * are rendered again from their Markdown when next read.
 */
export const RENDER_VERSION = 2;

const markdown = new Marked({ gfm: true, breaks: true, async: false });
// HTML left open in a post (an unclosed <script>, <!--, <style>…) must not take the rest of it.
markdown.use({ tokenizer: { html: danglingHtmlBlock } });

const LINK_SCHEME = /^(https?:\/\/|mailto:)/i;
const UPLOAD_SRC = new RegExp(`^${UPLOAD_REF_PREFIX}([A-Za-z0-9_-]{1,64})$`);

/** The only elements a rendered post may hold (the XSS tests check every output against it). */
export const BLOG_ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'strong',
  'em',
  'del',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

function sanitizeOptions(uploadIds: Set<string>): sanitizeHtml.IOptions {
  return {
    allowedTags: [...BLOG_ALLOWED_TAGS],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'title'],
      ol: ['start'],
      th: ['align'],
      td: ['align'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['upload'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      // The page's own title is the h1; a post's headings start one level below.
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      b: 'strong',
      i: 'em',
      s: 'del',
      strike: 'del',
      a: (_tagName, attribs) => {
        const href = (attribs.href ?? '').trim();
        const link: sanitizeHtml.Attributes = LINK_SCHEME.test(href)
          ? { href, rel: 'nofollow ugc noopener noreferrer', target: '_blank' }
          : {};
        if (attribs.title) link.title = attribs.title;
        return { tagName: 'a', attribs: link };
      },
      img: (_tagName, attribs) => {
        const match = UPLOAD_SRC.exec((attribs.src ?? '').trim());
        if (!match?.[1]) return { tagName: 'img', attribs: {} };
        uploadIds.add(match[1]);
        // src first: signImages finds the tag by it
        const image: sanitizeHtml.Attributes = { src: `${UPLOAD_REF_PREFIX}${match[1]}` };
        image.alt = attribs.alt ?? '';
        if (attribs.title) image.title = attribs.title;
        return { tagName: 'img', attribs: image };
      },
    },
    // an image that is not one of our uploads goes entirely
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

export interface RenderedMarkdown {
  /** sanitised HTML, images still as `upload:ID` */
  html: string;
  /** the words, for the excerpt, the reading time and nothing else */
  plainText: string;
  /** the uploads the post shows, in order of first appearance */
  uploadIds: string[];
}

const TEXT_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** the text of sanitised HTML: a space where a block or line ends, entities decoded */
function textOf(html: string): string {
  const spaced = html.replace(/<(br|hr)\b[^>]*>|<\/(p|li|h\d|blockquote|pre|td|th|tr)>/gi, '$& ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => TEXT_ENTITIES[entity] ?? entity);
}

/**
 * Each top-level block is rendered and closed off on its own (closeDanglingHtml), so raw
 * HTML left open in one paragraph cannot reach into the next.
 */
function renderBlocks(source: string): string {
  const tokens = markdown.lexer(source);
  return tokens
    .map((token) =>
      closeDanglingHtml(markdown.parser(Object.assign([token], { links: tokens.links }))),
    )
    .join('');
}

export function renderMarkdown(source: string): RenderedMarkdown {
  const uploadIds = new Set<string>();
  const rendered = renderBlocks(source);
  const html = sanitizeHtml(rendered, sanitizeOptions(uploadIds)).trim();
  return { html, plainText: textOf(html), uploadIds: [...uploadIds] };
}

/** What an inline image is shown at: the reading column's width on a desktop. */
const SIZES = '(min-width: 768px) 720px, 100vw';
const STORED_IMAGE = /<img src="upload:([A-Za-z0-9_-]{1,64})"([^>]*)>/g;

/**
 * The stored HTML with each `upload:ID` image pointing at its freshly signed renditions;
 * an image not among `images` (gone, or not this post's) is left out.
 */
export function signImages(html: string, images: ReadonlyMap<string, Image>): string {
  if (!html.includes('src="upload:')) return html;
  return html.replace(STORED_IMAGE, (_tag, id: string, rest: string) => {
    const image = images.get(id);
    if (!image || !UPLOAD_ID_PATTERN.test(id)) return '';
    const srcset = image.renditions.map((r) => `${r.url} ${r.width}w`).join(', ');
    const size =
      image.width && image.height ? ` width="${image.width}" height="${image.height}"` : '';
    const attributes = rest.replace(/\s*\/$/, '');
    return `<img src="${escapeHtml(image.url)}" srcset="${escapeHtml(srcset)}" sizes="${SIZES}"${size} loading="lazy" decoding="async"${attributes}>`;
  });
}
