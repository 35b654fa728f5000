import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { clientAddress } from '../lib/client-address.js';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from '../lib/response-serializer.js';
import type { Env } from '../env.js';
import { handleError } from '../lib/error-handler.js';
import { tooManyRequests } from '../lib/errors.js';
import { registerApiDocs } from './api-docs.js';
import { rejectNulCharacters } from './reject-nul.js';
import { imageOriginsOf, securityHeaders, stampAnswer } from './security-headers.js';

/**
 * The HTTP shell every route sits in: zod validation and serialisation, the error shape,
 * request ids, security headers, compression, the global rate limit and the OpenAPI
 * document (which sees every route registered after it).
 */
export const httpPlugin = fp<{ env: Env }>(
  async (app, { env }) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);
    app.setErrorHandler(handleError);
    // One hook for both: each hook a request runs through cost a health check about as much
    // as the headers it set.
    const headers = securityHeaders(env.isProduction, imageOriginsOf(env));
    app.addHook('onRequest', (_request, reply, done) => {
      stampAnswer(reply, headers);
      done();
    });
    rejectNulCharacters(app);
    await app.register(compress);
    await app.register(rateLimit, {
      global: env.rateLimitGlobalMax > 0,
      max: env.rateLimitGlobalMax || 1000,
      timeWindow: '1 minute',
      allowList: env.rateLimitAllowList,
      keyGenerator: clientAddress,
      // request.ip is the socket address unless TRUST_PROXY says which proxies to believe,
      // so a forged X-Forwarded-For starts no fresh count (ASVS 15.3.4).
      errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
    });
    await registerApiDocs(app, env.publicUrl);
  },
  { name: 'http', fastify: '5.x' },
);
