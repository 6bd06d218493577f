import type { Chat, ChatMessage } from '@marquee/contracts/chats';
import type { OrganiserQuote } from '@marquee/contracts/requests';

/** A chat between organiser 10 (chat user 1) and supplier 20 (chat user 2) about quote 3 of request 4. */
export const makeChat = (id: number, overrides: Partial<Chat> = {}): Chat => ({
  id,
  last_message_id: 100 + id,
  chat_users: [
    {
      id: 1,
      user_id: 10,
      user: {
        id: 10,
        name: 'Olivia Organiser',
        phone: null,
        company_name: null,
        profile: { photo_url: null },
      },
    },
    {
      id: 2,
      user_id: 20,
      user: {
        id: 20,
        name: 'Sam Supplier',
        phone: null,
        company_name: 'Leeds Marquees',
        profile: { photo_url: '/photos/leeds.jpg' },
      },
    },
  ],
  receiver_chat_user_id: 2,
  last_message: { text: 'See you\non Friday', has_attachment: false },
  last_message_datetime: new Date(2026, 10, 20, 14, 30).toISOString(),
  unread_messages_count: 0,
  service_request_quotes: [
    {
      id: 3,
      service_request: {
        id: 4,
        status: 1,
        date_offers_until: null,
        service: { product: 'Marquee hire' },
      },
    },
  ],
  policies: { send: true, delete: true },
  ...overrides,
});

/** A message of chat 7 by user 10. */
export const makeMessage = (id: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  chat_id: 7,
  chat_user_id: 1,
  user_id: 10,
  text: `Message ${id}`,
  chat_attachments: [],
  created_at: new Date(2026, 10, 20, 9, 0).toISOString(),
  ...overrides,
});

/** Supplier 20's quote `id` on the organiser's request `requestId`, which may be accepted. */
export const makeQuote = (id: number, requestId: number, product: string): OrganiserQuote => ({
  id,
  user_id: 20,
  service_request_id: requestId,
  message: 'We would love to help.',
  price: null,
  is_viewed: true,
  is_selected: false,
  is_shortlisted: false,
  is_archived: false,
  is_rejected: false,
  created_at: '2026-11-20T10:00:00Z',
  call_requested_at: null,
  reply_minutes: 30,
  distance_miles: null,
  user: {
    id: 20,
    name: 'Sam Supplier',
    company_name: 'Leeds Marquees',
    phone: null,
    profile: { photo_url: null },
    rating: { rate: 0, count: 0 },
    verified: [],
  },
  service_request: {
    id: requestId,
    status: 10,
    date_from: '2027-01-03',
    date_until: '2027-01-04',
    date_offers_until: '2026-12-14',
    location: 'Leeds, England',
    message: 'Summer party',
    service: { product },
  },
  policies: {
    read: true,
    update: true,
    shortlist: true,
    archive: true,
    accept: true,
    reject: true,
    request_call: true,
    change_decision: false,
  },
});
