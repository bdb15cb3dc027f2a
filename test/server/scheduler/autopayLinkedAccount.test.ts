// Autopay from a bank account the customer linked through the Link sandbox, run by the payment scheduler in two
// processes: the notice before the first withdrawal names the account's last 4, and the debit on the due date is
// taken from that account (the payment records it and its last 4), once.
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, loans, payments } from '../../../server/db/schema';
import { giveConsent } from '../../../server/preferences/consents';
import { consentWording } from '../../../server/preferences/wording';
import { AUTOPAY_AUTHORIZATION_VERSION } from '../../../src/lib/account/autopay';
import { linkThrough } from '../bank/helpers';
import { testClock } from '../testClock';
import { PAULA, PAULA_LOAN, START, useTwoProcesses } from './schedulerHelpers';

const clock = testClock(START);
const run = useTwoProcesses(clock);

const TOKEN = `mutation($n: String!) { createPaymentAccountLinkToken(loanNumber: $n) { link_token } }`;
const LINK = `mutation($n: String!, $t: String!) { linkPaymentAccount(loanNumber: $n, publicToken: $t) { id mask } }`;
const ON = `mutation($input: TurnOnAutopayInput!) { turnOnAutopay(input: $input) { status methodLast4 } }`;

describe('autopay from a linked bank account, run by the scheduler', () => {
  it('announces and takes the debit from the linked account', async () => {
    const [loan] = await run
      .db()
      .update(loans)
      .set({ dueDate: '2026-12-28' })
      .where(eq(loans.loanNumber, PAULA_LOAN))
      .returning();
    // Consent to electronic notices, so the notice before the first withdrawal is e-mailed.
    const [customer] = await run.db().select().from(customers).where(eq(customers.id, loan!.customerId));
    const facts = { brand: customer!.brand, phone: customer!.phone };
    await giveConsent(
      run.db(),
      { customerId: customer!.id, consent: 'ESIGN', lang: 'en', facts, at: clock.now(), recordedBy: PAULA },
      consentWording('ESIGN', 'en', facts)!,
    );
    const token = await run.first.idToken(PAULA);
    const call = async (query: string, variables: Record<string, unknown>) => {
      const { body } = await run.first.graphql(query, { token, variables });
      expect(body.errors).toBeUndefined();
      return body.data!;
    };
    const link = (await call(TOKEN, { n: PAULA_LOAN })).createPaymentAccountLinkToken as { link_token: string };
    const publicToken = await linkThrough(run.first, link.link_token, 'user_good');
    const [account] = (await call(LINK, { n: PAULA_LOAN, t: publicToken })).linkPaymentAccount as { id: string }[];
    const input = {
      loanNumber: PAULA_LOAN,
      method: 'BANK_ACCOUNT',
      paymentAccountId: account!.id,
      authorizationAccepted: true,
      authorizationVersion: AUTOPAY_AUTHORIZATION_VERSION,
    };
    expect((await call(ON, { input })).turnOnAutopay).toEqual({ status: 'ON', methodLast4: '0000' });

    run.at('2026-12-21', 12, 5);
    expect(await run.runBoth()).toEqual([
      expect.objectContaining({ source: 'autopay', outcome: 'NOTICE', notices: ['FIRST_WITHDRAWAL'] }),
    ]);
    const notices = (await run.first.server.services.outbox.list(PAULA)).filter((m) =>
      m.subject.startsWith('Autopay: '),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('0000');

    run.at('2026-12-28');
    expect(await run.runBoth()).toEqual([
      expect.objectContaining({ source: 'autopay', outcome: 'TAKEN', dueDate: '2026-12-28', attempt: 1 }),
    ]);
    expect(await run.runBoth()).toEqual([]);
    const taken = await run.db().select().from(payments).where(like(payments.idempotencyKey, 'autopay:%'));
    expect(taken).toEqual([
      expect.objectContaining({
        method: 'BANK_ACCOUNT',
        methodLast4: '0000',
        paymentAccountId: account!.id,
        status: 'PENDING',
      }),
    ]);
  });
});
