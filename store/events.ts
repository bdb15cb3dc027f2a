// Events every slice reacts to. Kept apart from the slices so any slice can listen without importing another.
import { createAction } from '@reduxjs/toolkit';

/** The session is over (signed out, timed out, refused): every slice returns to its initial state. */
export const sessionLost = createAction<{ timedOut: boolean }>('session/sessionLost');

/** Dispatched once the persisted state is back: the start-up saga begins here. */
export const appStarted = createAction('session/appStarted');
