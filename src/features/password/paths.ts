// The password feature's addresses: forgot password, forgot e-mail, change password.
export const passwordPaths = {
  forgotPassword: '/authentication/forgot-password',
  forgotPasswordFail: '/authentication/forgot-password/fail',
  forgotEmail: '/authentication/forgot-email',
  forgotEmailFail: '/authentication/forgot-email/fail',
  /** The e-mailed link: the code and the e-mail as two path parameters. */
  changePasswordLink: '/authentication/change-password/:code/:email',
  /** Where the link's page moves to once the code is out of the address bar. */
  changePassword: '/authentication/change-password',
} as const;
