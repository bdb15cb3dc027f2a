// /signup/confirm: the code e-mailed to the new account, entered as every code is (the shared code entry: a refused
// code clears the form, a new one after a wait). A right code signs the new customer in and the application opens.
import styled from 'styled-components';
import { maskEmail } from '../../lib/mask';
import { useAppDispatch } from '../../../store/hooks';
import { signUpCodeResendRequested, signUpCodeSubmitted } from '../../../store/signUp';
import { PageShell } from '../../components/PageShell';
import { RefusalAlert } from '../../components/RefusalAlert';
import { StatusMessage } from '../../components/StatusMessage';
import { CodeEntryForm } from '../../components/verification/CodeEntryForm';
import { useT } from '../../lib/i18n';
import { useSignUpPage } from './useSignUpPage';

/** A long masked address is one unbroken word: it wraps rather than pushing a narrow screen sideways. */
const Intro = styled.p`
  overflow-wrap: anywhere;
`;

export default function ConfirmScreen() {
  const dispatch = useAppDispatch();
  const { t, tr } = useT();
  const state = useSignUpPage();
  if (!state.email) {
    // A reload lost the sign-up in progress: the saga takes the visitor back to the form.
    return (
      <PageShell>
        <StatusMessage>{t('common.loading')}</StatusMessage>
      </PageShell>
    );
  }
  const signingIn = state.status === 'signingIn';
  return (
    <PageShell>
      <h1>{t('signup.code.heading')}</h1>
      <Intro>{t('signup.code.intro', { email: maskEmail(state.email) })}</Intro>
      {signingIn ? (
        <StatusMessage tone="success">{t('signup.code.signingIn')}</StatusMessage>
      ) : (
        <>
          <RefusalAlert message={tr(state.message)} />
          <CodeEntryForm
            rejected={state.rejected}
            verifying={state.status === 'verifying'}
            sentAt={state.sentAt}
            resent={state.resent}
            onSubmit={(code) => dispatch(signUpCodeSubmitted({ code }))}
            onResend={() => dispatch(signUpCodeResendRequested())}
          />
        </>
      )}
    </PageShell>
  );
}
