// The auth feature's addresses: sign-in, the single sign-on landing and passwordless resume.
// A feature's paths module is its public address book: other features, sagas and the app's route table import it.
export const authPaths = {
  root: '/',
  login: '/login',
  loginSuccessful: '/login-successful',
  resumePasswordless: '/resume',
} as const;

/** The login page itself (a guard's origin there would send the customer back to it). */
export const isLoginPath = (pathname: string) =>
  pathname === authPaths.login || pathname.startsWith(`${authPaths.login}?`);
