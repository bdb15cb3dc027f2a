// Shared by the account server tests: the operations as the portal sends them, and a way to follow one payment.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { Harness } from '../harness';

export const SUMMARY = `query { accountSummary { page reason today loan { id loanNumber status amountDue payoffAmount
  pastDueAmount dueDate daysUntilDue paymentMethods { method last4 } paymentSchedule { installmentNumber paymentAmount dueDate balance } }
  conditionallyApproved { daysLeft daysElapsed retailStatus storeInformation { storeNumber store { storeName } } } } }`;
export const LOANS = `query { customerLoans { id loanNumber status loanAmount financeCharge payoffAmount amountDue } }`;
export const HISTORY = `query($n: String!) { paymentHistory(loanNumber: $n) { id amount kind method methodLast4 status confirmationNumber
  authorizationText interest principal postedOn returnReason } }`;
export const PAY = `mutation($input: MakePaymentInput!) { makePayment(input: $input) { id amount kind status confirmationNumber authorizationText methodLast4 } }`;
export const LISTEN = `subscription($id: ID!) { registerListener(loanId: $id) { loanId status transactionId } }`;

export const payInput = (over: Record<string, unknown>) => ({
  kind: 'CUSTOM',
  method: 'DEBIT_CARD',
  authorizationAccepted: true,
  idempotencyKey: crypto.randomUUID(),
  ...over,
});

export function connect(h: Harness, token: string): Client {
  return createClient({
    url: `${h.baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: token },
    retryAttempts: 0,
    onNonLazyError: () => undefined,
  });
}

export type LoanEvent = { loanId: string; status: string; transactionId: string | null };

/** Every message of one payment listener until the server completes it (or it errors). */
export function listen(client: Client, loanId: string, onStart?: () => void) {
  const events: LoanEvent[] = [];
  return new Promise<{ events: LoanEvent[]; error?: unknown }>((resolve) => {
    client.subscribe<{ registerListener: LoanEvent }>(
      { query: LISTEN, variables: { id: loanId } },
      {
        next: (m) => {
          if (m.errors) resolve({ events, error: m.errors });
          const e = m.data?.registerListener;
          if (e) events.push(e);
        },
        error: (error) => resolve({ events, error }),
        complete: () => resolve({ events }),
      },
    );
    onStart?.();
  });
}
