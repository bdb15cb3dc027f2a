// Communication preferences over GraphQL: the defaults a customer starts with, changing message choices and their
// language, giving and withdrawing consent to texts and to paperless notices with the words shown kept exactly, a
// history that is only added to, and who may call: the customer; a CSR acting as them reads everything, may change
// the message choices at their request and record a withdrawal for a customer who called, but is refused giving
// consent, with the reason.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, consentRecords, messageChoices } from '../../../server/db/schema';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, REQUIRED_BY_EMAIL } from '../../../src/lib/preferences/messages';
import { errorCode, startHarness, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const OLIVER = 'online.returning@example.com';
const SMS_CUSTOMER = 'sms.customer@example.com';
const CSR = 'csr.admin@example.com';

const FIELDS = `choices { kind channel enabled required } language phoneNumber
  sms { inForce wording latest { action wording language phoneNumber at } }
  esign { inForce wording latest { action wording language at } }`;
const READ = `query($l: String) { communicationPreferences(language: $l) { ${FIELDS} } }`;
const UPDATE = `mutation($i: MessagePreferencesInput!) { updateMessagePreferences(input: $i) { ${FIELDS} } }`;
const GIVE = `mutation($c: ConsentKind!, $w: String!, $l: String!) { giveConsent(consent: $c, wording: $w, language: $l) { ${FIELDS} } }`;
const WITHDRAW = `mutation($c: ConsentKind!) { withdrawConsent(consent: $c) { ${FIELDS} } }`;

interface Consent {
  inForce: boolean;
  wording: string | null;
  latest: { action: string; wording: string; language: string; phoneNumber?: string | null; at: string } | null;
}
interface Prefs {
  choices: { kind: string; channel: string; enabled: boolean; required: boolean }[];
  language: string;
  phoneNumber: string | null;
  sms: Consent;
  esign: Consent;
}

async function call(email: string, query: string, variables: Record<string, unknown> = {}, actingFor?: string) {
  const headers: Record<string, string> = actingFor ? { 'x-admin-auth-as': actingFor } : {};
  return (await h.graphql(query, { token: await h.idToken(email), variables, headers })).body;
}
const prefsOf = (body: { data?: Record<string, unknown> | null }) => Object.values(body.data ?? {})[0] as Prefs;

describe('what a customer starts with', () => {
  it('every message by e-mail, texts waiting for consent, no paperless consent, English', async () => {
    const prefs = prefsOf(await call(SMS_CUSTOMER, READ, { l: 'en' }));
    expect(prefs.choices).toHaveLength(MESSAGE_KINDS.length * MESSAGE_CHANNELS.length);
    expect(prefs.choices.filter((c) => c.channel === 'EMAIL').every((c) => c.enabled)).toBe(true);
    expect(prefs.choices.filter((c) => c.required).map((c) => `${c.kind}:${c.channel}`)).toEqual(
      [...REQUIRED_BY_EMAIL].map((kind) => `${kind}:EMAIL`),
    );
    expect(prefs.sms).toMatchObject({ inForce: false, latest: null });
    expect(prefs.sms.wording).toContain('(614) 555-1101');
    expect(prefs.esign).toMatchObject({ inForce: false, latest: null });
    expect(prefs.esign.wording).toContain('right to get them on paper');
    expect(prefs.language).toBe('en');
    expect(prefs.phoneNumber).toBe('6145551101');
  });

  it('is nothing for a customer with no loan account yet, who cannot change what is not there', async () => {
    const none = await call('new.customer@example.com', READ, { l: 'en' });
    expect(none.errors).toBeUndefined();
    expect(none.data?.communicationPreferences).toBeNull();
    const refused = await call('new.customer@example.com', UPDATE, { i: { language: 'es' } });
    expect(refused.errors?.[0]?.message).toBe('There is no loan account to keep preferences for.');
  });

  it('gives the consent words in the language asked for', async () => {
    const prefs = prefsOf(await call(SMS_CUSTOMER, READ, { l: 'es' }));
    expect(prefs.sms.wording).toMatch(/^Acepto que Lumen Cash/);
    const refused = await call(SMS_CUSTOMER, READ, { l: 'fr' });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
  });
});

describe('message choices and language', () => {
  it('keeps what the customer turns off and on, and the language they choose', async () => {
    const choices = [
      { kind: 'PAYMENT_RECEIVED', channel: 'EMAIL', enabled: false },
      { kind: 'PAYMENT_REMINDER', channel: 'SMS', enabled: false },
    ];
    const saved = prefsOf(await call(OLIVER, UPDATE, { i: { choices, language: 'es' } }));
    const enabled = (kind: string, channel: string) =>
      saved.choices.find((c) => c.kind === kind && c.channel === channel)?.enabled;
    expect(enabled('PAYMENT_RECEIVED', 'EMAIL')).toBe(false);
    expect(enabled('PAYMENT_REMINDER', 'SMS')).toBe(false);
    expect(enabled('PAYMENT_FAILED', 'EMAIL')).toBe(true);
    expect(saved.language).toBe('es');
    expect(prefsOf(await call(OLIVER, READ)).language).toBe('es');
  });

  it('refuses turning off a notice the law requires, and keeps nothing of that request', async () => {
    const choices = [
      { kind: 'PAYMENT_FAILED', channel: 'EMAIL', enabled: false },
      { kind: 'AUTOPAY_STOPPED', channel: 'EMAIL', enabled: false },
    ];
    const body = await call(OLIVER, UPDATE, { i: { choices } });
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toBe('This notice is required by law and is always sent by e-mail.');
    const after = prefsOf(await call(OLIVER, READ));
    expect(after.choices.find((c) => c.kind === 'PAYMENT_FAILED' && c.channel === 'EMAIL')?.enabled).toBe(true);
  });

  it('refuses a language the portal does not speak', async () => {
    expect(errorCode(await call(OLIVER, UPDATE, { i: { language: 'fr' } }))).toBe('BAD_USER_INPUT');
  });
});

describe('consent to texts', () => {
  it('keeps the words shown, their language, the time and the number; a history only ever added to', async () => {
    const shown = prefsOf(await call(SMS_CUSTOMER, READ, { l: 'es' })).sms.wording!;
    const given = prefsOf(await call(SMS_CUSTOMER, GIVE, { c: 'SMS', w: shown, l: 'es' }));
    expect(given.sms.inForce).toBe(true);
    expect(given.sms.latest).toMatchObject({
      action: 'GIVEN',
      wording: shown,
      language: 'es',
      phoneNumber: '6145551101',
    });

    const withdrawn = prefsOf(await call(SMS_CUSTOMER, WITHDRAW, { c: 'SMS' }));
    expect(withdrawn.sms).toMatchObject({ inForce: false, latest: { action: 'WITHDRAWN', wording: shown } });
    const english = prefsOf(await call(SMS_CUSTOMER, READ, { l: 'en' })).sms.wording!;
    await call(SMS_CUSTOMER, GIVE, { c: 'SMS', w: english, l: 'en' });

    const rows = await h.server.services.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.consent, 'SMS'))
      .orderBy(consentRecords.seq);
    const mine = rows.filter((r) => r.recordedBy === SMS_CUSTOMER);
    expect(mine.map((r) => [r.action, r.language])).toEqual([
      ['GIVEN', 'es'],
      ['WITHDRAWN', 'es'],
      ['GIVEN', 'en'],
    ]);
    expect(mine[0]?.wording).toBe(shown);
  });

  it('refuses words other than those the page showed, and records nothing', async () => {
    const before = await h.server.services.db.select().from(consentRecords);
    const body = await call(OLIVER, GIVE, { c: 'SMS', w: 'I agree to anything.', l: 'en' });
    expect(errorCode(body)).toBe('BAD_USER_INPUT');
    expect(await h.server.services.db.select().from(consentRecords)).toHaveLength(before.length);
  });
});

describe('paperless notices (E-SIGN)', () => {
  it('is given with the disclosure shown and withdrawn with a record of its own', async () => {
    const disclosure = prefsOf(await call(OLIVER, READ, { l: 'en' })).esign.wording!;
    const given = prefsOf(await call(OLIVER, GIVE, { c: 'ESIGN', w: disclosure, l: 'en' }));
    expect(given.esign).toMatchObject({ inForce: true, latest: { action: 'GIVEN', wording: disclosure } });
    const withdrawn = prefsOf(await call(OLIVER, WITHDRAW, { c: 'ESIGN' }));
    expect(withdrawn.esign).toMatchObject({ inForce: false, latest: { action: 'WITHDRAWN', wording: disclosure } });
  });
});

describe('a CSR acting as the customer', () => {
  it('reads the preferences and consents (audited)', async () => {
    const prefs = prefsOf(await call(CSR, READ, { l: 'en' }, SMS_CUSTOMER));
    expect(prefs.sms.latest?.action).toBe('GIVEN');
    const audited = await h.server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorEmail, CSR), eq(auditLog.operation, 'Query.communicationPreferences')));
    expect(audited.length).toBeGreaterThan(0);
  });

  it('may change the message choices at the customer’s request, recorded with the CSR’s name', async () => {
    const choices = [{ kind: 'PAYMENT_RECEIVED', channel: 'SMS', enabled: false }];
    const body = await call(CSR, UPDATE, { i: { choices } }, SMS_CUSTOMER);
    expect(body.errors).toBeUndefined();
    const [row] = await h.server.services.db
      .select()
      .from(messageChoices)
      .where(and(eq(messageChoices.kind, 'PAYMENT_RECEIVED'), eq(messageChoices.updatedBy, CSR)));
    expect(row?.enabled).toBe(false);
  });

  it.each([
    ['giving', GIVE, { c: 'SMS', w: 'x', l: 'en' }],
    ['giving paperless', GIVE, { c: 'ESIGN', w: 'x', l: 'en' }],
  ])('is refused %s consent, told why, and nothing is recorded', async (_what, query, variables) => {
    const before = await h.server.services.db.select().from(consentRecords);
    const body = await call(CSR, query, variables, SMS_CUSTOMER);
    expect(errorCode(body)).toBe('FORBIDDEN');
    expect(body.errors?.[0]?.message).toBe(
      'Only the customer can give consent. You can read it, and record a withdrawal when the customer asks.',
    );
    expect(await h.server.services.db.select().from(consentRecords)).toHaveLength(before.length);
  });

  it.each(['SMS', 'ESIGN'] as const)(
    'records a %s withdrawal for a customer who called, naming the CSR, audited',
    async (consent) => {
      const key = consent === 'SMS' ? 'sms' : 'esign';
      const wording = prefsOf(await call(SMS_CUSTOMER, READ, { l: 'en' }))[key].wording;
      await call(SMS_CUSTOMER, GIVE, { c: consent, w: wording, l: 'en' });
      const body = await call(CSR, WITHDRAW, { c: consent }, SMS_CUSTOMER);
      expect(body.errors).toBeUndefined();
      expect(prefsOf(body)[key]).toMatchObject({ inForce: false, latest: { action: 'WITHDRAWN', wording } });
      const [newest] = await h.server.services.db
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.consent, consent))
        .orderBy(desc(consentRecords.seq))
        .limit(1);
      expect(newest).toMatchObject({ action: 'WITHDRAWN', recordedBy: CSR });
      const audited = await h.server.services.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorEmail, CSR), eq(auditLog.operation, 'Mutation.withdrawConsent')));
      expect(audited.some((row) => row.subjectEmail === SMS_CUSTOMER)).toBe(true);
    },
  );

  it('is refused recording a withdrawal while acting as no one, and nothing is recorded', async () => {
    const before = await h.server.services.db.select().from(consentRecords);
    const body = await call(CSR, WITHDRAW, { c: 'SMS' });
    expect(errorCode(body)).toBe('FORBIDDEN');
    expect(body.errors?.[0]?.message).toBe('Choose a customer to act as first.');
    expect(await h.server.services.db.select().from(consentRecords)).toHaveLength(before.length);
  });
});
