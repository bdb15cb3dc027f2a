// The authenticator app in the security settings: on or off, "Set up" (./AuthenticatorSetup.tsx: QR code, the secret
// as text, the first code to confirm, then on as the preferred factor), and while on "Move to a new phone" (the same
// set-up; the new phone's code replaces the old phone's secret, which signs in until then, so a move left unfinished
// locks nobody out) and "Turn off". Through the identity provider (api/security/authenticator.ts), as the signed-in
// customer; a CSR acting as a customer holds the CSR's own tokens, so for them the section only says the choice is
// the customer's. Starting a set-up or a move and turning it off need a fresh proof (./recheck/useRecheckRetry.ts);
// each change then offers to end the other sessions. Turning it off is refused while the customer has no passkey
// (the last strong factor stays), and the section says what to do.
import { useState } from 'react';
import {
  setUpAuthenticator,
  useAuthenticatorStatusQuery,
  usePreferAuthenticatorMutation,
  useTurnOffAuthenticatorMutation,
  useVerifyAuthenticatorMutation,
} from '../../../api/security/authenticator';
import type { AuthenticatorSetup as Setup } from '../../../api/identity/types';
import { Actions } from '../../components/Actions';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { StatusMessage } from '../../components/StatusMessage';
import { useT, type MessageKey } from '../../lib/i18n';
import { isLastFactorRefusal } from '../../lib/security/lastFactor';
import { Section } from './securityParts';
import { selectBrandConfig } from '../../../store/brand';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { endOtherSessionsOffered } from '../../../store/recheck';
import { AuthenticatorSetup, type SetupPurpose } from './AuthenticatorSetup';
import { useRecheckRetry } from './recheck/useRecheckRetry';

/** What a refusal of the code means to the customer, by Cognito's exception name. */
const WRONG_CODE = new Set(['EnableSoftwareTokenMFAException', 'CodeMismatchException']);

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
const messageOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'message' in error
    ? String((error as { message: unknown }).message)
    : '';

export function AuthenticatorSection() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const acting = useAppSelector((s) => s.auth.isAdmin);
  const brand = useAppSelector(selectBrandConfig);
  const email = useAppSelector((s) => s.auth.email);
  const status = useAuthenticatorStatusQuery(undefined, { skip: acting });
  const [verify, verifying] = useVerifyAuthenticatorMutation();
  const [prefer, preferring] = usePreferAuthenticatorMutation();
  const [turnOff, turningOff] = useTurnOffAuthenticatorMutation();
  const retrying = useRecheckRetry();
  const [setup, setSetup] = useState<{ details: Setup; purpose: SetupPurpose } | null>(null);
  const [starting, setStarting] = useState(false);
  const [notice, setNotice] = useState<MessageKey | null>(null);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const on = status.data?.on === true;

  const start = async (purpose: SetupPurpose) => {
    setNotice(null);
    setProblem(null);
    setStarting(true);
    try {
      // The secret goes from the thunk to this component's state only, never through the store.
      const started = await retrying(() => dispatch(setUpAuthenticator(brand.name, email)));
      if (started.made) setSetup({ details: started.value, purpose });
      else setProblem('recheck.declined');
    } catch {
      setProblem('security.authenticator.failed');
    } finally {
      setStarting(false);
    }
  };
  const startSetUp = () => void start('setUp');
  const startMove = () => void start('move');
  const confirm = async (purpose: SetupPurpose, code: string) => {
    setProblem(null);
    const moved = purpose === 'move';
    const answer = await verify({ code });
    if (!('error' in answer)) {
      // Turning it on may ask for a fresh proof when the set-up took longer than the last one lasts (installing the
      // app can); the code is spent already, so only this step is asked again.
      const turnedOn = moved ? { made: true } : await retrying(() => prefer().unwrap()).catch(() => null);
      setSetup(null);
      if (!turnedOn?.made) {
        setProblem(turnedOn ? 'recheck.declined' : 'security.authenticator.failed');
        return;
      }
      setNotice(moved ? 'security.authenticator.moved' : 'security.authenticator.turnedOn');
      dispatch(endOtherSessionsOffered({ reason: 'factor' }));
      return;
    }
    const refused = codeOf(answer.error);
    if (refused === 'LimitExceededException') setSetup(null);
    setProblem(
      WRONG_CODE.has(refused)
        ? 'security.authenticator.wrongCode'
        : refused === 'LimitExceededException'
          ? moved
            ? 'security.authenticator.moveStartOver'
            : 'security.authenticator.startOver'
          : 'security.authenticator.failed',
    );
  };
  const stop = async () => {
    setNotice(null);
    setProblem(null);
    try {
      const stopped = await retrying(() => turnOff().unwrap());
      if (!stopped.made) {
        setProblem('recheck.declined');
        return;
      }
      setNotice('security.authenticator.turnedOff');
      dispatch(endOtherSessionsOffered({ reason: 'factor' }));
    } catch (error) {
      // With no passkey the app is the customer's only strong factor: it stays on until they add one.
      const lastFactor = isLastFactorRefusal(codeOf(error), messageOf(error));
      setProblem(lastFactor ? 'security.authenticator.lastFactor' : 'security.authenticator.failed');
    }
  };

  return (
    <Section aria-labelledby="authenticator-heading">
      <h2 id="authenticator-heading">{t('security.authenticator.heading')}</h2>
      <p>{t('security.authenticator.intro')}</p>
      {acting ? (
        <p>{t('security.authenticator.acting')}</p>
      ) : (
        <>
          {status.data && (
            <p>
              {t('security.authenticator.status', {
                status: on ? t('security.authenticator.statusOn') : t('security.authenticator.statusOff'),
              })}
            </p>
          )}
          {status.isError && <Alert tone="error">{t('security.authenticator.failed')}</Alert>}
          {notice && <StatusMessage tone="success">{t(notice)}</StatusMessage>}
          {problem && <Alert tone="error">{t(problem)}</Alert>}
          {setup ? (
            <AuthenticatorSetup
              setup={setup.details}
              purpose={setup.purpose}
              busy={verifying.isLoading || preferring.isLoading}
              onConfirm={(code) => void confirm(setup.purpose, code)}
              onCancel={() => setSetup(null)}
            />
          ) : on ? (
            <>
              <p>{t('security.authenticator.moveHint')}</p>
              <Actions>
                <Button type="button" $variant="secondary" disabled={starting} onClick={startMove}>
                  {t('security.authenticator.move')}
                </Button>
                <Button type="button" $variant="secondary" disabled={turningOff.isLoading} onClick={() => void stop()}>
                  {t('security.authenticator.turnOff')}
                </Button>
              </Actions>
            </>
          ) : (
            status.data && (
              <Button type="button" $variant="secondary" disabled={starting} onClick={startSetUp}>
                {t('security.authenticator.setUp')}
              </Button>
            )
          )}
        </>
      )}
    </Section>
  );
}
