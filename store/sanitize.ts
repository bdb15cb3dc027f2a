// Redux DevTools sanitizers: a support engineer replaying a customer's state must never see a password, token,
// full SSN or bank number. Matching is by key name, recursively, over actions and the whole state (API cache too).
const SECRET_KEY = /password|transient|token|ssn|accountNumber|routingNumber|documentNumber|driverLicenseNumber/i;
const SECRET_EXACT = new Set(['code', 'verificationCode', 'answer', 'blackBox']);
const MASK = '***';

const isSecretKey = (key: string) => SECRET_KEY.test(key) || SECRET_EXACT.has(key);
/** Values that look secret whatever their key: SSNs, long digit runs (account numbers), JWTs. */
const SECRET_VALUE = /\b\d{3}-\d{2}-\d{4}\b|\d{6,}|eyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const maskValue = (value: string) => value.replace(SECRET_VALUE, MASK);

/** RTK Query cache keys embed the arguments (`searchSsn({"ssn":"123456789"})`): hide long digit runs in keys too. */
const maskKey = maskValue;

export function maskSecrets<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return maskValue(value) as T;
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v: unknown) => maskSecrets(v, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    // Only values that can hold a secret are masked: a flag named `passwordless` or the `password` slice of statuses
    // stays readable (an object is searched inside instead), so a replayed state does not lie about them.
    const secret = isSecretKey(key) && (typeof v === 'string' || typeof v === 'number') && v !== '';
    out[maskKey(key)] = secret ? MASK : maskSecrets(v, depth + 1);
  }
  return out as T;
}

export const actionSanitizer = <A>(action: A): A => maskSecrets(action);
export const stateSanitizer = <S>(state: S): S => maskSecrets(state);
