// /authentication/mfa: asks the server how this device must prove itself; the saga routes on the decision.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { mfaStarted } from '../../../store/auth';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { PageShell } from '../../components/PageShell';
import { StatusMessage } from '../../components/StatusMessage';
import { ERROR_TEXT } from '../errors/errorText';

export default function MfaStartScreen() {
  const dispatch = useAppDispatch();
  const status = useAppSelector((s) => s.auth.mfa.status);
  useEffect(() => {
    dispatch(mfaStarted());
  }, [dispatch]);
  return (
    <PageShell>
      <h1>Verifying it's you</h1>
      {status === 'error' ? (
        <div role="alert">
          <p>{ERROR_TEXT}</p>
          <Link to="/login">Back to log in</Link>
        </div>
      ) : (
        <StatusMessage>Checking your device…</StatusMessage>
      )}
    </PageShell>
  );
}
