// The language of the customer's e-mails and texts (the page's own language is the header's switch): one radio per
// language the portal speaks, kept on the page until saved.
import { useState, type FormEvent } from 'react';
import { useUpdateMessagePreferencesMutation, type CommunicationPreferences } from '../../../api/preferences/endpoints';
import { Button } from '../../components/Button';
import { ChoiceLabel } from '../../components/CheckboxField';
import { LANGS, useT } from '../../lib/i18n';
import { Choices, PreferencesSection, SaveOutcome, useSave } from './preferencesParts';

export function LanguageSection({ prefs }: { prefs: CommunicationPreferences }) {
  const { t } = useT();
  const [language, setLanguage] = useState(prefs.language);
  const [update] = useUpdateMessagePreferencesMutation();
  const saving = useSave();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saving.save(() => update({ input: { language } }).unwrap(), 'account.preferences.language.saved');
  };

  return (
    <PreferencesSection heading="account.preferences.language.heading" data-testid="preferences-language">
      <SaveOutcome state={saving} />
      <form onSubmit={submit} noValidate>
        <fieldset>
          <legend>{t('account.preferences.language.legend')}</legend>
          <Choices>
            {LANGS.map((lang) => (
              <ChoiceLabel key={lang}>
                <input
                  type="radio"
                  name="messageLanguage"
                  value={lang}
                  checked={language === lang}
                  onChange={() => setLanguage(lang)}
                />
                <span>{t(`account.preferences.language.${lang}`)}</span>
              </ChoiceLabel>
            ))}
          </Choices>
        </fieldset>
        <Button type="submit" $variant="secondary" disabled={saving.busy}>
          {saving.busy ? t('account.preferences.saving') : t('account.preferences.language.save')}
        </Button>
      </form>
    </PreferencesSection>
  );
}
