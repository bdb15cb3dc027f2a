// Texts through Amazon SNS with its official client (SMS_PROVIDER=sns): one Publish per text, to the number in E.164
// (the outbox keeps US numbers as their 10 digits), marked Transactional so carriers deliver codes and notices ahead
// of marketing. The region and credentials come from the AWS SDK's standard chain (AWS_REGION, the environment, a
// profile, an instance or task role); SNS_ENDPOINT points the client elsewhere (a local stand-in in the tests). The
// client loads with the first text, not at start.
import type * as Sns from '@aws-sdk/client-sns';
import type { MailTransport } from './delivery';

export interface SnsOptions {
  region: string | undefined;
  endpoint: string | undefined;
}

/** `to` as the outbox keeps it (10 US digits, or already +E.164) in E.164. */
export function e164(to: string): string {
  const digits = to.replace(/\D/g, '');
  if (to.startsWith('+')) return `+${digits}`;
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}

export function snsTransport(options: SnsOptions): MailTransport {
  let loading: Promise<{ sns: typeof Sns; client: Sns.SNSClient }> | undefined;
  let closeClient: (() => void) | undefined;
  const load = () =>
    (loading ??= import('@aws-sdk/client-sns').then((sns) => {
      const client = new sns.SNSClient({
        ...(options.region && { region: options.region }),
        ...(options.endpoint && { endpoint: options.endpoint }),
        maxAttempts: 2,
      });
      closeClient = () => client.destroy();
      return { sns, client };
    }));
  return {
    async send({ to, text }) {
      const { sns, client } = await load();
      await client.send(
        new sns.PublishCommand({
          PhoneNumber: e164(to),
          Message: text,
          MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
        }),
      );
    },
    close: () => closeClient?.(),
  };
}
