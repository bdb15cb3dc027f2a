// A consent the customer gives or withdraws: to texts (covering the mobile number on file) or to paperless notices
// (E-SIGN, 15 U.S.C. 7001(c)). Not in force: the words to agree to, exactly as the server will keep them, and the
// button to agree (for paperless, after confirming the documents open on this device). In force: when it was given,
// the words agreed to as they were recorded, and the way to withdraw with what withdrawing means. A CSR acting for
// the customer reads it all and is offered no way to give consent (only the customer may consent), only a way to
// record a withdrawal the customer asked for by phone (CallerWithdrawal).
import { useId, useState } from 'react';
import {
  useGiveConsentMutation,
  useWithdrawConsentMutation,
  type CommunicationPreferences,
  type ConsentState,
} from '../../../api/preferences/endpoints';
import { Button } from '../../components/Button';
import { ChoiceLabel } from '../../components/CheckboxField';
import { FieldError } from '../../components/fieldParts';
import { formatEasternInstant } from '../../lib/format/dates';
import { formatPhone } from '../../lib/inputFormats';
import { useT, type MessageKey } from '../../lib/i18n';
import { CallerWithdrawal } from './CallerWithdrawal';
import { Hint, Paragraphs, PreferencesSection, SaveOutcome, useSave } from './preferencesParts';

type Kind = ConsentState['consent'];

/** Each consent's words: where its keys start. */
const WORDS = { SMS: 'account.preferences.sms', ESIGN: 'account.preferences.esign' } as const satisfies Record<
  Kind,
  string
>;

const HEADINGS = {
  SMS: 'account.preferences.sms.heading',
  ESIGN: 'account.preferences.esign.heading',
} as const satisfies Record<Kind, MessageKey>;

/** Where the consent stands, in words: never answered, in force, withdrawn, or given for a number no longer on file. */
function standingKey(state: ConsentState): MessageKey {
  const words = WORDS[state.consent];
  if (!state.latest) return `${words}.off`;
  if (state.latest.action === 'WITHDRAWN') return `${words}.stopped`;
  return state.inForce ? `${words}.on` : 'account.preferences.sms.otherPhone';
}

export function ConsentSection(props: { kind: Kind; prefs: CommunicationPreferences; readOnly: boolean }) {
  const { t, lang } = useT();
  const ids = useId();
  const { kind: consent, prefs, readOnly } = props;
  const state = consent === 'SMS' ? prefs.sms : prefs.esign;
  const words = WORDS[consent];
  const [give] = useGiveConsentMutation();
  const [withdraw] = useWithdrawConsentMutation();
  const saving = useSave();
  const [canOpen, setCanOpen] = useState(false);
  const [canOpenMissing, setCanOpenMissing] = useState(false);
  const latest = state.latest;
  const phone = formatPhone(prefs.phoneNumber ?? '');
  const values = {
    phone: formatPhone(latest?.phoneNumber ?? prefs.phoneNumber ?? ''),
    date: latest ? formatEasternInstant(latest.at, lang) : '',
  };

  const agree = () => {
    if (consent === 'ESIGN' && !canOpen) {
      setCanOpenMissing(true);
      return;
    }
    const wording = state.wording ?? '';
    void saving.save(() => give({ consent, wording, language: lang }).unwrap(), `${words}.given`, { phone });
  };
  const stop = () => void saving.save(() => withdraw({ consent }).unwrap(), `${words}.withdrawn`);
  const recordForCaller = () =>
    void saving.save(() => withdraw({ consent }).unwrap(), 'account.preferences.callerWithdrawal.recorded');

  return (
    <PreferencesSection heading={HEADINGS[consent]} data-testid={`preferences-${consent.toLowerCase()}`}>
      <p>{t(standingKey(state), values)}</p>
      {/* A CSR's button goes once the withdrawal is recorded: the outcome takes focus in its place. */}
      <SaveOutcome state={saving} focus={readOnly} />
      {state.inForce && latest ? (
        <>
          <h3>{t('account.preferences.agreedWords')}</h3>
          <div data-testid={`${consent.toLowerCase()}-agreed-words`} lang={latest.language}>
            <Paragraphs text={latest.wording} />
          </div>
          {consent === 'ESIGN' && <p>{t('account.preferences.esign.consequence')}</p>}
          {readOnly ? (
            <CallerWithdrawal consent={consent} phone={values.phone} busy={saving.busy} onConfirm={recordForCaller} />
          ) : (
            <Button type="button" $variant="secondary" disabled={saving.busy} onClick={stop}>
              {t(`${words}.withdraw`)}
            </Button>
          )}
        </>
      ) : state.wording === null ? (
        <p>{t('account.preferences.sms.noPhone')}</p>
      ) : (
        <>
          {consent === 'SMS' && <p>{t('account.preferences.sms.phone', { phone })}</p>}
          <div data-testid={`${consent.toLowerCase()}-wording`}>
            <Paragraphs text={state.wording} />
          </div>
          {!readOnly && consent === 'ESIGN' && (
            <>
              <ChoiceLabel>
                <input
                  type="checkbox"
                  checked={canOpen}
                  aria-invalid={canOpenMissing || undefined}
                  aria-describedby={canOpenMissing ? `${ids}-canOpen` : undefined}
                  onChange={(e) => {
                    setCanOpen(e.currentTarget.checked);
                    setCanOpenMissing(false);
                  }}
                />
                <span>{t('account.preferences.esign.canOpen')}</span>
              </ChoiceLabel>
              {canOpenMissing && (
                <FieldError id={`${ids}-canOpen`} role="alert">
                  {t('account.preferences.esign.canOpenRequired')}
                </FieldError>
              )}
            </>
          )}
          {!readOnly && (
            <Button type="button" $variant="secondary" disabled={saving.busy} onClick={agree}>
              {t(`${words}.give`)}
            </Button>
          )}
        </>
      )}
      {readOnly && <Hint>{t('account.preferences.consent.acting')}</Hint>}
    </PreferencesSection>
  );
}
