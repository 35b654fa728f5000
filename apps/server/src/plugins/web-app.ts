import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isIndexablePage, NOINDEX } from '@doita/shared';
import { notFoundBody } from '../lib/error-handler.js';
import { escapeHtml } from '../lib/html-escape.js';
import type { LinkPreview } from '../lib/link-preview.js';
import { blogPageMeta } from '../modules/blog/index.js';
import { SHARED_HEADERS, isSharePage } from '../modules/share-links/index.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What a page's link preview shows (Open Graph), for pages that have one. */
export interface PageMeta extends LinkPreview {
  /**
   * A post's cover, its page's largest picture: preloaded from the HTML, and
   * drawn with the title in the page's first screen, before the app's code has run.
   * `srcset` and `sizes` are the page's own <img>'s, so the browser fetches one rendition.
   */
  cover?: PageCover | null;
}

export interface PageCover {
  href: string;
  srcset: string;
  sizes: string;
  width: number | null;
  height: number | null;
  /** a tiny blurred data: URL shown while it loads */
  placeholder: string | null;
}

/** The preview of the page at this path, or null: the plain index.html then. */
export type PageMetaResolver = (pathname: string) => Promise<PageMeta | null>;

export interface WebApp {
  /** index.html for a page of the single-page app (history routing); false when not one */
  servePage(request: FastifyRequest, reply: FastifyReply): boolean;
}

/**
 * Serves the built web app from WEB_DIST_DIR. Vite fingerprints everything under
 * /assets/, so those are cached for a year; index.html must be revalidated every
 * time, or a deployment would leave browsers on stale chunk names.
 * Returns null (and serves nothing) when the web app is not built, as in tests.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  pageMeta?: PageMetaResolver,
): Promise<WebApp | null> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built: serving the API only');
    return null;
  }
  const assetsDir = path.join(distDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: distDir,
    cacheControl: false,
    serveDotFiles: false,
    // the build writes each text file brotli- and gzip-compressed at their best levels
    // (apps/web/build/precompress.ts): sent as they are, not compressed again per answer
    preCompressed: true,
    setHeaders(reply, filePath) {
      void reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
    },
  });
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  return {
    servePage(request, reply) {
      if (!isPageRequest(request)) return false;
      void reply.header('cache-control', 'no-cache');
      const pathname = request.url.split('?')[0] ?? '/';
      // A header, not a meta in index.html: it holds before any script runs, for every page.
      if (!isIndexablePage(pathname)) void reply.header('x-robots-tag', NOINDEX);
      // A share link's page carries the same headers as its data (never stored, nor
      // archived), which the static files' own caching would overwrite.
      if (isSharePage(pathname)) {
        void reply.headers(SHARED_HEADERS).type('text/html; charset=utf-8').send(indexHtml);
        return true;
      }
      if (!pageMeta) {
        void reply.sendFile('index.html');
        return true;
      }
      void pageMeta(pathname)
        .catch((error: unknown) => {
          // A preview is a nicety: the page itself must still load.
          request.log.error({ err: error }, 'page preview failed');
          return null;
        })
        .then((meta) => {
          if (meta) void reply.type('text/html; charset=utf-8').send(withPageMeta(indexHtml, meta));
          else void reply.sendFile('index.html');
        });
      return true;
    },
  };
}

/**
 * index.html with the page's own title, description and Open Graph tags, for the sites
 * that read a shared link without running the app. Every value is escaped, and goes in
 * through replacer functions: a title holding `$&`, `` $` ``, `$'` or `$$` is text, never
 * one of String.prototype.replace's patterns.
 */
export function withPageMeta(indexHtml: string, meta: PageMeta): string {
  const tag = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const siteName = /<title>([^<]*)<\/title>/.exec(indexHtml)?.[1] ?? '';
  const tags = [
    `<title>${escapeHtml(meta.title)}${siteName ? ` · ${siteName}` : ''}</title>`,
    tag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    tag('property', 'og:site_name', siteName),
    tag('property', 'og:type', 'article'),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
    ...(meta.image
      ? [
          tag('property', 'og:image', meta.image.url),
          tag('property', 'og:image:type', 'image/webp'),
          tag('property', 'og:image:width', String(meta.image.width)),
          tag('property', 'og:image:height', String(meta.image.height)),
          tag('property', 'og:image:alt', meta.title),
        ]
      : []),
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    ...(meta.publishedAt ? [tag('property', 'article:published_time', meta.publishedAt)] : []),
    ...(meta.authorName ? [tag('property', 'article:author', meta.authorName)] : []),
    ...(meta.cover
      ? [
          `<link rel="preload" as="image" href="${escapeHtml(meta.cover.href)}" ` +
            `imagesrcset="${escapeHtml(meta.cover.srcset)}" ` +
            `imagesizes="${escapeHtml(meta.cover.sizes)}" fetchpriority="high" />`,
        ]
      : []),
  ];
  const head = `  ${tags.join('\n    ')}\n  </head>`;
  const html = indexHtml
    .replace(/\s*<title>[^<]*<\/title>/, () => '')
    .replace(/\s*<meta name="description"[^>]*>/, () => '')
    .replace('</head>', () => head);
  return meta.cover ? withPostFirstScreen(html, meta.title, meta.cover) : html;
}

/**
 * The first screen of a post with a cover, drawn from the HTML while the app's code loads
 * (in place of index.html's logo): the header's room, the cover and the title, where and as
 * the post's page draws them (its own classes), which replaces it on its first render. The
 * page's largest paint is the cover as soon as it arrives, not once the code has run and
 * the post's data has come.
 */
function withPostFirstScreen(indexHtml: string, title: string, cover: PageCover): string {
  const size =
    cover.width && cover.height ? ` width="${cover.width}" height="${cover.height}"` : '';
  const placeholder = cover.placeholder
    ? ` style="background-image: url(${escapeHtml(cover.placeholder)}); background-size: cover"`
    : '';
  const screen = `
      <div data-splash class="flex min-h-dvh flex-col bg-bg text-fg">
        <div class="border-b border-border pt-[env(safe-area-inset-top)]"><div class="h-16"></div></div>
        <div class="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
          <div class="min-h-9 pointer-coarse:min-h-11"></div>
          <img src="${escapeHtml(cover.href)}" srcset="${escapeHtml(cover.srcset)}" sizes="${escapeHtml(cover.sizes)}"${size} alt="" fetchpriority="high" class="bg-surface-2 object-cover aspect-[16/9] w-full rounded-3xl shadow-card"${placeholder} />
          <h1 class="font-display text-3xl leading-tight font-semibold text-balance sm:text-5xl">${escapeHtml(title)}</h1>
        </div>
      </div>
    `;
  return indexHtml.replace(
    /(<div id="root">)[\s\S]*?(<\/div>\s*<noscript>)/,
    (_, open: string, close: string) => `${open}${screen}${close}`,
  );
}

/**
 * A page: GET/HEAD outside /api and /assets whose last segment has no extension, or
 * a browser navigating (accepts HTML). A missing chunk stays a 404, so the web app
 * notices a new deployment and reloads instead of parsing HTML as JavaScript.
 */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/assets/'))
    return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') || (request.headers.accept ?? '').includes('text/html');
}

/**
 * Last in app.ts: the built web app (WEB_DIST_DIR) with the blog's link previews, and the
 * not-found handler: a page path gets index.html, anything else the API's 404.
 */
export const webAppPlugin = fp(
  async (app) => {
    const webApp = await registerWebApp(
      app,
      app.core.env.webDistDir,
      blogPageMeta(app.blogSharing),
    );
    app.setNotFoundHandler((request, reply) => {
      if (webApp?.servePage(request, reply)) return reply;
      return reply.code(404).send(notFoundBody());
    });
  },
  { name: 'web-app', fastify: '5.x', dependencies: ['core', 'blog'] },
);
