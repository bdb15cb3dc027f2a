// Issuing a payoff letter: the figures for the good-through day from the loan's ledger (its POSTED payments only),
// the PDF, and the letter kept as a document the loan owns, with the figures it quoted. The loan's row is locked for
// the whole of it, as a payment's settlement locks it (server/payments/settle.ts), so a payment cannot post between
// reading the ledger and reading what is pending: every payment is counted once, as posted or as pending.
// Asking again the same day for the same day, with nothing posted or pending since, answers the letter already made.
import { and, asc, eq, sql } from 'drizzle-orm';
import { brandOrDefault } from '../../brands/catalog';
import { payoffQuote, type PayoffQuote } from '../../src/lib/account/payoffLetter';
import { plusDays, todayEastern } from '../../src/lib/application/dates';
import { replay } from '../../src/lib/lending/ledger';
import type { Lang } from '../../src/lib/i18n/lang';
import { isBusinessDay } from '../afterDecision/bankCalendar';
import type { Tx } from '../auth/keyLock';
import type { Db } from '../db/client';
import { loans, loanSchedule, payments, payoffLetters } from '../db/schema';
import { insertDocument } from '../documents/store';
import { PAYABLE_STATUSES, type LoanRow } from '../loans/repository';
import { ledgerTermsOf, postingsOf, standingFrom } from '../payments/ledger';
import { payoffLetterPdf } from './letterPdf';
import { payoffLetterFileName, sameLetterToday, type PayoffLetterRow } from './letters';

export interface PayoffLetterRequest {
  loan: LoanRow;
  customer: { name: string; addressLines: string[] };
  /** Checked already against the window (goodThroughOf). */
  goodThrough: string;
  lang: Lang;
  requestedBy: string;
  now: Date;
}

export type PayoffLetterRefusal = 'notOpen' | 'nothingOwed';

export type IssueResult =
  { ok: true; letter: PayoffLetterRow; repeated: boolean } | { ok: false; reason: PayoffLetterRefusal };

/** Mail is received on business days only: the last one on or before `day` when `day` is not one, else null. */
export function mailByOf(day: string): string | null {
  if (isBusinessDay(day)) return null;
  let before = plusDays(day, -1);
  while (!isBusinessDay(before)) before = plusDays(before, -1);
  return before;
}

/** The figures for the day by the ledger, with the loan row locked; the payoff today says whether anything is owed. */
async function quoteUnderLock(tx: Tx, loan: LoanRow, today: string, goodThrough: string) {
  const schedule = await tx
    .select()
    .from(loanSchedule)
    .where(eq(loanSchedule.loanId, loan.id))
    .orderBy(asc(loanSchedule.installmentNumber));
  const terms = ledgerTermsOf(loan, schedule);
  const ledger = replay(terms, await postingsOf(tx, loan.id));
  const quote: PayoffQuote = payoffQuote(terms, ledger.state, goodThrough);
  // The letter's payoff is the standing's on that day by construction; a difference is a fault, never a letter.
  const standing = standingFrom(loan, schedule, ledger, goodThrough);
  if (standing.payoffCents !== quote.payoffCents) throw new Error('payoff quote disagrees with the ledger');
  return { quote, owedToday: standingFrom(loan, schedule, ledger, today).payoffCents };
}

export function issuePayoffLetter(db: Db, req: PayoffLetterRequest): Promise<IssueResult> {
  return db.transaction(async (tx): Promise<IssueResult> => {
    const [loan] = await tx.select().from(loans).where(eq(loans.id, req.loan.id)).for('update');
    if (!loan || !PAYABLE_STATUSES.includes(loan.status)) return { ok: false, reason: 'notOpen' };
    const issuedOn = todayEastern(req.now);
    const { quote, owedToday } = await quoteUnderLock(tx, loan, issuedOn, req.goodThrough);
    if (owedToday <= 0) return { ok: false, reason: 'nothingOwed' };
    const [pending] = await tx
      .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
      .from(payments)
      .where(and(eq(payments.loanId, loan.id), eq(payments.status, 'PENDING')));
    const figures = {
      loanId: loan.id,
      goodThrough: quote.goodThrough,
      issuedOn,
      payoffCents: quote.payoffCents,
      principalCents: quote.principalCents,
      interestCents: quote.interestCents,
      perDiemMills: quote.perDiemMills,
      pendingCents: Number(pending?.cents ?? 0),
      lang: req.lang,
    };
    const earlier = await sameLetterToday(tx, figures);
    if (earlier) return { ok: true, letter: earlier, repeated: true };
    const bytes = await payoffLetterPdf({
      brand: brandOrDefault(loan.brand),
      lang: req.lang,
      customer: req.customer,
      loanNumber: loan.loanNumber,
      quote,
      pendingCents: figures.pendingCents,
      issuedOn,
      mailBy: mailByOf(quote.goodThrough),
      createdAt: req.now,
    });
    const document = await insertDocument(tx, {
      loanId: loan.id,
      category: 'PAYOFF_LETTER',
      kind: 'PAYOFF_LETTER',
      lang: req.lang,
      fileName: payoffLetterFileName(loan.loanNumber, quote.goodThrough),
      contentType: 'application/pdf',
      bytes,
    });
    const [letter] = await tx
      .insert(payoffLetters)
      .values({ ...figures, documentId: document.id, requestedBy: req.requestedBy, createdAt: req.now })
      .returning();
    if (!letter) throw new Error('payoff letter insert returned no row');
    return { ok: true, letter, repeated: false };
  });
}
