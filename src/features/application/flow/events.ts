// The events that wake the lazily loaded application sagas (the application's and the final steps', loaded together):
// every page's opening, and each event the step table says those sagas answer. Light enough for the login page's first
// paint, where the lazy watcher listens for them.
import { applicationPageOpened } from '../../../../store/application';
import type { Room } from './records';
import { APPLICATION_PAGES } from './table';

/** The rooms the application's lazy watcher loads. */
export const APPLICATION_ROOMS: readonly Room[] = ['application', 'finalSteps'];

const answered = APPLICATION_PAGES.flatMap((page) => page.submits ?? [])
  .filter((submit) => APPLICATION_ROOMS.includes(submit.room))
  .map((submit) => submit.event.type);

export const APPLICATION_EVENTS: string[] = [applicationPageOpened.type, ...new Set(answered)];
