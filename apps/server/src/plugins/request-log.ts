import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

/**
 * Query parameters that are credentials: an export's download link carries its ticket in
 * the URL (a browser downloading by itself sends no Authorization header). A log line is
 * read by more people, and kept longer, than the ticket's 15 minutes: it never holds one.
 */
const SECRET_PARAMS = /([?&]ticket=)[^&#]*/gi;

/**
 * Paths that are credentials: a share link's token is its page's and its data's path
 * (`/s/<token>`, `/api/shared/<token>`), and opens the link for whoever reads it.
 */
const SECRET_PATHS = /^((?:\/api\/shared|\/s)\/)[^/?#]+/i;

/** The URL as logged: secrets in its path and query replaced by `[redacted]`. */
export const redactUrl = (url: string | undefined) =>
  url?.replace(SECRET_PATHS, '$1[redacted]').replace(SECRET_PARAMS, '$1[redacted]');

/** What Fastify hands the `req` serializer (the request; typed as the raw one). */
interface LoggedRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers?: IncomingHttpHeaders;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined } | null;
}

/** Fastify's own `req` serializer, with the URL redacted. */
function requestSerializer(req: LoggedRequest) {
  const version = req.headers?.['accept-version'];
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: typeof version === 'string' ? version : undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** The logger options with the redacting serializer (a disabled logger stays disabled). */
export function redactingLogger(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: requestSerializer } };
}
