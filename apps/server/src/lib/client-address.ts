import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/** What a request counts under when its connection closed before Fastify read the address. */
export const UNKNOWN_ADDRESS = 'unknown';

/**
 * The client's address as the rate limits key it: IPv4-mapped addresses unwrapped, IPv6 by
 * its /64, so one host cannot hop through its 2^64 addresses to dodge a count. A client that
 * hung up before its request was routed has no address (`request.ip` is undefined then, and
 * the limiter's own key function threw on it, answering 500 to no one and logging an error).
 */
export function clientAddress(request: Pick<FastifyRequest, 'ip'>): string {
  // `ip` is typed string, but Node gives no remoteAddress once the socket is destroyed
  const ip = request.ip as string | undefined;
  return ip ? normalizeIP(ip) : UNKNOWN_ADDRESS;
}
