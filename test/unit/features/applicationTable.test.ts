// The step table is the application flow's one list of pages: every place read from it must hold each of its pages and
// events (the routes with their titles and screens, the progress bar, the pages filled in order, the saga handler maps
// and the events that wake the lazily loaded sagas), and nothing the table does not hold.
import { describe, expect, it } from 'vitest';
import type { Application } from '../../../api/application/endpoints';
import { AGREEMENTS_HANDLERS } from '../../../sagas/application/agreements';
import { APPLICATION_HANDLERS } from '../../../sagas/application/application';
import { BANK_HANDLERS } from '../../../sagas/application/bank';
import { FINAL_STEPS_HANDLERS } from '../../../sagas/application/finalSteps';
import { SUBMIT_HANDLERS } from '../../../sagas/application/submit';
import { APPLICATION_EVENTS, APPLICATION_ROOMS } from '../../../src/features/application/flow/events';
import type { Room } from '../../../src/features/application/flow/records';
import { APPLICATION_PAGES, applicationPages } from '../../../src/features/application/flow/table';
import { applicationPaths } from '../../../src/features/application/paths';
import { applicationRoutes, screenLoader } from '../../../src/features/application/routes';
import { FIRST_PART_PAGES, FLOW, PROGRESS_STEPS } from '../../../src/features/application/steps';
import { applicationPageOpened } from '../../../store/application';
import { application, withPersonal, withProduct } from './applicationFixtures';

const HANDLERS_OF: Record<Room, Record<string, unknown>> = {
  application: APPLICATION_HANDLERS,
  finalSteps: FINAL_STEPS_HANDLERS,
  bank: BANK_HANDLERS,
  agreements: AGREEMENTS_HANDLERS,
  decision: SUBMIT_HANDLERS,
};

const submits = APPLICATION_PAGES.flatMap((page) =>
  (page.submits ?? []).map((submit) => ({ page: page.path, ...submit })),
);

describe('the application step table', () => {
  it('gives each page one record, and every address paths.ts names a page', () => {
    expect(new Set(applicationPages).size).toBe(applicationPages.length);
    const named = Object.values(applicationPaths).filter((path) => path !== applicationPaths.anyStep);
    expect(named.filter((path) => !applicationPages.includes(path))).toEqual([]);
  });

  it('is the route table: each page once, with its title, signed in but the resume page', () => {
    expect(applicationRoutes.map((route) => route.path)).toEqual(applicationPages);
    for (const page of APPLICATION_PAGES) {
      const route = applicationRoutes.find((r) => r.path === page.path);
      expect(route?.title).toBe(page.title);
      expect(Boolean(route?.auth)).toBe(page.path !== applicationPaths.resume);
    }
  });

  it.each(APPLICATION_PAGES.map((page) => [page.path, page.screen]))('loads the screen of %s (%s)', async (_, name) => {
    const { default: screen } = await screenLoader(name)();
    expect(typeof screen).toBe('function');
  });

  it('is the progress bar: each page on the step it names, and no other page on the bar', () => {
    for (const page of APPLICATION_PAGES) {
      const on = PROGRESS_STEPS.filter((step) => step.routes.includes(page.path)).map((step) => step.id);
      expect(on, page.path).toEqual(page.progress ? [page.progress] : []);
    }
    const barred = PROGRESS_STEPS.flatMap((step) => step.routes);
    expect(barred.filter((path) => !applicationPages.includes(path))).toEqual([]);
  });

  it('is the list of pages filled in order, in the table order, the first part ending before bank', () => {
    expect(FLOW.map((page) => page.path)).toEqual(APPLICATION_PAGES.filter((page) => page.step).map((p) => p.path));
    expect(FIRST_PART_PAGES).toEqual([
      applicationPaths.account,
      applicationPaths.personal,
      applicationPaths.productPreference,
      applicationPaths.storeSelect,
      applicationPaths.income,
    ]);
    for (const page of APPLICATION_PAGES.filter((p) => p.partOf))
      expect(FLOW.map((f) => f.path)).toContain(page.partOf);
  });

  it.each(submits.map((s) => [s.event.type, s.room, s.page, s]))(
    'answers %s in the %s saga (from %s)',
    (type, room, _page, submit) => {
      expect(Object.keys(HANDLERS_OF[room])).toContain(type);
      // A save is the generic saga's and a saga of its own is named; the other rooms keep their own maps.
      if (room === 'application' || room === 'finalSteps')
        expect(Boolean(submit.save) !== Boolean(submit.saga)).toBe(true);
    },
  );

  it('asks the loan type once: the preference, as the server keeps it, leaves the products page done', () => {
    const step = (path: string) => FLOW.find((page) => page.path === path)!;
    const preference = step(applicationPaths.productPreference);
    const products = step(applicationPaths.products);
    // The server's answer to the preference step (saveStoreInformation): the product preferred is the product chosen.
    const preferred: Application = {
      ...withProduct(withPersonal(application()), 'ILP'),
      initialApplicationDetails: { stateCode: 'OH', product: { productCode: 'ILP', channel: 'ONLINE' } },
    };
    expect(preference.isDone(preferred)).toBe(true);
    expect(products.isDone(preferred)).toBe(true);
    // Nothing chosen yet: a returning customer, who is not asked the preference (no Loan Details), is asked here.
    const returning = { isReturningCustomer: true };
    const unchosen = withPersonal(application());
    expect(preference.applies(unchosen, returning)).toBe(false);
    expect(products.applies(unchosen, returning)).toBe(true);
    expect(products.isDone(unchosen)).toBe(false);
  });

  it('wakes the lazily loaded application sagas with exactly the events they answer', () => {
    const answered = [...Object.keys(APPLICATION_HANDLERS), ...Object.keys(FINAL_STEPS_HANDLERS)];
    expect([...APPLICATION_EVENTS].sort()).toEqual([...new Set(answered)].sort());
    const fromTable = submits.filter((s) => APPLICATION_ROOMS.includes(s.room)).map((s) => s.event.type);
    expect(new Set(APPLICATION_EVENTS)).toEqual(new Set([applicationPageOpened.type, ...fromTable]));
  });

  it('answers no event in two rooms (the two watchers would both act on it)', () => {
    const rooms = new Map<string, Set<Room>>();
    for (const s of submits) rooms.set(s.event.type, (rooms.get(s.event.type) ?? new Set()).add(s.room));
    expect([...rooms].filter(([, where]) => where.size > 1)).toEqual([]);
  });
});
