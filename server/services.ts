// What every server area is handed at start-up. Areas get their collaborators from here rather than importing
// singletons, so tests can build a whole server on an in-memory database.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Cipher } from './db/cipher';
import type { Db } from './db/client';
import type { ApplicationEventHub } from './decision/realtime';
import type { JobWorker } from './decision/worker';
import type { FlagService } from './flags/flags';
import type { Identity } from './identity/types';
import type { Outbox } from './outbox/outbox';
import type { LoanEventHub } from './payments/realtime';
import type { PaymentWorker } from './payments/worker';
import type { PaymentScheduler } from './scheduler/worker';
import type { PassSweeper } from './mfa/passSweeper';
import type { PortalMetrics } from './observability/metrics';

export interface Services {
  config: Config;
  db: Db;
  cipher: Cipher;
  outbox: Outbox;
  flags: FlagService;
  identity: Identity;
  log: FastifyBaseLogger;
  /** Application changes heard from the database (pg_notify), for the realtime listeners this process holds. */
  applicationEvents: ApplicationEventHub;
  /** This process's worker of the decision jobs. */
  jobs: JobWorker;
  /** Payment results heard from the database (pg_notify), for the payment listeners this process holds. */
  loanEvents: LoanEventHub;
  /** This process's worker that settles pending payments. */
  paymentWorker: PaymentWorker;
  /** This process's scheduler of the debits due on a day (scheduled payments). */
  paymentScheduler: PaymentScheduler;
  /** This process's periodic sweep of dead multi-factor passes. */
  passSweeper: PassSweeper;
  /** The time payments and loan balances are reckoned at (tests move it instead of sleeping). */
  clock: () => Date;
  /** Set once the process is stopping: /readyz answers 503 so the load balancer sends no new requests here. */
  lifecycle: { draining: boolean };
  /** This server's Prometheus figures (server/observability/metrics.ts). */
  metrics: PortalMetrics;
}
