// Who may call the embedded identity service's admin operations (AdminCreateUser, AdminInitiateAuth, ...). Real
// Cognito accepts them only signed with AWS Signature Version 4 by IAM credentials; the stand-in does the same
// against one access key pair from its configuration:
// - IDENTITY_ADMIN_ACCESS_KEY_ID and IDENTITY_ADMIN_SECRET_ACCESS_KEY, set together. Unset, every admin operation is
//   refused (AccessDeniedException), so a deployment that did not choose a key has no admin door at all.
// Another portal process pointed at this one (COGNITO_ENDPOINT) signs with the same pair as its AWS credentials.

export interface AdminCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

const ACCESS_KEY_ID = /^[A-Z0-9]{16,128}$/;
const SECRET = /^[\x21-\x7e]{32,128}$/;

export function readAdminCredentials(env: NodeJS.ProcessEnv): AdminCredentials | undefined {
  const accessKeyId = env.IDENTITY_ADMIN_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.IDENTITY_ADMIN_SECRET_ACCESS_KEY?.trim() || undefined;
  if (!accessKeyId && !secretAccessKey) return undefined;
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('IDENTITY_ADMIN_ACCESS_KEY_ID and IDENTITY_ADMIN_SECRET_ACCESS_KEY must be set together');
  }
  if (!ACCESS_KEY_ID.test(accessKeyId)) {
    throw new Error('IDENTITY_ADMIN_ACCESS_KEY_ID must be 16 to 128 upper-case letters or digits, as AWS key ids are');
  }
  // The secret is never quoted back.
  if (!SECRET.test(secretAccessKey)) {
    throw new Error('IDENTITY_ADMIN_SECRET_ACCESS_KEY must be 32 to 128 visible characters (openssl rand -base64 30)');
  }
  return { accessKeyId, secretAccessKey };
}
