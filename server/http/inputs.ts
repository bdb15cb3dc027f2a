// Input checks at the edge, before any route reads a body: no string in a request (member names included) may carry a
// NUL or another control character. A NUL would otherwise reach the database driver, which refuses it, and the
// caller would read a 500 for their own mistake. The identity service uses the same walk for its Cognito-shaped
// errors (server/identity/validate.ts); GraphQL answers in its own shape (server/graphql/).
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/**
 * C0 controls but tab, line feed and carriage return, DEL, and lone surrogates (not valid UTF-8). Free text such as a
 * client log message may span lines; nothing legitimate carries the rest.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/u;

export function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN.test(text);
}

/**
 * The path (`member.0.name`) of the first string or member name in `value` with a forbidden character, or undefined.
 * `name` maps each member name to how it is reported (Cognito reports members in camelCase).
 */
export function findControlCharacter(
  value: unknown,
  path = '',
  name: (member: string) => string = (member) => member,
  depth = 0,
): string | undefined {
  if (typeof value === 'string') return FORBIDDEN.test(value) ? path || 'body' : undefined;
  if (depth > 32 || typeof value !== 'object' || value === null) return undefined;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, member] of entries) {
    const at = path ? `${path}.${name(key)}` : name(key);
    if (FORBIDDEN.test(key)) return path || 'body';
    const found = findControlCharacter(member, at, name, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Routes that answer in a protocol's own error shape and check their own input. */
const OWN_SHAPES = /^\/(cognito|graphql)(\/|$)/;

/** Refuses a REST request whose JSON body or query carries a control character, with a 400 that says where. */
export function installInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const route = req.routeOptions.url ?? '';
    if (OWN_SHAPES.test(route)) return;
    const where = findControlCharacter(req.body) ?? findControlCharacter(req.query, 'query');
    if (where) {
      const shown = where.length > 80 ? `${where.slice(0, 80)}…` : where;
      throw new HttpError(400, 'INVALID_CHARACTERS', `Remove control characters from "${shown}" and try again.`);
    }
  });
}
