// E-mail through SMTP with nodemailer, from SMTP_URL (smtp:// or smtps://, credentials in the URL as nodemailer
// reads them). Timeouts are short because the delivery loop retries; a request never waits on this.
import type { Transporter } from 'nodemailer';
import type { MailTransport } from './delivery';

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // nodemailer loads with the first message, not at start; once. A load that fails fails that send (retried by the
  // delivery loop) with its error.
  let transporter: Transporter | undefined;
  let connecting: Promise<Transporter> | undefined;
  const connect = () =>
    (connecting ??= import('nodemailer').then(
      ({ default: nodemailer }) =>
        (transporter = nodemailer.createTransport({
          url: smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        })),
    ));
  return {
    async send({ to, subject, text }) {
      await (await connect()).sendMail({ from, to, subject, text });
    },
    close: () => transporter?.close(),
  };
}
