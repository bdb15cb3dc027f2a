// E-mail through SMTP with nodemailer, from SMTP_URL (smtp:// or smtps://, credentials in the URL as nodemailer
// reads them). Timeouts are short because the delivery loop retries; a request never waits on this.
import nodemailer from 'nodemailer';
import type { MailTransport } from './delivery';

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send({ to, subject, text }) {
      await transporter.sendMail({ from, to, subject, text });
    },
    close: () => transporter.close(),
  };
}
