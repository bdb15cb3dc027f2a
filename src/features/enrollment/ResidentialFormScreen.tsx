// /enrollment/residential-form: the home address on the customer's record confirms who they are when the e-mail
// they chose is not the one on file. A wrong address keeps what was typed and says how many tries are left.
import { Form, Formik } from 'formik';
import { enrollmentResidentialSubmitted } from '../../../store/auth';
import type { ResidentialAddress } from '../../../store/enrollment';
import { useAppDispatch } from '../../../store/hooks';
import { US_STATES } from '../../lib/usStates';
import { Button } from '../../components/Button';
import { PageShell } from '../../components/PageShell';
import { TextField } from '../../components/TextField';
import { SelectField } from '../../components/SelectField';
import { RefusalAlert } from '../../components/RefusalAlert';
import { residentialSchema } from './schemas';
import { useEnrollmentPage } from './useEnrollmentPage';

const EMPTY: ResidentialAddress = { addressLine1: '', addressLine2: '', cityName: '', stateCode: '', zipCode: '' };

export default function ResidentialFormScreen() {
  const dispatch = useAppDispatch();
  const state = useEnrollmentPage();
  const busy = state.status === 'working';
  return (
    <PageShell>
      <h1>Confirm your home address</h1>
      <p>Enter the address we have on file for you.</p>
      <RefusalAlert message={state.message} />
      <Formik<ResidentialAddress>
        initialValues={EMPTY}
        validationSchema={residentialSchema}
        onSubmit={(values) => {
          dispatch(enrollmentResidentialSubmitted(values));
        }}
      >
        <Form noValidate aria-label="Home address">
          <TextField name="addressLine1" label="Street address" autoComplete="address-line1" />
          <TextField name="addressLine2" label="Apartment or suite (optional)" autoComplete="address-line2" />
          <TextField name="cityName" label="City" autoComplete="address-level2" />
          <SelectField name="stateCode" label="State" autoComplete="address-level1" options={US_STATES} />
          <TextField name="zipCode" label="ZIP code" autoComplete="postal-code" inputMode="numeric" maxLength={5} />
          <Button type="submit" disabled={busy}>
            {busy ? 'Checking...' : 'Continue'}
          </Button>
        </Form>
      </Formik>
    </PageShell>
  );
}
