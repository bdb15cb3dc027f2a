// A change a screen makes itself (not through a saga) that the identity service refuses for want of a fresh proof:
// the re-check opens over the page (recheckRequested, answered by sagas/recheck.ts) and, once the customer proves it
// is them, the same change is made again, with what they typed still in the screen. Closing the re-check leaves the
// change unmade. Sagas use withRecheck (sagas/recheck.ts) instead.
import { useCallback } from 'react';
import { useAppDispatch, useAppStore } from '../../../../store/hooks';
import { recheckRequested } from '../../../../store/recheck';
import { isRecheckRefusal } from '../../../lib/security/recheck';

/** The change was made (its answer), or the customer closed the re-check it needed. */
export type Retried<T> = { made: true; value: T } | { made: false };

type AppStore = ReturnType<typeof useAppStore>;

/** A failure is a re-check refusal by its Cognito name and message, as an IdentityError or an RTK Query error. */
const refusedForRecheck = (error: unknown): boolean => {
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    message?: unknown;
  };
  return isRecheckRefusal(String(code), String(message));
};

/** Resolves once the re-check is closed: true when the customer proved it is them. */
function recheckClosed(store: AppStore): Promise<boolean> {
  return new Promise((resolve) => {
    const settle = () => {
      const { step, outcome } = store.getState().recheck.recheck;
      if (step !== 'closed') return;
      unsubscribe();
      resolve(outcome === 'proved');
    };
    const unsubscribe = store.subscribe(settle);
    settle();
  });
}

/** Runs `attempt`, asking for a fresh proof and running it again while it is refused for want of one. */
export function useRecheckRetry() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(
    async <T>(attempt: () => Promise<T>): Promise<Retried<T>> => {
      for (;;) {
        try {
          return { made: true, value: await attempt() };
        } catch (error) {
          if (!refusedForRecheck(error)) throw error;
          dispatch(recheckRequested());
          if (!(await recheckClosed(store))) return { made: false };
        }
      }
    },
    [dispatch, store],
  );
}
