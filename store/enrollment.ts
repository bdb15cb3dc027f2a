// Enrollment progress inside the auth slice: the server's verdict on where the enrollment stands, the code
// sessions of its e-mail and phone steps and the message a step's screen shows. Never persisted (it names the
// customer); after a reload the enrollment saga asks the server again (currentEnrollment).
import type { Enrollment } from '../api/enrollment/endpoints';
import { caseReducer } from './caseReducer';

export type EnrollmentStatus = 'idle' | 'working' | 'ready' | 'error';
/** Where a code entry stands: sent, being checked, refused (the form clears and explains). */
export type CodeStatus = 'idle' | 'sent' | 'verifying' | 'rejected';

export interface EnrollmentState {
  status: EnrollmentStatus;
  enrollment: Enrollment | null;
  emailVerificationId: string;
  codeSessionId: string;
  emailCode: CodeStatus;
  /** When the last e-mail code was sent (ms since epoch), for the resend wait. */
  emailSentAt: number;
  emailResent: boolean;
  phoneCode: CodeStatus;
  phoneSentAt: number;
  phoneResent: boolean;
  /** What the current step's screen must explain (a refused address, a sign-up failure, a limit). */
  message: string;
  /** True once the portal account exists (the success page). */
  signedUp: boolean;
}

export const initialEnrollmentState: EnrollmentState = {
  status: 'idle',
  enrollment: null,
  emailVerificationId: '',
  codeSessionId: '',
  emailCode: 'idle',
  emailSentAt: 0,
  emailResent: false,
  phoneCode: 'idle',
  phoneSentAt: 0,
  phoneResent: false,
  message: '',
  signedUp: false,
};

/** What the enrollment search form submits (spec DEMO-DATA: names, date of birth, SSN, ZIP and the new e-mail). */
export interface EnrollmentSearch {
  firstName: string;
  lastName: string;
  /** MM/DD/YYYY as typed. */
  dateOfBirth: string;
  ssn: string;
  zipCode: string;
  email: string;
}

export interface ResidentialAddress {
  addressLine1: string;
  addressLine2: string;
  cityName: string;
  stateCode: string;
  zipCode: string;
}

/** The part of the auth state these reducers touch (structural, so this module need not import the slice). */
interface WithEnrollment {
  isEnrollment: boolean;
  enrollment: EnrollmentState;
}

const on = caseReducer<WithEnrollment>();

const working = <P = void>() =>
  on<P>((state) => {
    state.enrollment.status = 'working';
    state.enrollment.message = '';
  });

/**
 * Enrollment events, spread into the auth slice. Secrets (SSN, codes, the password) ride on their actions for the
 * saga only: the DevTools sanitizer masks them and no reducer stores them.
 */
export const enrollmentReducers = {
  /** An enrollment page opened: the saga makes sure there is an enrollment session and knows the enrollment. */
  enrollmentOpened: on<{ pathname: string }>((state) => {
    state.enrollment.message = '';
  }),
  enrollmentSessionReady: on((state) => {
    state.isEnrollment = true;
  }),
  enrollmentSearchSubmitted: working<EnrollmentSearch>(),
  enrollmentResidentialSubmitted: working<ResidentialAddress>(),
  enrollmentPhoneCodeRequested: working(),
  enrollmentSignUpSubmitted: working<{ password: string }>(),
  enrollmentUpdated: on<Enrollment>((state, action) => {
    const previous = state.enrollment.enrollment;
    // A new enrollment (a new search) starts its code steps afresh.
    if (previous && previous.enrollmentId !== action.payload.enrollmentId) {
      state.enrollment = { ...initialEnrollmentState };
    }
    state.enrollment.enrollment = action.payload;
    state.enrollment.status = 'ready';
  }),
  enrollmentMissing: on((state) => {
    state.enrollment = { ...initialEnrollmentState, status: 'ready' };
  }),
  /** A step was refused with an explanation the screen shows (and moves focus to). */
  enrollmentRefused: on<string>((state, action) => {
    state.enrollment.status = 'ready';
    state.enrollment.message = action.payload;
    if (state.enrollment.emailCode === 'verifying') state.enrollment.emailCode = 'sent';
    if (state.enrollment.phoneCode === 'verifying') state.enrollment.phoneCode = 'sent';
  }),
  enrollmentFailed: on((state) => {
    state.enrollment.status = 'error';
  }),
  enrollmentEmailCodeReady: on<{ emailVerificationId: string; codeSessionId: string }>((state, action) => {
    state.enrollment.emailVerificationId = action.payload.emailVerificationId;
    state.enrollment.codeSessionId = action.payload.codeSessionId;
    state.enrollment.emailCode = 'sent';
    state.enrollment.emailSentAt = Date.now();
    state.enrollment.emailResent = false;
  }),
  enrollmentEmailCodeSubmitted: on<{ code: string }>((state) => {
    state.enrollment.emailCode = 'verifying';
    state.enrollment.message = '';
  }),
  enrollmentEmailCodeRejected: on((state) => {
    state.enrollment.emailCode = 'rejected';
  }),
  enrollmentEmailResendRequested: on(() => {}),
  enrollmentEmailCodeResent: on<{ codeSessionId: string }>((state, action) => {
    state.enrollment.codeSessionId = action.payload.codeSessionId;
    state.enrollment.emailCode = 'sent';
    state.enrollment.emailSentAt = Date.now();
    state.enrollment.emailResent = true;
  }),
  enrollmentPhoneCodeSent: on<{ resent: boolean }>((state, action) => {
    state.enrollment.status = 'ready';
    state.enrollment.phoneResent = action.payload.resent;
    state.enrollment.phoneCode = 'sent';
    state.enrollment.phoneSentAt = Date.now();
  }),
  enrollmentPhoneCodeSubmitted: on<{ code: string }>((state) => {
    state.enrollment.phoneCode = 'verifying';
    state.enrollment.message = '';
  }),
  enrollmentPhoneCodeRejected: on((state) => {
    state.enrollment.phoneCode = 'rejected';
  }),
  /** The portal account exists; the enrollment identity is signed out. */
  enrollmentSignedUp: on((state) => {
    state.isEnrollment = false;
    state.enrollment = { ...initialEnrollmentState, status: 'ready', signedUp: true };
  }),
};
