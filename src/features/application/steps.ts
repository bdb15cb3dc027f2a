// The step function, read from the step table (flow/table.ts): the five progress-bar steps with their pages, the
// pages a customer fills in order, and one pure function from the application the server returns to the page it
// belongs on. Guards are named predicates (shouldX / hasX, flow/guards.ts), as enrollment's steps are.
import type { Application } from '../../../api/application/endpoints';
import type { MessageKey } from '../../lib/i18n';
import { isUnsubmitted, shouldShowLoanDetails, type FlowContext } from './flow/guards';
import type { ApplicationPage, ProgressStepId } from './flow/records';
import { APPLICATION_PAGES } from './flow/table';
import { applicationPaths as p } from './paths';

export * from './flow/guards';
export type { ProgressStepId } from './flow/records';

// ---- the progress bar --------------------------------------------------------------------------------------------

interface ProgressStep {
  id: ProgressStepId;
  label: MessageKey;
  routes: readonly string[];
}

const later = (name: string) => `${p.home}/${name}`;

const LABELS: Record<ProgressStepId, MessageKey> = {
  personal: 'application.progress.personal',
  loanDetails: 'application.progress.loanDetails',
  income: 'application.progress.income',
  finalSteps: 'application.progress.finalSteps',
  confirmation: 'application.progress.confirmation',
};

export const PROGRESS_STEPS: readonly ProgressStep[] = (Object.keys(LABELS) as ProgressStepId[]).map((id) => ({
  id,
  label: LABELS[id],
  routes: APPLICATION_PAGES.filter((page) => page.progress === id).map((page) => page.path),
}));

/** The progress steps this customer sees (Loan Details hidden for most returning customers). */
export const visibleProgressSteps = (a: Application | null, ctx: FlowContext) =>
  PROGRESS_STEPS.filter((step) => step.id !== 'loanDetails' || shouldShowLoanDetails(a, ctx));

/** Where a page sits on the bar: its step counted from 1 among the visible ones, or null for pages outside it. */
export function progressOf(
  pathname: string,
  a: Application | null,
  ctx: FlowContext,
): { current: number; steps: readonly ProgressStep[] } | null {
  const steps = visibleProgressSteps(a, ctx);
  const index = steps.findIndex((step) => step.routes.includes(pathname));
  return index < 0 ? null : { current: index + 1, steps };
}

// ---- the pages filled in order -----------------------------------------------------------------------------------

type FlowPage = NonNullable<ApplicationPage['step']> & { path: string };

/** The pages filled in order, each with what makes it done and whether it is part of this customer's flow. */
export const FLOW: readonly FlowPage[] = APPLICATION_PAGES.flatMap((page) =>
  page.step ? [{ path: page.path, ...page.step }] : [],
);

/** The first part's pages (before the bank step): opened after a submitted application, they start a new one. */
export const FIRST_PART_PAGES: readonly string[] = FLOW.slice(
  0,
  FLOW.findIndex((page) => page.path === p.bank),
).map((page) => page.path);

/** The page is one of those filled in order (reaching it is saved as the application's progress). */
export const isFlowPage = (path: string) => FLOW.some((page) => page.path === path);

/** The page a page belongs to for its guard (the bank link's pages are the bank page's). */
const guardedAs = new Map(
  APPLICATION_PAGES.flatMap((page) => (page.partOf ? [[page.path, page.partOf] as const] : [])),
);

const flowIndex = (path: string) => FLOW.findIndex((page) => page.path === path);

/** The first page of this customer's flow the server holds no answers for. */
export function firstOpenPage(a: Application, ctx: FlowContext): string {
  return FLOW.find((page) => page.applies(a, ctx) && !page.isDone(a))?.path ?? p.bank;
}

/**
 * The page an application belongs on, from what the server returned: a decided application leaves the fill-in pages;
 * otherwise the first page without answers, or the page the customer last saved progress on when that comes before it
 * (they were there: resuming puts them back on the same step).
 */
export function applicationPageFor(a: Application | null, ctx: FlowContext): string {
  if (!a || a.status === 'WITHDRAWN') return p.welcome;
  if (a.status === 'DENIED') return later('adverse-action');
  if (a.status === 'APPROVED') return later('agreements');
  // Submitted and still in processing (or stopped at a submit error): the transition page listens, and the
  // listener's first message is the state now, which takes the customer to its page (a new method, e-sign, ...).
  if (a.applicationState) return p.transition;
  const open = firstOpenPage(a, ctx);
  const saved = a.loanApplicationProgress?.applicationUrl ?? '';
  const savedIndex = flowIndex(saved);
  const savedPage = FLOW[savedIndex];
  if (savedPage && savedPage.applies(a, ctx) && savedIndex > 0 && savedIndex <= flowIndex(open)) return saved;
  return open;
}

/** The next page after a save on `from` (the first open page, never back before `from`). */
export function nextPageAfter(from: string, a: Application, ctx: FlowContext): string {
  if (!isUnsubmitted(a)) return applicationPageFor(a, ctx);
  const fromIndex = flowIndex(from);
  const next = FLOW.find((page, i) => i > fromIndex && page.applies(a, ctx) && !page.isDone(a));
  const open = firstOpenPage(a, ctx);
  return flowIndex(open) < fromIndex + 1 ? open : (next?.path ?? p.bank);
}

/**
 * Whether a page of the flow may be shown: every page before it that applies is done. Pages outside the flow
 * (welcome, resume, outcomes, the later pages) are always allowed; a flow page that does not apply is not.
 */
export function canVisit(pathname: string, a: Application | null, ctx: FlowContext): boolean {
  // The bank link's pages and manual entry are the bank page's: open once the pages before bank are done.
  const index = flowIndex(guardedAs.get(pathname) ?? pathname);
  if (index < 0) return true;
  if (!a) return pathname === p.account;
  if (!FLOW[index]!.applies(a, ctx)) return false;
  return FLOW.slice(0, index).every((page) => !page.applies(a, ctx) || page.isDone(a));
}

/** Page-view analytics skip the adverse-action, amount and bank routes. */
export function shouldTrackPageView(pathname: string): boolean {
  return ![later('adverse-action'), later('amount'), p.bank].some(
    (root) => pathname === root || pathname.startsWith(`${root}/`),
  );
}
