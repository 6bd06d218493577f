/*
 * A guest's message to a supplier, typed on the supplier's profile before they signed in or signed up (issue 21).
 * It is kept in sessionStorage (this tab only, gone when the tab closes) and sent by the organiser's messages page
 * once they are signed in: the profile's 'Send a message' keeps it, the chat feature takes and sends it.
 */

import { paths } from '../config/paths';

const KEY = 'marquee.pending-message';

export interface PendingMessage {
  /** The supplier's user id (the chat's receiver) and display name. */
  supplierId: number;
  supplierName: string;
  text: string;
}

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the message is simply not kept.
    return null;
  }
};

/** Keeps (or, with an empty text, forgets) the guest's message to this supplier. */
export function keepPendingMessage(message: PendingMessage): void {
  const store = storage();
  if (!store) return;
  if (message.text.trim() === '') store.removeItem(KEY);
  else store.setItem(KEY, JSON.stringify(message));
}

/** The kept message, to this supplier when one is given. */
export function readPendingMessage(supplierId?: number): PendingMessage | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingMessage>;
    if (
      typeof value.supplierId !== 'number' ||
      typeof value.text !== 'string' ||
      value.text.trim() === '' ||
      (supplierId !== undefined && value.supplierId !== supplierId)
    )
      return null;
    return { supplierId: value.supplierId, supplierName: String(value.supplierName ?? ''), text: value.text };
  } catch {
    return null;
  }
}

export const forgetPendingMessage = () => storage()?.removeItem(KEY);

/** Reads the kept message to this supplier and forgets it, so it is sent once. */
export function takePendingMessage(supplierId: number): PendingMessage | null {
  const message = readPendingMessage(supplierId);
  if (message) forgetPendingMessage();
  return message;
}

/**
 * The organiser's chat with a supplier (spec 2.4): /organiser-dashboard/messages?profile_id=&name=. Opening it
 * creates (or finds) the chat and sends a message kept for that supplier (features/chat organiser-messages).
 */
export const supplierChatHref = (supplierId: number, companyName: string) =>
  `${paths.organiserDashboard.href('messages')}?${new URLSearchParams({
    profile_id: String(supplierId),
    name: companyName,
  }).toString()}`;
