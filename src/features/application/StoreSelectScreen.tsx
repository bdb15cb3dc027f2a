// /application/store-select: the store the customer will visit, chosen with the store locator near their own ZIP, or
// none (2997), saved with saveStoreInformation.
import { Form, Formik, useFormikContext } from 'formik';
import { object, string } from 'yup';
import { storeSubmitted } from '../../../store/application';
import { useAppDispatch } from '../../../store/hooks';
import { Button } from '../../components/Button';
import { Actions } from '../../components/Actions';
import { FieldError } from '../../components/fieldParts';
import { StatusMessage } from '../../components/StatusMessage';
import { isNoStore, NO_STORE_NUMBER, storeNumberRule } from '../../lib/application/store';
import { useT } from '../../lib/i18n';
import { ApplicationPage } from './ApplicationPage';
import { FormAlert, ruleTest, SaveButton, ServerFieldErrors } from './formParts';
import { StoreLocator } from '../../components/storeLocator/StoreLocator';
import { useApplicationPage } from './useApplicationPage';

const FIELD = 'storeNumber';
const schema = object({
  storeNumber: string()
    .default('')
    .test(ruleTest<string>('store', (v) => storeNumberRule(v))),
});

function PickerField({ initialZip }: { initialZip: string }) {
  const { tr } = useT();
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<{ storeNumber: string }>();
  const shown = isNoStore(values.storeNumber) ? '' : values.storeNumber;
  return (
    <>
      <StoreLocator
        selectedStoreNumber={shown}
        initialStoreNumber={shown}
        initialZip={initialZip}
        onSelect={(store) => {
          void setFieldValue(FIELD, store.storeNumber);
          void setFieldTouched(FIELD, true, false);
        }}
      />
      {touched.storeNumber && errors.storeNumber && (
        <FieldError id="field-storeNumber-error">{tr(errors.storeNumber)}</FieldError>
      )}
    </>
  );
}

export default function StoreSelectScreen() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const page = useApplicationPage();
  const busy = page.flow.status === 'working';
  const initialZip = page.application?.customerInformation?.contactInformation?.address?.zipCode ?? '';
  return (
    <ApplicationPage heading={t('application.store.heading')} {...page}>
      <p>{t('application.store.intro')}</p>
      {!page.ready ? (
        <StatusMessage>{t('application.loading')}</StatusMessage>
      ) : (
        <Formik<{ storeNumber: string }>
          initialValues={{ storeNumber: page.application?.storeInformation?.storeNumber ?? '' }}
          validationSchema={schema}
          onSubmit={({ storeNumber }) => {
            dispatch(storeSubmitted({ storeNumber: storeNumber.trim() }));
          }}
        >
          {({ setFieldValue, submitForm }) => (
            <Form noValidate aria-label={t('application.store.heading')}>
              <FormAlert />
              <ServerFieldErrors />
              <PickerField initialZip={initialZip} />
              <Actions>
                <SaveButton busy={busy} />
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={busy}
                  onClick={async () => {
                    await setFieldValue(FIELD, NO_STORE_NUMBER, false);
                    await submitForm();
                  }}
                >
                  {t('application.store.noStore')}
                </Button>
              </Actions>
            </Form>
          )}
        </Formik>
      )}
    </ApplicationPage>
  );
}
