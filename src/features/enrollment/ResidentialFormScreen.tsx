// /enrollment/residential-form: the home address on the customer's record confirms who they are when the e-mail
// they chose is not the one on file. A wrong address keeps what was typed and says how many tries are left.
import { Form, Formik } from 'formik';
import { enrollmentResidentialSubmitted, type ResidentialAddress } from '../../../store/enrollment';
import { useAppDispatch } from '../../../store/hooks';
import { Button } from '../../components/Button';
import { PageShell } from '../../components/PageShell';
import { RefusalAlert } from '../../components/RefusalAlert';
import { SelectField } from '../../components/SelectField';
import { MaskedField } from '../../components/MaskedField';
import { TextField } from '../../components/TextField';
import { useT } from '../../lib/i18n';
import { US_STATES } from '../../lib/usStates';
import { EnrollmentProgress } from './EnrollmentProgress';
import { residentialSchema } from './schemas';
import { useEnrollmentPage } from './useEnrollmentPage';

const EMPTY: ResidentialAddress = { addressLine1: '', addressLine2: '', cityName: '', stateCode: '', zipCode: '' };

export default function ResidentialFormScreen() {
  const dispatch = useAppDispatch();
  const { t, tr } = useT();
  const state = useEnrollmentPage();
  const busy = state.status === 'working';
  const left = state.enrollment?.addressAttemptsLeft ?? 0;
  return (
    <PageShell>
      <h1>{t('enrollment.residential.heading')}</h1>
      <EnrollmentProgress />
      <p>{t('enrollment.residential.intro')}</p>
      <RefusalAlert
        message={tr(
          state.message === 'enrollment.addressNotMatched' && left === 1
            ? 'enrollment.addressNotMatchedLast'
            : state.message,
          { left },
        )}
      />
      <Formik<ResidentialAddress>
        initialValues={EMPTY}
        validationSchema={residentialSchema}
        onSubmit={(values) => {
          dispatch(enrollmentResidentialSubmitted(values));
        }}
      >
        <Form noValidate aria-label={t('enrollment.residential.formLabel')}>
          <TextField name="addressLine1" label={t('common.addressLine1')} autoComplete="address-line1" />
          <TextField name="addressLine2" label={t('common.addressLine2')} autoComplete="address-line2" />
          <TextField name="cityName" label={t('common.city')} autoComplete="address-level2" />
          <SelectField name="stateCode" label={t('common.state')} autoComplete="address-level1" options={US_STATES} />
          <MaskedField name="zipCode" label={t('common.zipCode')} kind="zip" />
          <Button type="submit" disabled={busy}>
            {busy ? t('enrollment.residential.checking') : t('common.continue')}
          </Button>
        </Form>
      </Formik>
    </PageShell>
  );
}
