// Which messages the customer gets on which channel: one group per message (its name the legend), a box per channel.
// A notice the law requires stays on by e-mail (its box checked and fixed, the reason beside it); the text boxes wait
// for the customer's consent to texts. What is ticked is kept on the page until it is saved, even through a failure.
import { useId, useState, type FormEvent } from 'react';
import type { CommunicationPreferences, MessageChoice } from '../../../api/preferences/endpoints';
import { useUpdateMessagePreferencesMutation } from '../../../api/preferences/endpoints';
import { Button } from '../../components/Button';
import { ChoiceLabel } from '../../components/CheckboxField';
import { useT, type MessageKey } from '../../lib/i18n';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, type MessageKind } from '../../lib/preferences/messages';
import { Choices, Hint, PreferencesSection, SaveOutcome, useSave } from './preferencesParts';

const keyOf = (c: Pick<MessageChoice, 'kind' | 'channel'>) => `${c.kind}:${c.channel}`;

/** Each message's name (the catalogue's keys are camelCase; the compiler names any message left out). */
const KIND_WORDS = {
  PAYMENT_REMINDER: 'account.preferences.kind.paymentReminder',
  PAYMENT_RECEIVED: 'account.preferences.kind.paymentReceived',
  PAYMENT_FAILED: 'account.preferences.kind.paymentFailed',
  AUTOPAY_SCHEDULED: 'account.preferences.kind.autopayScheduled',
  AUTOPAY_STOPPED: 'account.preferences.kind.autopayStopped',
} as const satisfies Record<MessageKind, MessageKey>;

export function MessageChoicesSection({ prefs }: { prefs: CommunicationPreferences }) {
  const { t } = useT();
  const ids = useId();
  const [ticked, setTicked] = useState(() => new Map(prefs.choices.map((c) => [keyOf(c), c.enabled])));
  const [update] = useUpdateMessagePreferencesMutation();
  const saving = useSave();
  const textsAllowed = prefs.sms.inForce;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const choices = prefs.choices
      .filter((c) => !c.required)
      .map(({ kind, channel }) => ({ kind, channel, enabled: ticked.get(keyOf({ kind, channel })) ?? false }));
    void saving.save(() => update({ input: { choices } }).unwrap(), 'account.preferences.messages.saved');
  };

  return (
    <PreferencesSection heading="account.preferences.messages.heading" data-testid="preferences-messages">
      <p>{t('account.preferences.messages.intro')}</p>
      {!textsAllowed && <Hint id={`${ids}-sms`}>{t('account.preferences.smsNeedsConsent')}</Hint>}
      <SaveOutcome state={saving} />
      <form onSubmit={submit} noValidate>
        {MESSAGE_KINDS.map((kind) => {
          const required = prefs.choices.some((c) => c.kind === kind && c.required);
          return (
            <fieldset key={kind} aria-describedby={required ? `${ids}-${kind}` : undefined}>
              <legend>{t(KIND_WORDS[kind])}</legend>
              <Choices>
                {MESSAGE_CHANNELS.map((channel) => {
                  const choice = prefs.choices.find((c) => c.kind === kind && c.channel === channel);
                  const fixed = choice?.required ?? false;
                  const waiting = channel === 'SMS' && !textsAllowed;
                  return (
                    <ChoiceLabel key={channel}>
                      <input
                        type="checkbox"
                        name={keyOf({ kind, channel })}
                        checked={fixed || (!waiting && (ticked.get(keyOf({ kind, channel })) ?? false))}
                        disabled={fixed || waiting}
                        aria-describedby={waiting ? `${ids}-sms` : undefined}
                        onChange={(e) => {
                          const on = e.currentTarget.checked;
                          setTicked((before) => new Map(before).set(keyOf({ kind, channel }), on));
                        }}
                      />
                      <span>{t(`account.preferences.channel.${channel}`)}</span>
                    </ChoiceLabel>
                  );
                })}
              </Choices>
              {required && <Hint id={`${ids}-${kind}`}>{t('account.preferences.required')}</Hint>}
            </fieldset>
          );
        })}
        <Button type="submit" disabled={saving.busy}>
          {saving.busy ? t('account.preferences.saving') : t('account.preferences.messages.save')}
        </Button>
      </form>
    </PreferencesSection>
  );
}
