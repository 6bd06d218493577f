import type { Chat, ChatMessage } from '@marquee/contracts/chats';

/** A chat between organiser 10 (chat user 1) and supplier 20 (chat user 2) about quote 3 of request 4. */
export const makeChat = (id: number, overrides: Partial<Chat> = {}): Chat => ({
  id,
  last_message_id: 100 + id,
  chat_users: [
    {
      id: 1,
      user_id: 10,
      side: 'organiser',
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
      side: 'supplier',
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
      price: 1250,
      status: 'open',
      service_request: {
        id: 4,
        status: 1,
        date_offers_until: null,
        date_from: '2027-06-12',
        date_until: '2027-06-12',
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
