// English words of the answers to a caller over the request limits (server/graphql/rateLimit.ts), spread into
// ../en.ts. The server writes them in the caller's language itself, so they are not refusals thrown in English.
export const limitsEn = {
  'errors.rateLimited':
    'Too many requests from your network. Please wait {seconds, plural, one {# second} other {# seconds}} and try again.',
  'errors.tooManySubscriptions': 'Too many live updates are open on this connection. Reload the page.',
} as const;
