// /application/agreements: the consent to electronic records with its disclosures first, then each
// agreement the brand and state require opened in the viewer, read and agreed, and the funding and repayment choice.
// Submitting with any agreement missing shows the agreement error; saving is the saga's (saveAgreements).
// After a decision that asked for another funding or repayment method (SUBMIT_ERROR), the page says why and its
// button saves the new method and submits the application again.
import { Form, Formik, useFormikContext, type FormikErrors } from 'formik';
import { useCallback, useEffect, useRef, useState, type MutableRefObject } from 'react';
import styled from 'styled-components';
import {
  useDocumentsPerStateQuery,
  useGetBaseDisclosuresQuery,
  type AgreementDocument,
} from '../../../../api/application/agreements/endpoints';
import { useApplicationDecisionQuery } from '../../../../api/application/decision/endpoints';
import { selectBrandConfig } from '../../../../store/brand';
import { agreementsSubmitted } from '../../../../store/application';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { StatusMessage } from '../../../components/StatusMessage';
import { needsRecurringDebitAuthorization } from '../../../lib/application/agreements';
import { useT, type MessageKey } from '../../../lib/i18n';
import { ApplicationPage } from '../ApplicationPage';
import { newMethodMessage } from '../decision/statePages';
import { useApplicationPage } from '../useApplicationPage';
import { AgreementList } from './AgreementList';
import {
  agreementsSchema,
  agreementsSubmission,
  agreementsValuesFrom,
  allAgreed,
  MUST_AGREE,
  orderedDocuments,
  type AgreementsValues,
} from './agreementsForm';
import { PaymentMethods } from './PaymentMethods';

const EsignBox = styled.section`
  padding: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    margin-top: 0;
  }
`;

/** The documents this applicant reads: the brand's, the state's, and the recurring-debit authorization when chosen. */
function useAgreementDocuments(applicationId: string, stateCode: string, repayment: string) {
  const brandName = useAppSelector((s) => s.brand.key);
  const base = useGetBaseDisclosuresQuery({ brandName, applicationId }, { skip: !applicationId });
  const state = useDocumentsPerStateQuery(
    { stateCode, brandName, applicationId },
    { skip: !applicationId || !stateCode },
  );
  const withRecurring = needsRecurringDebitAuthorization(repayment);
  const recurring = useGetBaseDisclosuresQuery(
    { brandName, applicationId, section: 'repayment', disclosureType: repayment },
    { skip: !applicationId || !withRecurring },
  );
  const parts = [base, ...(stateCode ? [state] : []), ...(withRecurring ? [recurring] : [])];
  return {
    documents: orderedDocuments(base.data, stateCode ? state.data : [], withRecurring ? recurring.data : []),
    loading: parts.some((q) => q.isLoading),
    failed: parts.some((q) => q.isError),
    retry: () => {
      for (const q of parts) void q.refetch();
    },
  };
}

/** The agreement error after a refused submit (the form's check or the server's), focused so it is heard. */
function AgreementsAlert() {
  const { t, tr } = useT();
  const flow = useAppSelector((s) => s.application);
  const { submitCount, errors } = useFormikContext<AgreementsValues>();
  const refusedAgreement = flow.fieldErrors.some((e) => e.field.startsWith('agreements.'));
  let message = '';
  if (submitCount > 0 && errors.agreed) message = t(MUST_AGREE);
  else if (flow.status === 'refused' && refusedAgreement) message = t(MUST_AGREE);
  else if (flow.message) message = tr(flow.message);
  else if (submitCount > 0 && Object.keys(errors).length > 0) message = t('application.genericAlert');
  if (!message) return null;
  return <Alert focusKey={`${submitCount}-${flow.refusals}`}>{message}</Alert>;
}

function EsignIntro() {
  const { t } = useT();
  const brand = useAppSelector(selectBrandConfig);
  return (
    <EsignBox aria-labelledby="esign-heading">
      <h2 id="esign-heading">{t('application.agreements.esignHeading')}</h2>
      <p>{t('application.agreements.esignSummary', { phone: brand.phoneNumber })}</p>
    </EsignBox>
  );
}

/**
 * Why the decision asks for another method (null otherwise), read from the server each time the page opens; `known`
 * once it has answered, so the button cannot save before the page knows whether it also submits.
 */
function useNewMethodAsked(applicationId: string): { asked: MessageKey | null; known: boolean } {
  const { data, isFetching } = useApplicationDecisionQuery(
    { id: applicationId },
    { skip: !applicationId, refetchOnMountOrArgChange: true },
  );
  return { asked: data ? newMethodMessage(data) : null, known: !isFetching };
}

interface FormProps {
  applicationId: string;
  stateCode: string;
  /** The decision asked for another method: the button saves it and submits again. */
  resubmit: boolean;
  /** Whether the decision asked is still being read. */
  checking: boolean;
  /** The documents listed now, for the form's submit check. */
  documentsRef: MutableRefObject<readonly AgreementDocument[]>;
}

function AgreementsForm({ applicationId, stateCode, resubmit, checking, documentsRef }: FormProps) {
  const { t } = useT();
  const { values } = useFormikContext<AgreementsValues>();
  const busy = useAppSelector((s) => s.application.status === 'working');
  const docs = useAgreementDocuments(applicationId, stateCode, values.repaymentMethod);
  useEffect(() => {
    documentsRef.current = docs.documents;
  });
  const [everyone, setEveryone] = useState(false);
  const report = useCallback((all: boolean) => setEveryone(all), []);
  return (
    <Form noValidate aria-label={t('application.agreements.heading')}>
      <AgreementsAlert />
      <EsignIntro />
      {docs.loading && <StatusMessage>{t('application.agreements.documentsLoading')}</StatusMessage>}
      {docs.failed && (
        <>
          <Alert>{t('application.agreements.documentsFailed')}</Alert>
          <Button type="button" $variant="secondary" onClick={docs.retry}>
            {t('application.agreements.retry')}
          </Button>
        </>
      )}
      <AgreementList documents={docs.documents} onAllAgreedChange={report} />
      {everyone && <StatusMessage tone="success">{t('application.agreements.allAgreed')}</StatusMessage>}
      <PaymentMethods />
      {resubmit && <p>{t('application.agreements.resubmitNote')}</p>}
      <Button type="submit" disabled={busy || checking}>
        {busy
          ? t('application.saving')
          : t(resubmit ? 'application.agreements.resubmit' : 'application.agreements.submit')}
      </Button>
    </Form>
  );
}

export default function AgreementsScreen() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const page = useApplicationPage();
  const documentsRef = useRef<readonly AgreementDocument[]>([]);
  const { asked, known } = useNewMethodAsked(page.application?.id ?? '');
  return (
    <ApplicationPage heading={t('application.agreements.heading')} {...page}>
      {asked && <Alert tone="info">{t(asked)}</Alert>}
      <p>{t('application.agreements.intro')}</p>
      {!page.ready || !page.application ? (
        <StatusMessage>{t('application.loading')}</StatusMessage>
      ) : (
        <Formik<AgreementsValues>
          initialValues={agreementsValuesFrom(page.application)}
          validationSchema={agreementsSchema}
          validate={(values) =>
            allAgreed(documentsRef.current, values.agreed)
              ? {}
              : ({ agreed: MUST_AGREE } as unknown as FormikErrors<AgreementsValues>)
          }
          onSubmit={(values) => {
            dispatch(
              agreementsSubmitted({
                ...agreementsSubmission(documentsRef.current, values),
                ...(asked ? { resubmit: true } : {}),
              }),
            );
          }}
        >
          <AgreementsForm
            applicationId={page.application.id}
            stateCode={page.application.stateCode ?? ''}
            resubmit={asked !== null}
            checking={!known}
            documentsRef={documentsRef}
          />
        </Formik>
      )}
    </ApplicationPage>
  );
}
