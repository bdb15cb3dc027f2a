// Enrollment: the server's verdict on where the enrollment stands and the message a step's screen shows. Its codes are
// the verification slice's. Never persisted (it names the customer); after a reload the enrollment saga asks the server
// again (currentEnrollment).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Enrollment } from '../api/enrollment/endpoints';
import { enrollmentSignedUp, sessionLost } from './events';

export type EnrollmentStatus = 'idle' | 'working' | 'ready' | 'error';

export interface EnrollmentState {
  status: EnrollmentStatus;
  enrollment: Enrollment | null;
  /** A message key (or the server's words) the current step's screen must explain; '' when none. */
  message: string;
  /** True once the portal account exists (the success page). */
  signedUp: boolean;
  /**
   * What the last search typed, but the SSN: a "try again" starts from it. Kept here, in memory, not in the page's
   * history entry (history.state outlives the visit and is readable by anything on the page).
   */
  retainedSearch: RetainedSearch | null;
  /** The new account's e-mail, for the success page. */
  signedUpEmail: string;
}

export const initialEnrollmentState: EnrollmentState = {
  status: 'idle',
  enrollment: null,
  message: '',
  signedUp: false,
  retainedSearch: null,
  signedUpEmail: '',
};

/** What the enrollment search form submits (names, date of birth, SSN, ZIP and the new e-mail). */
export interface EnrollmentSearch {
  firstName: string;
  lastName: string;
  /** MM/DD/YYYY as typed. */
  dateOfBirth: string;
  ssn: string;
  zipCode: string;
  email: string;
}

export type RetainedSearch = Omit<EnrollmentSearch, 'ssn'>;

export interface ResidentialAddress {
  addressLine1: string;
  addressLine2: string;
  cityName: string;
  stateCode: string;
  zipCode: string;
}

function working(state: EnrollmentState) {
  state.status = 'working';
  state.message = '';
}

/** Secrets (the SSN, the password) ride on their actions for the saga only: masked in DevTools, never stored. */
const enrollmentSlice = createSlice({
  name: 'enrollment',
  initialState: initialEnrollmentState,
  reducers: {
    /** An enrollment page opened: the saga makes sure there is an enrollment session and knows the enrollment. */
    enrollmentOpened(state, _action: PayloadAction<{ pathname: string }>) {
      state.message = '';
    },
    enrollmentSearchSubmitted(state, action: PayloadAction<EnrollmentSearch>) {
      working(state);
      const { ssn: _ssn, ...retained } = action.payload;
      state.retainedSearch = retained;
    },
    enrollmentResidentialSubmitted(state, _action: PayloadAction<ResidentialAddress>) {
      working(state);
    },
    enrollmentSignUpSubmitted(state, _action: PayloadAction<{ password: string }>) {
      working(state);
    },
    enrollmentUpdated(state, action: PayloadAction<Enrollment>) {
      state.enrollment = action.payload;
      state.status = 'ready';
    },
    enrollmentMissing(state) {
      return { ...initialEnrollmentState, status: 'ready' as const, retainedSearch: state.retainedSearch };
    },
    /** A step was refused with an explanation the screen shows (and moves focus to). */
    enrollmentRefused(state, action: PayloadAction<string>) {
      state.status = 'ready';
      state.message = action.payload;
    },
    enrollmentFailed(state) {
      state.status = 'error';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionLost, () => initialEnrollmentState);
    builder.addCase(enrollmentSignedUp, (_state, action) => ({
      ...initialEnrollmentState,
      status: 'ready' as const,
      signedUp: true,
      signedUpEmail: action.payload.email,
    }));
  },
});

export const {
  enrollmentOpened,
  enrollmentSearchSubmitted,
  enrollmentResidentialSubmitted,
  enrollmentSignUpSubmitted,
  enrollmentUpdated,
  enrollmentMissing,
  enrollmentRefused,
  enrollmentFailed,
} = enrollmentSlice.actions;
export const enrollmentReducer = enrollmentSlice.reducer;

/** The events the enrollment saga answers (sagas/featureSagas.ts loads it with the first of them). */
export const ENROLLMENT_EVENTS = [
  enrollmentOpened.type,
  enrollmentSearchSubmitted.type,
  enrollmentResidentialSubmitted.type,
  enrollmentSignUpSubmitted.type,
];
