// Who may call each after-decision operation: everyone but the owner and a CSR acting as the owner is refused, and an
// unknown or malformed id is FORBIDDEN (it never tells whether the application exists).
import { describe, expect, it } from 'vitest';
import { type CallerKind } from '../applications/helpers';
import { errorCode } from '../harness';
import {
  ADVERSE,
  ANOTHER,
  NOTICE,
  STATE,
  DOCS,
  AGREEMENT,
  DETAILS,
  DENY_CONVERSION,
  CLONE_LEAD,
  afterDecisionServer,
} from './setup';

const server = afterDecisionServer();
const { declined } = server;

describe('who may call each operation', () => {
  const REFUSED: [CallerKind, string][] = [
    ['anonymous', 'UNAUTHENTICATED'],
    ['enrollment', 'FORBIDDEN'],
    ['otherCustomer', 'FORBIDDEN'],
    ['csrAlone', 'FORBIDDEN'],
  ];
  const OPERATIONS: [string, string, (id: string) => Record<string, unknown>][] = [
    ['getAdverseActionDetail', ADVERSE, (id) => ({ id, s: 'OH', b: 'lumen' })],
    ['getAnotherOptionDetail', ANOTHER, (id) => ({ id })],
    ['adverseActionNotice', NOTICE, (id) => ({ id })],
    ['applicationState', STATE, (id) => ({ id })],
    ['signedDocuments', DOCS, (id) => ({ id })],
    ['loanAgreement', AGREEMENT, (id) => ({ id })],
    ['createConversionDenial', DENY_CONVERSION, (id) => ({ id })],
    ['cloneApprovedLeadApplication', CLONE_LEAD, (id) => ({ id })],
    ['getInitialLoanDetails', DETAILS, (id) => ({ id })],
  ];

  it.each(OPERATIONS)(
    '%s: refused to everyone but the owner and a CSR acting as the owner',
    async (name, query, vars) => {
      const row = await declined('lumen', 'OH');
      for (const [kind, code] of REFUSED) {
        const body = await server.nora.call(kind, query, vars(row.id));
        expect(errorCode(body), `${name} as ${kind}`).toBe(code);
        expect(body.data?.[name] ?? null).toBeNull();
      }
      for (const kind of ['owner', 'csrActing'] as const) {
        const code = errorCode(await server.nora.call(kind, query, vars(row.id)));
        // The owner is answered (or told, field by field, why this application has no such answer), never refused.
        expect(code === undefined || code === 'BAD_USER_INPUT', `${name} as ${kind}: ${code}`).toBe(true);
      }
    },
  );

  it('refuses an unknown or malformed id as FORBIDDEN', async () => {
    expect(errorCode(await server.nora.call('owner', NOTICE, { id: '00000000-0000-4000-8000-000000000000' }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await server.nora.call('owner', NOTICE, { id: 'nope' }))).toBe('FORBIDDEN');
  });
});
