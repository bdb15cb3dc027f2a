// What a visitor whose e-mail is already known does instead of signing up: log in or reset the password (a portal
// account has the e-mail), or enroll (a customer record has it). Each page also leads back to the form, which keeps
// what was typed but the password.
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../../store/hooks';
import { Button } from '../../components/Button';
import { PageShell } from '../../components/PageShell';
import { PrimaryAction } from '../../components/PrimaryAction';
import { useT } from '../../lib/i18n';
import { authPaths } from '../auth/paths';
import { enrollmentPaths } from '../enrollment/paths';
import { passwordPaths } from '../password/paths';
import { signUpPaths } from './paths';
import { useSignUpPage } from './useSignUpPage';

/** The e-mail typed may be long and unbroken: it wraps rather than pushing a narrow screen sideways. */
const Body = styled.p`
  overflow-wrap: anywhere;
`;

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
`;

/** The e-mail the visitor typed, or words for it once a reload has forgotten it. */
function useTypedEmail(): { email: string; shown: string } {
  const { t } = useT();
  const email = useSignUpPage().retained?.email ?? '';
  return { email, shown: email || t('signup.thatEmail') };
}

function Outcome({ heading, body, children }: { heading: string; body: string; children: ReactNode }) {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <PageShell>
      <h1>{heading}</h1>
      <Body>{body}</Body>
      <Actions>{children}</Actions>
      <p>
        <Button type="button" $variant="secondary" onClick={() => navigate(signUpPaths.start)}>
          {t('signup.otherEmail')}
        </Button>
      </p>
    </PageShell>
  );
}

/** A portal account already has the e-mail (UsernameExists, or the account was made but not finished). */
export function AccountExists() {
  const { t } = useT();
  const { email, shown } = useTypedEmail();
  const passwordless = useAppSelector((s) => s.flags.values.passwordless);
  return (
    <Outcome heading={t('signup.accountExists.heading')} body={t('signup.accountExists.body', { email: shown })}>
      <PrimaryAction to={authPaths.login} state={{ email }}>
        {t('common.logInButton')}
      </PrimaryAction>
      <Link to={passwordPaths.forgotPassword} state={{ email }}>
        {t('signup.accountExists.resetPassword')}
      </Link>
      {passwordless && (
        <Link to={authPaths.resumePasswordless} state={{ email }}>
          {t('signup.accountExists.codeLogIn')}
        </Link>
      )}
    </Outcome>
  );
}

/** A customer record already has the e-mail (the pre-sign-up check's customerExists): enroll it. */
export function CustomerExists() {
  const { t } = useT();
  const { email, shown } = useTypedEmail();
  return (
    <Outcome heading={t('signup.customerExists.heading')} body={t('signup.customerExists.body', { email: shown })}>
      <PrimaryAction to={enrollmentPaths.search}>{t('common.enrollNow')}</PrimaryAction>
      <Link to={authPaths.login} state={{ email }}>
        {t('common.logIn')}
      </Link>
    </Outcome>
  );
}
