// Groups with a meaning to the identity service itself, and the access-token scope self-service operations need.

/** The group of enrollment visitor identities (the token role ENROLLMENT); see serviceSession.ts. */
export const ENROLLMENT_GROUP = 'enrollment';

/** The group of customer-service representatives (the token role CSR). */
export const CSR_GROUP = 'CSR';

/** Every group the portal gives a meaning to: a real pool must have each (npm run check:services says so). */
export const PORTAL_GROUPS = [CSR_GROUP, ENROLLMENT_GROUP] as const;

/**
 * Cognito's scope for the signed-in user's own operations (GetUser, UpdateUserAttributes, ChangePassword,
 * GlobalSignOut, ...). Enrollment visitors' access tokens are minted without it, as a Cognito app client would
 * restrict them, so every such operation answers NotAuthorizedException "Access Token does not have required scopes".
 */
export const USER_ADMIN_SCOPE = 'aws.cognito.signin.user.admin';

/** The scope of an enrollment visitor's access token: sign-in only, nothing of the user's own profile. */
export const ENROLLMENT_SCOPE = 'openid';

/** Whether a user may use the self-service operations (not a service identity such as an enrollment visitor). */
export const maySelfServe = (groups: readonly string[]) => !groups.includes(ENROLLMENT_GROUP);
