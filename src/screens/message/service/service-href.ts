// The customer-service conversation's route: /message/chat with sessionType 1 alone (spec §2 names
// the query; customer service has no other user, so no otherUserMq, name or avatar: the screen
// reads its robot and its status from the server).
export const SERVICE_CHAT_HREF = '/message/chat?sessionType=1';
