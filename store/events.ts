// Events more than one slice reacts to. Kept apart from the slices so any slice can listen without importing another.
import { createAction } from '@reduxjs/toolkit';

/** The session is over (signed out, timed out, refused): every slice returns to its initial state. */
export const sessionLost = createAction<{ timedOut: boolean }>('session/sessionLost');

/** Dispatched once the persisted state is back: the start-up saga begins here. */
export const appStarted = createAction('session/appStarted');

/**
 * The password was changed from the e-mailed link: the password slice settles and the login page says so
 * (auth.notice). Here, not in the password slice, because that slice joins after the first paint (store/lateSlices.ts).
 */
export const passwordChanged = createAction<{ notice: string }>('password/passwordChanged');

/** The enrollment identity is signed in (auth.isEnrollment follows); start-up dispatches it for a restored one. */
export const enrollmentSessionReady = createAction('enrollment/enrollmentSessionReady');

/** The portal account exists; the enrollment identity is signed out (enrollment's success page follows). */
export const enrollmentSignedUp = createAction<{ email: string }>('enrollment/enrollmentSignedUp');
