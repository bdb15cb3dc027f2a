// Security notices: the e-mail a customer gets when something that guards their account changes (a passkey or an
// authenticator added, moved to a new phone or removed, a sign-in from a new device, a new password, every session
// ended). Each says what happened and when, names the brand, and tells someone who did not do it what to do: reset
// the password, sign out of every session in the security settings, call the brand. Written to the outbox like every
// message (SMTP delivery reads it from there), in the customer's language. A notice never carries a code, a secret or
// a link that signs in.
import { BRANDS, isBrandKey, type BrandBasics } from '../../brands/catalog';
import type { MessageKey } from '../../src/lib/i18n/en';
import { isLang, type Lang } from '../../src/lib/i18n/lang';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { serverText } from '../content/catalogues';
import { findUser, findUserById, type UserRow } from '../identity/users';
import type { Outbox } from '../outbox/outbox';
import { describeUserAgent, storedUserAgent } from '../security/userAgent';

/** Every kind of notice; the catalogue has a subject, a "what happened" and a "not you" line for each. */
export const SECURITY_NOTICE_KINDS = [
  'passkeyAdded',
  'passkeyRemoved',
  'authenticatorOn',
  'authenticatorOff',
  'authenticatorMoved',
  'newDevice',
  'passwordChanged',
  'allSessionsEnded',
] as const;

export type SecurityNoticeKind = (typeof SECURITY_NOTICE_KINDS)[number];

export interface SecurityNoticeDetails {
  /** The passkey's name as the customer gave it (passkey added or removed). */
  passkeyName?: string | undefined;
  /** The device and browser, as read from the user agent ("Chrome on Windows"). */
  device?: string | undefined;
}

export interface SecurityNoticeRequest {
  /** The customer, by identity user id or by e-mail (their sign-in name). */
  userId?: string | undefined;
  email?: string | undefined;
  kind: SecurityNoticeKind;
  /** The language of the request that caused it; the customer's own `locale` attribute wins when it is one we speak. */
  language: Lang;
  now: Date;
  details?: SecurityNoticeDetails;
}

export interface SecurityNoticeDeps {
  db: Db;
  outbox: Outbox;
  config: Pick<Config, 'publicUrl'>;
}

export interface RenderedNotice {
  subject: string;
  text: string;
}

/** The customer's own language setting when they have one we speak, else the language of the request. */
export function noticeLanguage(user: Pick<UserRow, 'attributes'>, requestLang: Lang): Lang {
  const locale = user.attributes.locale?.slice(0, 2).toLowerCase();
  return isLang(locale) ? locale : requestLang;
}

/** A name typed by someone (a passkey's) or read from a user agent: one short line, no control characters. */
const oneLine = (value: string | undefined) =>
  // \p{Cc}: the control characters, which must not reach a line of an e-mail (a new line would forge one).
  value
    ?.replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, 60) || undefined;

/** "Chrome on Windows" from a User-Agent header; undefined when it names neither. */
export function deviceOfUserAgent(userAgent: string | undefined): string | undefined {
  const { browser, os } = describeUserAgent(storedUserAgent(userAgent));
  const parts = [browser, os].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

const when = (at: Date, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/New_York',
  }).format(at);

const brandOf = (user: Pick<UserRow, 'attributes'>): BrandBasics | undefined => {
  const key = user.attributes['custom:brand'];
  return isBrandKey(key) ? BRANDS[key] : undefined;
};

/** The notice's subject and text; pure, so every kind is tested in both languages. */
export function renderSecurityNotice(
  user: Pick<UserRow, 'attributes'>,
  kind: SecurityNoticeKind,
  lang: Lang,
  publicUrl: string,
  at: Date,
  details: SecurityNoticeDetails = {},
): RenderedNotice {
  const t = (key: MessageKey, values?: Record<string, string>) => serverText(lang, key, values);
  const k = (part: 'subject' | 'happened' | 'notYou') => `account.securityNotice.${kind}.${part}` as MessageKey;
  const brand = brandOf(user);
  const base = publicUrl.replace(/\/+$/, '');
  const brandQuery = brand ? `?brand=${brand.key}` : '';
  const name = oneLine(user.attributes.name);
  const account = brand
    ? t('account.securityNotice.accountOfBrand', { brand: brand.name })
    : t('account.securityNotice.accountPlain');
  const contact = brand
    ? t('account.securityNotice.contactBrand', {
        brand: brand.name,
        phone: brand.phoneNumber,
        hours: t('brand.contactHours'),
      })
    : t('account.securityNotice.contactGeneric');
  const passkeyName = oneLine(details.passkeyName);
  const device = oneLine(details.device);
  const facts = [
    passkeyName ? t('account.securityNotice.passkeyName', { name: passkeyName }) : undefined,
    device ? t('account.securityNotice.device', { device }) : undefined,
  ].filter((line): line is string => line !== undefined);
  const paragraphs = [
    name ? t('account.securityNotice.greeting', { name }) : t('account.securityNotice.greetingNoName'),
    t(k('happened'), { account, when: when(at, lang) }),
    ...(facts.length > 0 ? [facts.join('\n')] : []),
    t('account.securityNotice.ifYou'),
    `${t(k('notYou'))} ${t('account.securityNotice.whatToDo', {
      resetUrl: `${base}/authentication/forgot-password${brandQuery}`,
      securityUrl: `${base}/account/security${brandQuery}`,
      contact,
    })}`,
    t('account.securityNotice.neverAsk'),
  ];
  return { subject: t(k('subject')), text: paragraphs.join('\n\n') };
}

export type SecurityNoticeOutcome = 'sent' | 'no-account';

/**
 * E-mails one notice to the customer (a disabled or unknown account gets nothing). The factor operations call it in
 * one line, e.g. `await sendSecurityNotice(ctx, { userId: user.id, kind: 'passkeyAdded', language, now, details })`.
 */
export async function sendSecurityNotice(
  deps: SecurityNoticeDeps,
  request: SecurityNoticeRequest,
): Promise<SecurityNoticeOutcome> {
  const user = request.userId
    ? await findUserById(deps.db, request.userId)
    : request.email
      ? await findUser(deps.db, request.email)
      : undefined;
  if (!user || !user.enabled) return 'no-account';
  const lang = noticeLanguage(user, request.language);
  const notice = renderSecurityNotice(user, request.kind, lang, deps.config.publicUrl, request.now, request.details);
  await deps.outbox.send({ to: user.email, channel: 'email', ...notice });
  return 'sent';
}
