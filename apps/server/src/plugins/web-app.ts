import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

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
    setHeaders(reply, filePath) {
      void reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
    },
  });
  return {
    servePage(request, reply) {
      if (!isPageRequest(request)) return false;
      void reply.header('cache-control', 'no-cache').sendFile('index.html');
      return true;
    },
  };
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
