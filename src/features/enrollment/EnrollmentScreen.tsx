// /enrollment: find the customer's existing record (names, SSN, date of birth, ZIP) and choose the e-mail for the
// new account; or the transfer to another brand's site when a redirect flag says so (SiteTransfer).
import { Form, Formik } from 'formik';
import { Link, useLocation } from 'react-router-dom';
import { enrollmentSearchSubmitted, type EnrollmentSearch } from '../../../store/enrollment';
import { useAppDispatch } from '../../../store/hooks';
import { Actions } from '../../components/Actions';
import { Button } from '../../components/Button';
import { PageShell } from '../../components/PageShell';
import { RefusalAlert } from '../../components/RefusalAlert';
import { SiteTransfer } from '../../components/SiteTransfer';
import { MaskedField } from '../../components/MaskedField';
import { TextField } from '../../components/TextField';
import { useSiteTransfer } from '../../components/useSiteTransfer';
import { useT } from '../../lib/i18n';
import { authPaths } from '../auth/paths';
import { EnrollmentProgress } from './EnrollmentProgress';
import { enrollmentPaths } from './paths';
import { enrollmentSearchSchema } from './schemas';
import { useEnrollmentPage } from './useEnrollmentPage';

const EMPTY: EnrollmentSearch = { firstName: '', lastName: '', dateOfBirth: '', ssn: '', zipCode: '', email: '' };

interface ReturnState {
  expired?: boolean;
}

export default function EnrollmentScreen() {
  const dispatch = useAppDispatch();
  const { t, tr } = useT();
  const enrollment = useEnrollmentPage();
  const transferTo = useSiteTransfer();
  const state = (useLocation().state ?? {}) as ReturnState;
  if (transferTo) return <SiteTransfer to={transferTo} path={enrollmentPaths.search} />;
  const busy = enrollment.status === 'working';
  return (
    <PageShell>
      <h1>{t('enrollment.search.heading')}</h1>
      <EnrollmentProgress />
      <p>{t('enrollment.search.intro')}</p>
      <RefusalAlert message={tr(enrollment.message || (state.expired ? 'enrollment.sessionExpired' : ''))} />
      <Formik<EnrollmentSearch>
        initialValues={{ ...EMPTY, ...enrollment.retainedSearch, ssn: '' }}
        validationSchema={enrollmentSearchSchema}
        onSubmit={(values) => {
          dispatch(enrollmentSearchSubmitted(values));
        }}
      >
        {() => (
          <Form noValidate aria-label={t('enrollment.search.formLabel')}>
            <TextField name="firstName" label={t('common.firstName')} autoComplete="given-name" />
            <TextField name="lastName" label={t('common.lastName')} autoComplete="family-name" />
            <MaskedField name="ssn" label={t('common.ssn')} kind="ssn" />
            <MaskedField name="dateOfBirth" label={t('common.dateOfBirth')} kind="date" />
            <MaskedField name="zipCode" label={t('common.zipCode')} kind="zip" />
            <TextField name="email" label={t('enrollment.search.email')} type="email" autoComplete="email" />
            <Actions>
              <Button type="submit" disabled={busy}>
                {busy ? t('enrollment.search.searching') : t('enrollment.search.submit')}
              </Button>
            </Actions>
          </Form>
        )}
      </Formik>
      <p>
        {t('enrollment.search.haveAccount')} <Link to={authPaths.login}>{t('common.logIn')}</Link>
      </p>
    </PageShell>
  );
}
