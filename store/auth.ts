// Who is signed in and how far sign-in has come: the authentication state, changed only by events. Every field resets
// when the session is lost, so a stale customer can never leak into the next sign-in. `transient` (a new customer's
// password, from sign-up until their first sign-in uses it) is never persisted and is masked in Redux DevTools
// (sanitize.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { enrollmentSessionReady, enrollmentSignedUp, passwordChanged, sessionLost } from './events';

export type CustomerType = 'new' | 'online-returning' | 'retail-returning' | 'omni-returning';
export type SignInStep = 'Authenticating' | 'Establishing Credentials' | 'You were authenticated';

export interface AuthState {
  email: string;
  adminEmail: string;
  isAuthenticated: boolean;
  isAuthenticating: boolean;
  isLegacyAuthenticated: boolean;
  isAdmin: boolean;
  isReturningCustomer: boolean;
  isRetailReturning: boolean;
  isCoreCustomer: boolean;
  error: string;
  boCode: string;
  retailBoCode: string;
  loanProCustomerId: string;
  qFundCustomerId: string;
  currentAppLoanNumber: string;
  transient: string;
  firstName: string;
  lastName: string;
  isEnrollment: boolean;
  customSource: string;
  customBrand: string;
  hasOnlinePendingOrigination: boolean;
  hasPendingApplication: boolean;
  pendingApplicationBrand: string;
  /** The submitted application still under way, which the realtime listener follows after sign-in. */
  pendingApplicationId: string;
  customerType: CustomerType | '';
  stateCode: string;
  channel: string;
  isPasswordless: boolean;
  /** Beyond the sign-in fields: which interim text the login screen shows while signing in. */
  step: SignInStep | null;
  /** Beyond the sign-in fields: false until the app has checked for an existing session (the guard waits on it). */
  initialized: boolean;
  /**
   * Beyond the sign-in fields: start-up could not finish (the identity code did not download, say). Pages that wait on
   * `initialized` say so and offer to try again (`startupRetried`) instead of waiting for ever.
   */
  startFailed: boolean;
  /** Beyond the sign-in fields: an information message for the login page (e.g. after a password change). */
  notice: string;
  /** Beyond the sign-in fields: where a passwordless (e-mailed code) sign-in stands. */
  codeSignIn: 'idle' | 'sending' | 'codeSent' | 'verifying' | 'retry';
  /** Beyond the sign-in fields: an admin's "auth as" request in flight (its refusal is in `error`). */
  adminRequest: 'idle' | 'working';
  /**
   * Beyond the sign-in fields: how this tab's sign-in was made, so a password sign-in can be followed by the offer
   * to add a passkey (never after a passkey sign-in, a restored session or tokens handed over).
   */
  signedInWith: '' | 'password' | 'passkey';
  /** Beyond the sign-in fields: the name of the brand whose site this customer is about to be moved to (the notice before it). */
  handOffTo: string;
}

export const initialAuthState: AuthState = {
  email: '',
  adminEmail: '',
  isAuthenticated: false,
  isAuthenticating: false,
  isLegacyAuthenticated: false,
  isAdmin: false,
  isReturningCustomer: false,
  isRetailReturning: false,
  isCoreCustomer: false,
  error: '',
  boCode: '',
  retailBoCode: '',
  loanProCustomerId: '',
  qFundCustomerId: '',
  currentAppLoanNumber: '',
  transient: '',
  firstName: '',
  lastName: '',
  isEnrollment: false,
  customSource: '',
  customBrand: '',
  hasOnlinePendingOrigination: false,
  hasPendingApplication: false,
  pendingApplicationBrand: '',
  pendingApplicationId: '',
  customerType: '',
  stateCode: '',
  channel: '',
  isPasswordless: false,
  step: null,
  initialized: false,
  startFailed: false,
  notice: '',
  codeSignIn: 'idle',
  adminRequest: 'idle',
  signedInWith: '',
  handOffTo: '',
};

/** What the auth state says about the customer (rather than about who is signed in). */
const CUSTOMER_FIELDS = [
  'isReturningCustomer',
  'isRetailReturning',
  'isCoreCustomer',
  'boCode',
  'retailBoCode',
  'loanProCustomerId',
  'qFundCustomerId',
  'currentAppLoanNumber',
  'firstName',
  'lastName',
  'customSource',
  'customBrand',
  'hasOnlinePendingOrigination',
  'hasPendingApplication',
  'pendingApplicationBrand',
  'pendingApplicationId',
  'customerType',
  'stateCode',
  'channel',
  'isPasswordless',
] as const satisfies readonly (keyof AuthState)[];

/** The customer part of a profile, so acting as one customer never shows another's details. */
export type CustomerProfile = Partial<Pick<AuthState, (typeof CUSTOMER_FIELDS)[number]>>;

function forgetCustomer(state: AuthState): void {
  for (const key of CUSTOMER_FIELDS) (state as unknown as Record<string, unknown>)[key] = initialAuthState[key];
}

export interface LoginSubmission {
  email: string;
  password: string;
  /** Where the guard found the user before sending them to log in. */
  origin?: string | undefined;
  /** The admin login: only a CSR may sign in here; anyone else is refused with "Not admin". */
  adminOnly?: boolean;
}

/** What the identity token and the customer search say about the signed-in person. */
export type Profile = Partial<
  Omit<AuthState, 'isAuthenticated' | 'isAuthenticating' | 'error' | 'step' | 'initialized' | 'startFailed'>
>;

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** The password rides on the action for the saga only; the sanitizer masks it in DevTools. */
    loginSubmitted(state, action: PayloadAction<LoginSubmission>) {
      state.isAuthenticating = true;
      state.error = '';
      state.step = 'Authenticating';
      state.email = action.payload.email;
      state.signedInWith = 'password';
    },
    /** A sign-in with a passkey alone: the e-mail names the account; the browser asks the authenticator. */
    passkeySignInRequested(state, action: PayloadAction<{ email: string; origin?: string | undefined }>) {
      state.isAuthenticating = true;
      state.error = '';
      state.step = 'Authenticating';
      state.email = action.payload.email;
      state.signedInWith = 'passkey';
    },
    signInProgressed(state, action: PayloadAction<SignInStep>) {
      state.step = action.payload;
    },
    /** Signed in on another brand's site: the customer is told before being moved to their own (sagas/auth/handOff.ts). */
    handOffStarted(state, action: PayloadAction<string>) {
      state.handOffTo = action.payload;
    },
    signInSucceeded(state, action: PayloadAction<Profile>) {
      Object.assign(state, action.payload);
      state.notice = '';
      state.isAuthenticated = true;
      state.isAuthenticating = false;
      state.error = '';
      state.step = 'You were authenticated';
      state.initialized = true;
    },
    signInFailed(state, action: PayloadAction<string>) {
      return { ...initialAuthState, email: state.email, error: action.payload, initialized: true };
    },
    sessionRestored(state, action: PayloadAction<Profile>) {
      Object.assign(state, action.payload);
      state.isAuthenticated = true;
      state.initialized = true;
    },
    noSessionFound(state) {
      return { ...initialAuthState, email: state.email, error: state.error, initialized: true };
    },
    /** Start-up stopped on an error; the start-up saga runs again on `startupRetried`. */
    startupFailed(state) {
      state.startFailed = true;
    },
    startupRetried(state) {
      state.startFailed = false;
    },
    logoutRequested() {},
    /**
     * A new customer's password, kept in memory from sign-up until the first sign-in after its e-mailed code needs
     * it, then cleared (sagas/signUp). Under the key `transient`, which the DevTools sanitizer masks.
     */
    transientKept(state, action: PayloadAction<{ transient: string }>) {
      state.transient = action.payload.transient;
    },
    transientCleared(state) {
      state.transient = '';
    },
    /** The customer edits the form after a refusal: the old error must not stand beside what they are correcting. */
    signInErrorCleared(state) {
      state.error = '';
    },
    codeSignInRequested(state, action: PayloadAction<{ email: string; origin?: string | undefined }>) {
      state.codeSignIn = 'sending';
      state.error = '';
      state.email = action.payload.email;
    },
    codeSignInCodeSent(state) {
      state.codeSignIn = 'codeSent';
    },
    /** The code rides on the action for the saga only; the DevTools sanitizer masks it. */
    codeSignInCodeSubmitted(state, _action: PayloadAction<{ code: string; origin?: string | undefined }>) {
      state.codeSignIn = 'verifying';
      state.isAuthenticating = true;
      state.step = 'Authenticating';
    },
    codeSignInRetry(state) {
      state.codeSignIn = 'retry';
      state.isAuthenticating = false;
      state.step = null;
    },
    adminAuthAsSubmitted(state, _action: PayloadAction<{ email: string }>) {
      state.adminRequest = 'working';
      state.error = '';
    },
    /** An admin now acts as this customer: every call names them (x-admin-auth-as). */
    adminActingAs(state, action: PayloadAction<{ email: string; customer?: CustomerProfile }>) {
      forgetCustomer(state);
      Object.assign(state, action.payload.customer ?? {});
      state.email = action.payload.email;
      state.adminRequest = 'idle';
      state.error = '';
    },
    adminAuthAsRefused(state, action: PayloadAction<string>) {
      state.adminRequest = 'idle';
      state.error = action.payload;
    },
    adminStopActingRequested() {},
    adminActingStopped(state) {
      forgetCustomer(state);
      state.email = state.adminEmail;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionLost, () => ({ ...initialAuthState, initialized: true }));
    builder.addCase(passwordChanged, (state, action) => {
      state.error = '';
      state.notice = action.payload.notice;
    });
    builder.addCase(enrollmentSessionReady, (state) => {
      state.isEnrollment = true;
    });
    builder.addCase(enrollmentSignedUp, (state) => {
      state.isEnrollment = false;
    });
  },
});

export const {
  loginSubmitted,
  passkeySignInRequested,
  signInProgressed,
  handOffStarted,
  signInSucceeded,
  signInFailed,
  sessionRestored,
  noSessionFound,
  startupFailed,
  startupRetried,
  logoutRequested,
  transientKept,
  transientCleared,
  signInErrorCleared,
  codeSignInRequested,
  codeSignInCodeSent,
  codeSignInCodeSubmitted,
  codeSignInRetry,
  adminAuthAsSubmitted,
  adminActingAs,
  adminAuthAsRefused,
  adminStopActingRequested,
  adminActingStopped,
} = authSlice.actions;

/** True while an admin acts as a customer (the banner shows; calls name the customer). */
export const isActingAsCustomer = (auth: Pick<AuthState, 'isAdmin' | 'email' | 'adminEmail'>) =>
  auth.isAdmin && auth.adminEmail !== '' && auth.email !== '' && auth.email !== auth.adminEmail;
export const authReducer = authSlice.reducer;
