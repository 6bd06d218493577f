import { definePolicy, type Actor } from '../../lib/policy';

/** A chat as the policy sees it: its two participants. */
export interface ChatObject {
  organiserId: number;
  supplierId: number;
}

const participant = (actor: Actor, o: ChatObject) =>
  (actor.role === 'organiser' && actor.id === o.organiserId) ||
  (actor.role === 'supplier' && actor.id === o.supplierId);

/**
 * Who may do what with a chat (spec 6; docs/decisions/0020, 0041). Only its two participants read, send, delete
 * and download its attachments; administrators read it and download its attachments (the admin chat views are
 * read-only: a file is part of what was said) and nothing else. Anyone else gets 404, as for a chat that does not
 * exist.
 */
export const chatsPolicy = definePolicy<ChatObject, 'read' | 'send' | 'delete' | 'download'>({
  name: 'chats',
  visibleWith: 'read',
  rules: {
    read: (actor, o) => actor.role === 'admin' || participant(actor, o),
    send: participant,
    delete: participant,
    download: (actor, o) => actor.role === 'admin' || participant(actor, o),
  },
});

declare module '../../lib/policy' {
  interface Policies {
    chats: typeof chatsPolicy;
  }
}
