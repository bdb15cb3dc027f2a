// English words of our answers to a customer's reply to our texts (server/preferences/textReplies.ts): after STOP,
// to HELP and to START. Each names the brand and its phone. Spread into ../en.ts. Keys start `account.textReply.`.
export const textRepliesEn = {
  'account.textReply.stopped': '{brand}: You will get no more texts from us. For help, reply HELP or call {phone}.',
  'account.textReply.help':
    '{brand}: texts about your account. For help, call {phone}. Reply STOP to stop texts. Message and data rates may apply.',
  'account.textReply.start':
    '{brand}: To get texts again, sign in and agree on the Messages and preferences page of your account. For help, call {phone}.',
} as const;
