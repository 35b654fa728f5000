import { ERROR_CODES, ERROR_MESSAGES, VALIDATION, validationMessageEn } from '@doita/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { prependRouteHook } from '../lib/route-hooks.js';

/**
 * PostgreSQL text cannot hold U+0000: a NUL anywhere in a body, query or path parameter would fail
 * deep in the database as a 500. Refused up front, for every route, with the usual 422.
 */
export function rejectNulCharacters(app: FastifyInstance): void {
  const refuseNul = async (request: FastifyRequest, reply: FastifyReply) => {
    const field =
      findNul(request.body, '') ?? findNul(request.query, '') ?? findNul(request.params, '');
    if (field === undefined) return;
    await reply.code(422).send({
      message: ERROR_MESSAGES.validation,
      code: ERROR_CODES.validation,
      errors: [
        {
          field: field || 'body',
          code: VALIDATION.invalid,
          message: validationMessageEn(VALIDATION.invalid),
        },
      ],
    });
  };
  // On every route that takes input a handler reads: a schema for its body, query or path
  // parameters, a path with parameters or a wildcard (schema or not), or a method that
  // carries a body. A route with none of them (health) reads nothing a NUL could reach the
  // database through.
  app.addHook('onRoute', (route) => {
    const schema = route.schema;
    const takesInput =
      schema?.body !== undefined ||
      schema?.querystring !== undefined ||
      schema?.params !== undefined ||
      /[:*]/.test(route.url) ||
      [route.method].flat().some((method) => !READS.has(method));
    if (!takesInput) return;
    prependRouteHook(route, 'preValidation', refuseNul);
  });
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** the dotted path of the first string (or key) holding a NUL, or undefined */
function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return childPath;
    const found = findNul(child, childPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
