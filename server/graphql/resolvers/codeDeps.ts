// What a resolver hands a flow that may send a one-time code: the database, the cipher codes are sealed with, the
// outbox, and the language of the page that asked, which the message is written in.
import type { GraphQLContext } from '../context';

export const codeDepsOf = (ctx: GraphQLContext) => ({
  db: ctx.services.db,
  cipher: ctx.services.cipher,
  outbox: ctx.services.outbox,
  lang: ctx.lang ?? 'en',
});
