// The customer's copies of an autopay authorization (Reg E, 12 CFR 1005.10(b): a copy to the customer): the words as
// agreed, filled from the one catalogue text the screen shows (src/lib/account/autopay.ts); the PDF kept with the
// loan's documents; and the e-mail sent on turn-on, in the language the customer agreed in, naming the brand and its
// phone.
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { brandOrDefault } from '../../brands/catalog';
import {
  AUTOPAY_AUTHORIZATION_KEY,
  autopayAuthorizationValues,
  autopayMethodName,
  type AutopayAuthorizationFacts,
} from '../../src/lib/account/autopay';
import { lenderOf } from '../../src/lib/account/authorization';
import type { PaymentMethodName } from '../../src/lib/account/payment';
import { LENDER_TIME_ZONE } from '../../src/lib/application/dates';
import type { Lang } from '../../src/lib/i18n/lang';
import { serverText } from '../content/catalogues';
import { brandPdf } from '../documents/brandPdf';
import { paragraph } from '../documents/pdf';
import type { Outbox } from '../outbox/outbox';

/** The authorization's words in `lang`, as the screen fills them. */
export const authorizationTextIn = (
  lang: Lang,
  facts: Omit<AutopayAuthorizationFacts, 'methodName'> & { method: PaymentMethodName; institutionName: string | null },
) =>
  serverText(
    lang,
    AUTOPAY_AUTHORIZATION_KEY,
    autopayAuthorizationValues({ ...facts, methodName: methodNameIn(lang, facts.method, facts.institutionName) }),
  );

/** The method's name in `lang`: a linked bank account by its bank. */
const methodNameIn = (lang: Lang, method: PaymentMethodName, institutionName: string | null) => {
  const name = autopayMethodName(method, institutionName);
  return serverText(lang, name.key, name.values);
};

export interface KeptAuthorization {
  loanBrand: string;
  loanNumber: string;
  lang: Lang;
  text: string;
  method: PaymentMethodName;
  methodLast4: string;
  /** The bank of a linked account (payment_accounts); null for the method on file. */
  institutionName: string | null;
  agreedAt: Date;
}

const eastern = (at: Date, pattern: string) => format(at, pattern, { in: tz(LENDER_TIME_ZONE) });

export function authorizationPdf(kept: KeptAuthorization): Promise<Buffer> {
  const t = (key: Parameters<typeof serverText>[1], values?: Record<string, string>) =>
    serverText(kept.lang, key, values);
  return brandPdf(
    {
      brand: brandOrDefault(kept.loanBrand),
      lang: kept.lang,
      titleKey: 'account.autopay.pdf.title',
      createdAt: kept.agreedAt,
    },
    (doc) => {
      paragraph(doc, t('account.autopay.pdf.loan', { loanNumber: kept.loanNumber }), { bold: true });
      paragraph(doc, kept.text);
      paragraph(
        doc,
        t('account.autopay.pdf.method', {
          method: methodNameIn(kept.lang, kept.method, kept.institutionName),
          last4: kept.methodLast4,
        }),
      );
      paragraph(
        doc,
        t('account.autopay.pdf.agreed', {
          date: eastern(kept.agreedAt, 'MM/dd/yyyy'),
          time: eastern(kept.agreedAt, 'h:mm a'),
        }),
        { size: 9 },
      );
    },
  );
}

/** E-mails the customer their copy of the authorization, word for word. */
export async function emailAuthorization(outbox: Outbox, to: string, kept: KeptAuthorization): Promise<void> {
  const lender = lenderOf(kept.loanBrand);
  const t = (key: Parameters<typeof serverText>[1], values?: Record<string, string>) =>
    serverText(kept.lang, key, values);
  const brand = lender.name;
  await outbox.send({
    to,
    channel: 'email',
    subject: t('account.autopay.email.subject', { loanNumber: kept.loanNumber }),
    text: [
      t('account.autopay.email.body', {
        loanNumber: kept.loanNumber,
        brand,
        date: eastern(kept.agreedAt, 'MM/dd/yyyy'),
      }),
      kept.text,
      t('account.autopay.email.contact', { brand, phone: lender.phoneNumber }),
    ].join('\n\n'),
  });
}
