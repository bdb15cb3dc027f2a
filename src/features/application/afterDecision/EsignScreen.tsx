// /application/esign: the loan's terms (the Fed box figures, given before signing: 12 CFR 1026.17), the loan agreement
// to read, a consent and a typed signature (WCAG 3.3.4: this is the review before signing). The submit is an event;
// the saga calls esignApplication. A hold or documents not ready send the customer to their own page.
import { Form, Formik, useField } from 'formik';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import * as Yup from 'yup';
import {
  useApplicationStateQuery,
  useGetCurrentDateQuery,
  useGetInitialLoanDetailsQuery,
  useLoanAgreementQuery,
} from '../../../../api/application/afterDecision/endpoints';
import { esignSubmitted } from '../../../../store/applicationAfterDecision';
import { useAppDispatch } from '../../../../store/hooks';
import { Button } from '../../../components/Button';
import { FieldError } from '../../../components/fieldParts';
import { StatusMessage } from '../../../components/StatusMessage';
import { TextField } from '../../../components/TextField';
import { useT } from '../../../lib/i18n';
import { PdfViewerModal } from '../agreements/PdfViewerModal';
import { ApplicationPage } from '../ApplicationPage';
import { CheckboxField, FormAlert, ServerFieldErrors } from '../formParts';
import { applicationPaths as p } from '../paths';
import { useApplicationPage } from '../useApplicationPage';
import { esignPageFor, signatureMatches } from './esignStates';
import { formatBusinessDate } from '../../../lib/format/dates';
import { LoanTerms } from './LoanTerms';

interface Values {
  consent: boolean;
  signatureName: string;
}

function ConsentError() {
  const { tr } = useT();
  const [, meta] = useField<boolean>('consent');
  return meta.touched && meta.error ? <FieldError id="field-consent-error">{tr(meta.error)}</FieldError> : null;
}

export default function EsignScreen() {
  const { t, lang } = useT();
  const dispatch = useAppDispatch();
  const page = useApplicationPage();
  const id = page.flow.applicationId;
  const { data: state } = useApplicationStateQuery({ id }, { skip: !id });
  const { data: details } = useGetInitialLoanDetailsQuery(
    { applicationId: id },
    { skip: !id || !state?.isPendingEsign },
  );
  // The agreement priced as the terms above (the server makes and keeps the PDF: server/afterDecision/loanAgreement.ts).
  const { data: agreement } = useLoanAgreementQuery({ applicationId: id }, { skip: !id || !state?.isPendingEsign });
  const [reading, setReading] = useState(false);
  // The signature's date is the lender's business date (getCurrentDate), never the browser's clock.
  const { data: today } = useGetCurrentDateQuery();
  const next = esignPageFor(state);
  if (next && next !== p.esign) return <Navigate to={next} replace />;
  const person = page.application?.customerInformation?.personalInformation;
  const firstName = person?.firstName ?? '';
  const lastName = person?.lastName ?? '';
  const busy = page.flow.status === 'working';
  const schema = Yup.object({
    consent: Yup.boolean().oneOf([true], 'application.afterDecision.esign.consentRequired'),
    signatureName: Yup.string()
      .trim()
      .required('application.afterDecision.esign.signatureRequired')
      .test('matches', 'application.afterDecision.esign.signatureMismatch', (value) =>
        signatureMatches(value ?? '', firstName, lastName),
      ),
  });
  return (
    <ApplicationPage heading={t('application.afterDecision.esign.heading')} {...page}>
      <p>{t('application.afterDecision.esign.intro')}</p>
      {details ? (
        <LoanTerms details={details} />
      ) : (
        <StatusMessage>{t('application.afterDecision.esign.loading')}</StatusMessage>
      )}
      {agreement && (
        <p>
          <Button type="button" $variant="secondary" onClick={() => setReading(true)}>
            {t('application.afterDecision.esign.agreementLink')}
          </Button>
        </p>
      )}
      {agreement && reading && (
        <PdfViewerModal
          title={t('application.afterDecision.esign.agreementTitle')}
          url={agreement.url}
          fileName={agreement.fileName}
          onClose={() => setReading(false)}
        />
      )}
      <Formik<Values>
        initialValues={{ consent: false, signatureName: '' }}
        validationSchema={schema}
        onSubmit={(values) => {
          dispatch(
            esignSubmitted({
              agreements: [{ idTag: 'loanAgreement', value: true }],
              signatureName: values.signatureName.trim(),
            }),
          );
        }}
      >
        <Form noValidate aria-label={t('application.afterDecision.esign.heading')}>
          <FormAlert />
          <ServerFieldErrors />
          <CheckboxField name="consent" label={t('application.afterDecision.esign.consent')} />
          <ConsentError />
          {firstName && (
            <p>{t('application.afterDecision.esign.signatureHint', { name: `${firstName} ${lastName}` })}</p>
          )}
          <TextField name="signatureName" label={t('application.afterDecision.esign.signature')} autoComplete="name" />
          {today && <p>{t('application.afterDecision.esign.date', { date: formatBusinessDate(today, lang) })}</p>}
          <Button type="submit" disabled={busy || !details}>
            {busy ? t('application.afterDecision.esign.signing') : t('application.afterDecision.esign.submit')}
          </Button>
        </Form>
      </Formik>
    </ApplicationPage>
  );
}
