import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** Every tag an operation may carry, each described (the OpenAPI check fails on others). */
export const API_TAGS = [
  { name: 'auth', description: 'Sign-up, sign-in, sessions, e-mail links' },
  { name: 'users', description: 'The signed-in user, preferences and partner search' },
  { name: 'couple', description: 'Invitations, join codes, the couple and its anniversary' },
  { name: 'notifications', description: 'The bell: my notifications' },
  { name: 'uploads', description: 'Photos and files, and their signed renditions' },
  { name: 'memories', description: "The couple's memories with photos, tags and search" },
  {
    name: 'places',
    description: "Places for a memory: the gazetteer shipped with the app and the couple's own",
  },
  { name: 'reminders', description: 'Reminders, their repeats and lists' },
  { name: 'calendar', description: 'The reminders as a subscribe-able iCalendar feed' },
  { name: 'push', description: 'Web Push subscriptions of my browsers' },
  { name: 'events', description: 'The realtime event stream (Server-Sent Events)' },
  { name: 'dashboard', description: 'The home page in one call' },
  { name: 'timeline', description: 'Memories, reminders and milestones in time order' },
  { name: 'blog', description: 'Posts, categories, likes, comments and sharing' },
  { name: 'trash', description: 'What I deleted, for 30 days: restore or delete for good' },
  {
    name: 'portability',
    description: "A couple's data out as a ZIP (export) and back in (import)",
  },
  { name: 'questions', description: "The couple's daily question, answers and history" },
  { name: 'letters', description: 'Letters for later, sealed for their recipient until their day' },
  {
    name: 'messages',
    description:
      "The couple's conversation: messages, love notes, reactions, read pointers, nudges",
  },
  { name: 'checkins', description: "Each partner's mood of the day, and the span of both" },
  { name: 'list', description: "The couple's list of things to do together" },
  { name: 'albums', description: "Named collections of the couple's shared memories" },
  { name: 'share-links', description: "The couple's read-only links to a memory or an album" },
  { name: 'shared', description: 'What a share link shows, to anyone holding it' },
  { name: 'health', description: 'Liveness and readiness' },
];

/**
 * OpenAPI generated from the routes' zod schemas (the same ones that validate), so the
 * document cannot drift from the code. Register before any route: it collects them as
 * they are added. The UI's scripts and styles are files of our origin, so the app's
 * strict CSP holds for it too.
 */
export async function registerApiDocs(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Đôi Ta API',
        description:
          'The API of Đôi Ta, a private space for two: accounts, the couple, memories with ' +
          'photos, reminders, the timeline and the blog. Every operation is declared once in ' +
          '`packages/shared` (the contract) and this document is generated from it.',
        version: '0.1.0',
        license: { name: 'Proprietary: all rights reserved' },
      },
      servers: [{ url: publicUrl, description: 'This server (PUBLIC_URL)' }],
      tags: API_TAGS,
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
}
