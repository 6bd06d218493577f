import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@marquee/contracts/api';
import {
  chatIdParams,
  chatListQuery,
  chatListResponse,
  chatResponse,
  createChatBody,
  messagesQuery,
  messagesResponse,
  sendMessageResponse,
} from '@marquee/contracts/chats';
import { routeOptions } from '../../lib/routes';
import { requireAuth } from '../../lib/auth-context';
import { contentDisposition } from '../files/file-intake';
import { refuseOversizeBody, registerMultipart, withMultipartForm } from '../files/multipart';
import {
  attachmentFile,
  deleteChat,
  getChat,
  listChatsOf,
  messageForm,
  messageOf,
  openChat,
  readMessages,
  sendMessage,
  type ChatsDeps,
} from './chats.service';

const tags = ['chats'];
const route = routeOptions(tags);
const parties = ['organiser', 'supplier'] as const;
const readers = ['organiser', 'supplier', 'admin'] as const;

/** Chats between organisers and suppliers (spec 7.6; docs/decisions/0041). */
export const chatsRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  const deps: ChatsDeps = {
    db: app.db,
    config: app.config,
    storage: app.storage,
    jobs: app.jobs,
    log: app.log,
    chatEvents: app.chatEvents,
  };

  app.post(
    '/chats',
    route.signedIn(parties, {
      summary: 'Open the chat about a quote with its other party (the existing one when there is one)',
      body: createChatBody,
      response: { 200: chatResponse, 201: chatResponse, 404: errorResponse, 422: errorResponse },
    }),
    async (request, reply) => {
      const { created, data } = await openChat(deps, requireAuth(request), request.body);
      return reply.status(created ? 201 : 200).send({ data });
    },
  );

  app.get(
    '/chats',
    route.signedIn(readers, {
      summary:
        "The caller's chats, newest message first (receiver_id, and service_request_id for the lookup)",
      querystring: chatListQuery,
      response: { 200: chatListResponse, 422: errorResponse },
    }),
    async (request) => listChatsOf(deps, requireAuth(request), request.query),
  );

  app.get(
    '/chats/:id',
    route.owned(readers, 'chats', 'read', {
      summary: 'One chat',
      params: chatIdParams,
      response: { 200: chatResponse, 404: errorResponse },
    }),
    async (request) => getChat(deps, requireAuth(request), request.params.id),
  );

  app.delete(
    '/chats/:id',
    route.owned(readers, 'chats', 'delete', {
      summary: "Remove the chat from the caller's list (the other participant keeps it)",
      params: chatIdParams,
      response: { 204: z.null(), 403: errorResponse, 404: errorResponse },
    }),
    async (request, reply) => {
      await deleteChat(deps, requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/chats/:id/send-message',
    {
      ...route.owned(readers, 'chats', 'send', {
        summary: 'Send a message (multipart: text, attachments — one file of 10 MB at most)',
        consumes: ['multipart/form-data'],
        params: chatIdParams,
        response: {
          201: sendMessageResponse,
          400: errorResponse,
          403: errorResponse,
          404: errorResponse,
          413: errorResponse,
          422: errorResponse,
        },
      }),
      // A body larger than one file of 10 MB and the text is refused before it is read.
      onRequest: refuseOversizeBody(messageForm),
    },
    async (request, reply) => {
      // The body is read here, under the send form's limits; the service calls this once the chat is found to be
      // the caller's, so a stranger's body is never read.
      const readMessage = () => withMultipartForm(request, messageForm, messageOf);
      return reply
        .status(201)
        .send(await sendMessage(deps, requireAuth(request), request.params.id, readMessage));
    },
  );

  app.get(
    '/chats/:id/messages',
    route.owned(readers, 'chats', 'read', {
      summary:
        'Messages after last_message_id (or the page before before_message_id); longpolling=1 waits up to 25 s for one; cancellable=1 replaces the previous poll',
      params: chatIdParams,
      querystring: messagesQuery,
      response: { 200: messagesResponse, 404: errorResponse, 422: errorResponse },
    }),
    async (request) => readMessages(deps, requireAuth(request), request.params.id, request.query),
  );

  app.get(
    '/chats/attachments/:id',
    route.owned(readers, 'chats', 'download', {
      summary:
        'Download an attachment (participants and administrators; 404 for anyone else; 410 when its file is lost)',
      params: chatIdParams,
    }),
    async (request, reply) => {
      const { file, attachment } = await attachmentFile(deps, requireAuth(request), request.params.id);
      reply.headers({
        'Content-Type': attachment.mimeType ?? 'application/octet-stream',
        'Content-Disposition': contentDisposition('attachment', attachment.fileName),
        'Content-Length': String(file.size),
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cache-Control': 'private, no-store',
      });
      return reply.send(file.body);
    },
  );
};
