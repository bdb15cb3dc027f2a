// What the application's sagas may read of the feature: the step function and its guards, the step table's rooms
// and saves, the events that wake the sagas, the page each decision state shows and the outcome and code-check
// messages. All of it is pure (no screens, no store), so the sagas follow the flow the screens show without reaching
// into the feature's other files.
export {
  hasUploads,
  isFlowPage,
  isResumable,
  nextPageAfter,
  applicationPageFor,
  canVisit,
  shouldTrackPageView,
  FIRST_PART_PAGES,
  type FlowContext,
} from './steps';
export type { OwnSaga, Room, SaveInputs, StepSave } from './flow/records';
export { APPLICATION_PAGES } from './flow/table';
export { APPLICATION_EVENTS } from './flow/events';
export { isTerminal, pageForState } from './decision/statePages';
export { searchOutcomePage } from './outcomes';
export { OTP_FAILED, OTP_LOCKED } from './finalSteps/otpMessages';
