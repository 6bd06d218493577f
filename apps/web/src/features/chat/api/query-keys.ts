/** Every query of the chats starts with this key, so a sent message or a deleted chat refreshes them all. */
export const chatsKey = ['chats'] as const;
