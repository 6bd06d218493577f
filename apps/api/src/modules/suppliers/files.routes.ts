import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileFormatTable, formatOfFileName, storedExtension } from '@marquee/contracts/files';
import { errors as texts } from '@marquee/contracts/messages';
import { notFound } from '../../lib/errors';
import { routeOptions } from '../../lib/routes';
import { fileResponseHeaders, safeFileName } from '../files/file-intake';
import { isStorageKey } from '../storage/storage.service';
import { documentNameByPath } from './suppliers.repository';

const route = routeOptions(['files']);

/**
 * `GET /files/uploads/*`: stored files from the storage (the local disk's addresses; an S3 deployment links to
 * its bucket, but the route serves the same keys). Public, as the directory shows them. Served with a year's cache
 * (names are random, content never changes), nosniff and a sandboxing CSP; documents always as attachments under
 * their uploaded (made safe) name, so nothing stored is ever rendered as a page.
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/uploads/*',
    route.public({ hide: true, params: z.object({ '*': z.string() }) }),
    async (request, reply) => {
      const key = `uploads/${request.params['*']}`;
      // The format from the server-given extension (stored names are `<random>.<stored extension>`).
      const format = formatOfFileName(key);
      // Chat attachments are served only to the chat's participants (GET /api/chats/attachments/{id}).
      if (!isStorageKey(key) || !format || key.startsWith('uploads/chat/')) throw notFound(texts.notFound);
      const file = await app.storage.get(key);
      if (!file) throw notFound(texts.notFound);
      const base = key.slice(key.lastIndexOf('/') + 1);
      const stored = await documentNameByPath(app.db, key);
      const downloadName = stored ?? safeFileName(base, storedExtension(format));
      reply.headers({
        ...fileResponseHeaders({ contentType: fileFormatTable[format].contentType, format, downloadName }),
      });
      reply.header('Content-Length', file.size);
      return reply.send(file.body);
    },
  );
};
