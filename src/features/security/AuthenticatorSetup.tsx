// Setting up the authenticator app: the QR code of the set-up's otpauth:// address (drawn by uqr), the same secret as
// text in groups of four (copyable, for a phone that cannot scan its own screen), and the app's first code to confirm.
// Moving the app to a new phone is the same set-up, its words naming the new phone.
import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { renderSVG } from 'uqr';
import type { AuthenticatorSetup as Setup } from '../../../api/identity/types';
import { Button } from '../../components/Button';
import { StatusMessage } from '../../components/StatusMessage';
import { TextField } from '../../components/TextField';
import { digitsOnly } from '../../components/verification/codeRules';
import { useT, type MessageKey } from '../../lib/i18n';

const Qr = styled.img`
  display: block;
  width: 200px;
  max-width: 100%;
  height: auto;
  background: #fff;
  padding: ${({ theme }) => theme.spacing.sm};
`;

const Key = styled.code`
  display: inline-block;
  font-size: 1.1em;
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** The secret as an app's manual entry shows it: groups of four. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** What the set-up is for: turning the app on, or moving it to a new phone while it stays on. */
export type SetupPurpose = 'setUp' | 'move';

type Words = Record<'scan' | 'form' | 'code' | 'confirm' | 'confirming', MessageKey>;

const WORDS: Record<SetupPurpose, Words> = {
  setUp: {
    scan: 'security.authenticator.scan',
    form: 'security.authenticator.formLabel',
    code: 'security.authenticator.codeLabel',
    confirm: 'security.authenticator.confirm',
    confirming: 'security.authenticator.confirming',
  },
  move: {
    scan: 'security.authenticator.moveScan',
    form: 'security.authenticator.moveFormLabel',
    code: 'security.authenticator.moveCodeLabel',
    confirm: 'security.authenticator.moveConfirm',
    confirming: 'security.authenticator.moving',
  },
};

interface Props {
  setup: Setup;
  purpose: SetupPurpose;
  busy: boolean;
  onConfirm(code: string): void;
  onCancel(): void;
}

export function AuthenticatorSetup({ setup, purpose, busy, onConfirm, onCancel }: Props) {
  const { t } = useT();
  const words = WORDS[purpose];
  const [copied, setCopied] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The set-up opens in place of the button that started it, which is gone: focus goes to what the customer does next.
  useEffect(() => headingRef.current?.focus(), []);
  const qr = `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(setup.uri, { border: 1 }))}`;
  const copy = () => {
    void navigator.clipboard?.writeText(setup.secret).then(() => setCopied(true));
  };
  return (
    <div>
      <h3 ref={headingRef} tabIndex={-1}>
        {t(words.scan)}
      </h3>
      <Qr src={qr} alt={t('security.authenticator.qrAlt')} width={200} height={200} />
      <p>{t('security.authenticator.secretIntro')}</p>
      <p>
        <span id="authenticator-key-label">{t('security.authenticator.secretLabel')}: </span>
        <Key aria-labelledby="authenticator-key-label">{groupedSecret(setup.secret)}</Key>
      </p>
      <p>
        <Button type="button" $variant="secondary" onClick={copy}>
          {t('security.authenticator.copy')}
        </Button>
      </p>
      {copied && <StatusMessage>{t('security.authenticator.copied')}</StatusMessage>}
      <Formik initialValues={{ code: '' }} onSubmit={(values) => onConfirm(digitsOnly(values.code))}>
        {({ values, setFieldValue }) => (
          <Form noValidate aria-label={t(words.form)}>
            <p id="authenticator-code-hint">{t('security.authenticator.codeHint')}</p>
            <TextField
              name="code"
              label={t(words.code)}
              inputMode="numeric"
              autoComplete="one-time-code"
              aria-describedby="authenticator-code-hint"
              value={values.code}
              onChange={(e) => void setFieldValue('code', digitsOnly(e.currentTarget.value).slice(0, 6))}
            />
            <Buttons>
              <Button type="submit" disabled={busy || values.code.length !== 6}>
                {busy ? t(words.confirming) : t(words.confirm)}
              </Button>
              <Button type="button" $variant="secondary" onClick={onCancel}>
                {t('security.authenticator.cancel')}
              </Button>
            </Buttons>
          </Form>
        )}
      </Formik>
    </div>
  );
}
