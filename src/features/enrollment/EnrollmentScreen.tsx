// /enrollment: find the customer's existing record (names, SSN, date of birth, ZIP) and choose the e-mail for the
// new account; or the transfer to another brand's site when a redirect flag says so (SiteTransfer).
import { Form, Formik } from 'formik';
import { Link, useLocation } from 'react-router-dom';
import { enrollmentSearchSubmitted } from '../../../store/auth';
import type { EnrollmentSearch } from '../../../store/enrollment';
import { useAppDispatch } from '../../../store/hooks';
import { paths } from '../../app/paths';
import { Button } from '../../components/Button';
import { PageShell } from '../../components/PageShell';
import { SiteTransfer } from '../../components/SiteTransfer';
import { useSiteTransfer } from '../../components/useSiteTransfer';
import { TextField } from '../../components/TextField';
import { RefusalAlert } from '../../components/RefusalAlert';
import { enrollmentSearchSchema, formatSsn } from './schemas';
import { useEnrollmentPage } from './useEnrollmentPage';

export const SESSION_EXPIRED = 'Your enrollment session expired. Please start again.';

const EMPTY: EnrollmentSearch = { firstName: '', lastName: '', dateOfBirth: '', ssn: '', zipCode: '', email: '' };

interface ReturnState {
  search?: Partial<EnrollmentSearch>;
  expired?: boolean;
}

export default function EnrollmentScreen() {
  const dispatch = useAppDispatch();
  const enrollment = useEnrollmentPage();
  const transferTo = useSiteTransfer();
  const state = (useLocation().state ?? {}) as ReturnState;
  if (transferTo) return <SiteTransfer to={transferTo} path={paths.enrollment} />;
  const busy = enrollment.status === 'working';
  return (
    <PageShell>
      <h1>Set up your online account</h1>
      <p>
        Already a customer in one of our stores or by phone? Tell us who you are and we'll find your record. All fields
        are required.
      </p>
      <RefusalAlert message={enrollment.message || (state.expired ? SESSION_EXPIRED : '')} />
      <Formik<EnrollmentSearch>
        initialValues={{ ...EMPTY, ...state.search, ssn: '' }}
        validationSchema={enrollmentSearchSchema}
        onSubmit={(values) => {
          dispatch(enrollmentSearchSubmitted(values));
        }}
      >
        {({ setFieldValue, values }) => (
          <Form noValidate aria-label="Find my record">
            <TextField name="firstName" label="First name" autoComplete="given-name" />
            <TextField name="lastName" label="Last name" autoComplete="family-name" />
            <TextField
              name="ssn"
              label="Social Security number"
              inputMode="numeric"
              autoComplete="off"
              value={values.ssn}
              onChange={(e) => void setFieldValue('ssn', formatSsn(e.currentTarget.value))}
            />
            <TextField name="dateOfBirth" label="Date of birth (MM/DD/YYYY)" autoComplete="bday" inputMode="numeric" />
            <TextField name="zipCode" label="ZIP code" autoComplete="postal-code" inputMode="numeric" maxLength={5} />
            <TextField name="email" label="Email for your online account" type="email" autoComplete="email" />
            <p style={{ display: 'flex', gap: '1rem' }}>
              <Button type="submit" disabled={busy}>
                {busy ? 'Searching...' : 'Find My Account'}
              </Button>
            </p>
          </Form>
        )}
      </Formik>
      <p>
        Already have an online account? <Link to={paths.login}>Log in</Link>
      </p>
    </PageShell>
  );
}
