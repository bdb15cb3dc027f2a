// /application/personal: every field of the application's personal, contact, phone, e-mail and additional
// information, checked with the shared rules; the state ID number with its state's readable pattern
// (getStateIdPatterns). The server's refusals come back next to their fields, nothing typed is lost.
import { Form, Formik, useFormikContext } from 'formik';
import { useGetStateIdPatternsQuery } from '../../../api/application/endpoints';
import { personalSubmitted } from '../../../store/application';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { MaskedField } from '../../components/MaskedField';
import { SelectField } from '../../components/SelectField';
import { StatusMessage } from '../../components/StatusMessage';
import { TextField } from '../../components/TextField';
import { useT } from '../../lib/i18n';
import { US_STATES } from '../../lib/usStates';
import { ApplicationPage } from './ApplicationPage';
import { FormAlert, optionsOf, RadioGroupField, SaveButton, ServerFieldErrors } from './formParts';
import {
  PHONE_TYPES,
  onFileIn,
  personalSchema,
  personalSubmission,
  personalValuesFrom,
  STATE_ID_TYPE_LABELS,
  STATE_ID_TYPES,
  type PersonalValues,
} from './personalForm';
import { useApplicationPage } from './useApplicationPage';

const YES = 'yes';
const NO = 'no';
const STATE_OPTIONS = US_STATES.map(([code, name]) => [code, name] as const);

/** The chosen state's readable ID pattern, under the number field (announced with it). */
function StateIdHint({ id }: { id: string }) {
  const { t } = useT();
  const { values } = useFormikContext<PersonalValues>();
  const brandName = useAppSelector((s) => s.brand.key);
  const stateCode = values.personalInformation.driverLicenseStateCode;
  const { data: patterns = [] } = useGetStateIdPatternsQuery({ stateCode, brandName }, { skip: !stateCode });
  const description = patterns.map((p) => p.description).find(Boolean);
  if (!stateCode || !description) return null;
  const state = US_STATES.find(([code]) => code === stateCode)?.[1] ?? stateCode;
  return (
    <p id={id} style={{ marginTop: '-0.5rem' }}>
      {t('application.personal.stateIdHint', { state, description })}
    </p>
  );
}

export default function PersonalScreen() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const page = useApplicationPage();
  const auth = useAppSelector((s) => s.auth);
  const busy = page.flow.status === 'working';
  const ssnLast4 = page.application?.customerInformation?.personalInformation?.documentNumber?.slice(-4);
  return (
    <ApplicationPage heading={t('application.personal.heading')} {...page}>
      {!page.ready ? (
        <StatusMessage>{t('application.loading')}</StatusMessage>
      ) : (
        <Formik<PersonalValues>
          initialValues={personalValuesFrom(page.application, auth)}
          enableReinitialize={false}
          validationSchema={personalSchema(onFileIn(page.application))}
          onSubmit={(values) => {
            dispatch(personalSubmitted(personalSubmission(values)));
          }}
        >
          <Form noValidate aria-label={t('application.personal.heading')}>
            <FormAlert />
            <ServerFieldErrors />
            <h2>{t('application.personal.about')}</h2>
            <TextField name="personalInformation.firstName" label={t('common.firstName')} autoComplete="given-name" />
            <TextField name="personalInformation.lastName" label={t('common.lastName')} autoComplete="family-name" />
            <MaskedField name="personalInformation.dateOfBirth" label={t('common.dateOfBirth')} kind="date" />
            {/* What applying does to their credit, said before the number that lets us check it. */}
            <p>{t('application.personal.creditCheck')}</p>
            <MaskedField
              name="personalInformation.documentNumber"
              label={ssnLast4 ? t('application.personal.ssnOnFile', { last4: ssnLast4 }) : t('common.ssn')}
              kind="ssn"
              data-cobrowse-mask=""
            />
            <h2>{t('application.personal.home')}</h2>
            <TextField name="address.addressLine1" label={t('common.addressLine1')} autoComplete="address-line1" />
            <TextField name="address.addressLine2" label={t('common.addressLine2')} autoComplete="address-line2" />
            <TextField name="address.cityName" label={t('common.city')} autoComplete="address-level2" />
            <SelectField
              name="address.stateCode"
              label={t('common.state')}
              options={STATE_OPTIONS}
              autoComplete="address-level1"
            />
            <MaskedField name="address.zipCode" label={t('common.zipCode')} kind="zip" />
            <TextField
              name="additionalInformation.monthsAtAddress"
              label={t('application.personal.monthsAtAddress')}
              inputMode="numeric"
              autoComplete="off"
            />
            <RadioGroupField
              name="additionalInformation.ownResidence"
              legend={t('application.personal.ownResidence')}
              options={[
                { value: YES, label: t('application.ownResidence.yes') },
                { value: NO, label: t('application.ownResidence.no') },
              ]}
            />
            <h2>{t('application.personal.contact')}</h2>
            <MaskedField name="phones[0].number" label={t('application.personal.phone')} kind="phone" />
            <SelectField
              name="phones[0].type"
              label={t('application.personal.phoneType')}
              options={optionsOf(PHONE_TYPES, (v) => t(`application.personal.phoneType.${v}`))}
              autoComplete="off"
            />
            <TextField name="emails[0].email" label={t('common.email')} type="email" autoComplete="email" />
            <h2>{t('application.personal.stateId')}</h2>
            <SelectField
              name="personalInformation.stateIdType"
              label={t('application.personal.stateIdType')}
              options={optionsOf(STATE_ID_TYPES, (v) => t(STATE_ID_TYPE_LABELS[v]))}
              autoComplete="off"
            />
            <SelectField
              name="personalInformation.driverLicenseStateCode"
              label={t('application.personal.stateIdState')}
              options={STATE_OPTIONS}
              autoComplete="off"
            />
            <TextField
              name="personalInformation.driverLicenseNumber"
              label={t('application.personal.stateIdNumber')}
              autoComplete="off"
              aria-describedby="state-id-hint"
            />
            <StateIdHint id="state-id-hint" />
            <MaskedField
              name="personalInformation.stateIdExpirationDate"
              label={t('application.personal.stateIdExpiration')}
              kind="date"
              autoComplete="off"
            />
            <SaveButton busy={busy} />
          </Form>
        </Formik>
      )}
    </ApplicationPage>
  );
}
