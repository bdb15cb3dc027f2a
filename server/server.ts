// Assembles the whole reference backend on one Fastify instance: identity, GraphQL (HTTP + WebSocket), REST
// routes, dev tools and the built client. Used by `npm start`, `npm run dev` and the server tests.
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { registerAuthRoutes } from './auth/routes';
import { registerBankSandboxRoutes } from './bank/sandboxRoutes';
import type { Config } from './config';
import { makeCipher } from './db/cipher';
import { openDatabase, type Database } from './db/client';
import { checkDataKey } from './db/keyCheck';
import { registerDecisionDevRoutes } from './decision/devRoutes';
import { startApplicationEventHub } from './decision/realtime';
import { startJobWorker } from './decision/worker';
import { startLoanEventHub } from './payments/realtime';
import { tellPaymentOutcome } from './messages/paymentOutcome';
import { startPaymentWorker } from './payments/worker';
import { startPaymentScheduler } from './scheduler/worker';
import { loadDataKey } from './db/secrets';
import { isSeeded } from './db/seedCheck';
import { registerDocumentRoutes } from './documents/routes';
import { registerConversionDevRoutes } from './conversion/devRoutes';
import { registerEnrollmentTriggers } from './enrollment/signUp';
import { registerNewCustomerSignUpTriggers } from './signUp/triggers';
import { makeFlagService } from './flags/flags';
import { buildSchema } from './graphql/schema';
import { registerGraphQL } from './graphql/http';
import { registerAnalytics } from './http/analytics';
import { registerClient } from './http/client';
import { registerCompression } from './http/compression';
import { registerDevRoutes } from './http/devRoutes';
import { registerAfterDecisionDevRoutes } from './afterDecision/devRoutes';
import { installErrorHandler } from './http/errors';
import { installInputGuards } from './http/inputs';
import { loggerOptions } from './http/logging';
import { registerPages } from './http/pages';
import { registerPublicRoutes } from './http/publicRoutes';
import { registerDeviceCookie } from './http/deviceCookie';
import { installSecurityHeaders } from './http/security';
import { registerStoreRoutes } from './http/storeRoutes';
import { registerPhoneCheckRoutes } from './applications/finalSteps/routes';
import { createIdentity } from './identity';
import { startDelivery, type Channel, type Delivery, type Transports } from './outbox/delivery';
import { snsTransport } from './outbox/sns';
import { makeOutbox } from './outbox/outbox';
import { startPassSweeper } from './mfa/passSweeper';
import { smtpTransport } from './outbox/smtp';
import { registerTextReplyRoute } from './preferences/textReplyRoute';
import { makeMetrics } from './observability/metrics';
import { registerMetricsRoute } from './observability/metricsRoute';
import { registerQueueMetrics } from './observability/queues';
import { instrumentRequests } from './observability/requests';
import type { Services } from './services';

export interface ServerOptions {
  /** In-memory database (tests). */
  memory?: boolean;
  /** Wipe and re-seed at start. */
  reset?: boolean;
  /** Where the built client lives; omitted means dist/client. */
  clientDir?: string;
  /** An open database shared with another server (the multi-process tests); its owner closes it. */
  database?: Database;
  /** The decision job worker: off for tests that step the jobs themselves. */
  jobWorker?: { enabled?: boolean; pollMs?: number };
  /** The payment worker (server/payments/worker.ts): off for tests that settle payments themselves. */
  paymentWorker?: { enabled?: boolean; pollMs?: number };
  /** The payment scheduler (server/scheduler/worker.ts): off for tests that run the due debits themselves. */
  paymentScheduler?: { enabled?: boolean; pollMs?: number };
  /** The periodic sweep of dead multi-factor passes (server/mfa/passSweeper.ts): off or faster in tests. */
  passSweeper?: { enabled?: boolean; intervalMs?: number };
  /** The time payments and balances are reckoned at (services.clock); the system's by default. */
  clock?: () => Date;
  /** Where the log's lines go instead of standard output (tests read them). */
  logStream?: DestinationStream;
}

export interface RunningServer {
  app: FastifyInstance;
  services: Services;
  /** Closes at once (tests, the development server). */
  close(): Promise<void>;
  /** Stops as a process behind a load balancer does: out of rotation for the drain time, then closed. */
  shutdown(): Promise<void>;
}

export async function createServer(config: Config, opts: ServerOptions = {}): Promise<RunningServer> {
  const app = Fastify({
    ...loggerOptions(config.logLevel, opts.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  });
  // First, so every other hook and handler runs in the request's span.
  const metrics = makeMetrics();
  instrumentRequests(app, metrics, { continueCallerTraces: config.trustProxy });
  installErrorHandler(app);
  installInputGuards(app);
  installSecurityHeaders(app, config);
  await registerCompression(app);
  registerDeviceCookie(app);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-correlation-id', String(req.id));
  });

  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      directUrl: config.databaseDirectUrl,
      dataDir: config.dataDir,
      memory: opts.memory ?? false,
      fresh: opts.reset ?? false,
    }));
  const cipher = makeCipher(loadDataKey(config.ssnKey, config.dataDir));
  try {
    await checkDataKey(
      database.db,
      cipher,
      config.ssnKey ? 'SSN_ENCRYPTION_KEY' : path.join(config.dataDir, 'data.key'),
    );
  } catch (error) {
    if (!opts.database) await database.close();
    throw error;
  }
  // Each channel a deployment configured is delivered from the outbox; without any, messages stay there (/dev/outbox).
  const transports: Transports = {
    ...(config.smtpUrl && { email: smtpTransport(config.smtpUrl, config.mailFrom) }),
    ...(config.sms.provider === 'sns' && { sms: snsTransport(config.sms) }),
  };
  const channels = new Set(Object.keys(transports) as Channel[]);
  const delivery: Delivery | undefined =
    channels.size > 0
      ? startDelivery({ db: database.db, open: (sealed) => cipher.decrypt(sealed), transports, log: app.log })
      : undefined;
  const outbox = makeOutbox(database.db, {
    keepCodes: !config.production,
    ...(delivery && { delivery: { channels, seal: (text) => cipher.encrypt(text), queued: delivery.nudge } }),
  });
  const flags = makeFlagService(database.db, config.flagsFile);
  const clock = opts.clock ?? (() => new Date());
  const identity = await createIdentity({ db: database.db, cipher, config, outbox, log: app.log, clock });
  const applicationEvents = await startApplicationEventHub(database.listen);
  const jobs = await startJobWorker(database.db, database.listen, app.log, opts.jobWorker);
  const loanEvents = await startLoanEventHub(database.listen);
  const paymentWorker = await startPaymentWorker(database.db, database.listen, app.log, {
    ...opts.paymentWorker,
    clock,
    onSettled: tellPaymentOutcome(outbox),
  });
  const paymentScheduler = startPaymentScheduler(
    { db: database.db, outbox, log: app.log, clock },
    opts.paymentScheduler,
  );
  const passSweeper = startPassSweeper({
    db: database.db,
    log: app.log,
    clock,
    maxAgeDays: config.cognito.refreshTokenDays,
    ...opts.passSweeper,
  });
  const services: Services = {
    config,
    db: database.db,
    cipher,
    outbox,
    flags,
    identity,
    log: app.log,
    applicationEvents,
    jobs,
    loanEvents,
    paymentWorker,
    paymentScheduler,
    passSweeper,
    clock,
    lifecycle: { draining: false },
    metrics,
  };
  registerQueueMetrics(metrics.registry, { db: database.db, clock, poolStats: database.poolStats });
  // Enrollment's sign-up checks and record linking run as the pool's PreSignUp and PostConfirmation triggers, and so
  // do a new customer's own sign-up checks.
  registerEnrollmentTriggers(services);
  registerNewCustomerSignUpTriggers(services);

  // The seed (its demo data, the stores' ZIP lookups) loads only when it runs: a new or reset database.
  const reseed = async () => {
    const { resetDatabase, seedDemoData } = await import('./db/seed');
    await resetDatabase(database.db);
    await seedDemoData(database.db, cipher, identity, clock());
  };
  // Under the start-up lock: of processes starting at once on a new database, one seeds and the others find it done.
  await database.whileStarting(async () => {
    if (opts.reset) await reseed();
    else if (!(await isSeeded(database.db))) {
      const { seedDemoData } = await import('./db/seed');
      await seedDemoData(database.db, cipher, identity, clock());
    }
  });

  await identity.register(app);
  registerGraphQL(app, services, buildSchema());
  registerPublicRoutes(app, services);
  registerAuthRoutes(app, services);
  registerStoreRoutes(app, services);
  registerDocumentRoutes(app, services);
  registerBankSandboxRoutes(app, services);
  registerPhoneCheckRoutes(app, services);
  registerTextReplyRoute(app, services);
  registerPages(app);
  registerAnalytics(app);
  registerMetricsRoute(app, metrics, config);
  if (!config.production) {
    registerDevRoutes(app, services, { reset: reseed });
    registerDecisionDevRoutes(app, services);
    registerAfterDecisionDevRoutes(app, services);
    registerConversionDevRoutes(app, services);
  }
  await registerClient(app, opts.clientDir ?? path.resolve('dist/client'));

  app.addHook('onClose', async () => {
    await jobs.stop();
    await paymentScheduler.stop();
    await paymentWorker.stop();
    passSweeper.stop();
    await applicationEvents.close();
    await loanEvents.close();
    await delivery?.stop();
    if (!opts.database) await database.close();
  });
  // Stopping behind a load balancer: out of rotation first (readiness 503 for the drain time, still serving whatever
  // arrives meanwhile), then Fastify's close: no new connections, the requests in flight finished, websockets closed
  // with 1001 so their clients reconnect to another process, the workers stopped (a claimed row not yet committed
  // goes back with its rolled-back transaction).
  const shutdown = async () => {
    services.lifecycle.draining = true;
    app.log.info({ event: 'shutdown.draining', drainMs: config.shutdown.drainMs }, 'stopping: out of rotation');
    if (config.shutdown.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdown.drainMs));
    await app.close();
  };
  return { app, services, close: () => app.close(), shutdown };
}
