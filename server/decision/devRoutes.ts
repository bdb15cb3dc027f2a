// Dev-only (never in production, like /dev/reset): fills the sections of an application that come after income with
// the demo's values (a bank account open two years, paid into it by EFT and repaid from it by ACH, the texted code
// confirmed, the online installment loan at $1,000), so the decision can be tried, and browser-tested, before the
// bank, agreements and final-steps pages exist or without walking through them. The application is named by id; only
// an unsubmitted one is changed.
import type { FastifyInstance } from 'fastify';
import { dataOf } from '../applications/data';
import { findApplication, updateApplication } from '../applications/repository';
import type { Services } from '../services';

export function registerDecisionDevRoutes(app: FastifyInstance, services: Services): void {
  app.post<{ Params: { id: string } }>('/dev/applications/:id/complete', async (req, reply) => {
    const row = await findApplication(services.db, req.params.id);
    if (!row || row.status !== 'UNSUBMITTED' || row.applicationState)
      return reply.status(404).send({ error: 'No unsubmitted application with that id.' });
    const data = dataOf(row);
    await updateApplication(services.db, row.id, {
      data: {
        ...data,
        customerInformation: {
          ...data.customerInformation,
          // A linked checking account as the bank room stores it (server/bank/banking.ts StoredBanking).
          bankingInformation: {
            source: 'LINK',
            isReadOnly: true,
            accountType: 'CHECKING',
            routingNumberSealed: services.cipher.encrypt('011401533'),
            routingNumberLast4: '1533',
            accountNumberSealed: services.cipher.encrypt('1111222233336789'),
            accountNumberLast4: '6789',
            accountHoldersName: null,
            accountBalance: 125_037,
            bankName: 'First Platypus Bank',
            accountOpenDate: '2024-01-02',
            linkedAccountId: null,
            verificationStatus: null,
          },
        } as never,
        // The methods as the agreements page saves them (src/lib/application/agreements.ts).
        fundingMethod: 'EFT',
        repaymentMethod: 'ACH',
        loanApplication: {
          additionalAttributes: { ...data.loanApplication?.additionalAttributes, otpResponse: 'OTP_VALID' },
        },
        initialApplicationDetails: {
          ...data.initialApplicationDetails,
          product: { productCode: 'ILP', channel: 'ONLINE' },
        },
        loanRequest: { productCode: 'ILP', channel: 'ONLINE', amountCents: 100_000, term: 18 },
      } as never,
    });
    return reply.send({ ok: true });
  });
}
