import fp from 'fastify-plugin';
import { messagePhotosRule } from './messages-audience-repository.js';
import { createMessagesRepository } from './messages-repository.js';
import type { MessagesRepository } from './messages-repository.js';
import { messagesRoutes } from './messages-routes.js';
import { createMessagesService } from './messages-service.js';

declare module '../../db/repositories.js' {
  interface AreaRepositories {
    messages: MessagesRepository;
  }
}

/** The couple's conversation: messages, love notes, reactions, read pointers and nudges. */
export const messagesModule = fp(
  async (app) => {
    const { transact, clock, repositories, hub, streams } = app.core;
    const messages = repositories.add('messages', createMessagesRepository);
    app.uploads.allowViewing(messagePhotosRule);
    const service = createMessagesService({
      messages,
      uploadsService: app.uploads,
      transact,
      clock,
      notifier: app.notifier,
      notifications: repositories.get('notifications'),
      events: hub,
      presence: streams,
      log: app.log,
    });
    await app.register(messagesRoutes(service), { prefix: '/api' });
  },
  {
    name: 'messages',
    fastify: '5.x',
    dependencies: ['core', 'authenticate', 'uploads', 'notifications'],
  },
);
