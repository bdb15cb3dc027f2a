// The Customize step of the convert and refinance pages: the offer of today, fetched while this step is shown (a stale
// or withdrawn one is the denial), and the form that chooses from it. The page brings what differs (its offer, its
// title, its fields and figures, how the values read from the address and how they become the saved choice); Continue
// saves the choice through the saga, which moves the page on to ESign.
import { Form, Formik, type FormikErrors } from 'formik';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { conversionChoiceSubmitted, type ConversionType, type RefinanceOptionId } from '../../../store/conversion';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../components/Button';
import { RefusalAlert } from '../../components/RefusalAlert';
import { StatusMessage } from '../../components/StatusMessage';
import { useT, type MessageKey } from '../../lib/i18n';
import { useCustomerCode } from './ConversionPage';
import { ConversionSteps } from './ConversionSteps';
import { DenialDialog } from './DenialDialog';

/** What a page's form saves beside the offer: the refinance option (none for a conversion) and the amount. */
export interface CustomizeChoice {
  refinanceOptionId: RefinanceOptionId | null;
  amountCents: number;
}

export interface CustomizeFlow<Details extends { offerId: string }, Values> {
  type: ConversionType;
  title: MessageKey;
  /** The offer of today for the customer's loan-system code. */
  useOffer: (
    arg: { customerCode: string },
    options: { skip: boolean; refetchOnMountOrArgChange: boolean },
  ) => { data?: Details; isLoading: boolean };
  /** The page's starting values, or those the address keeps while a choice is being made (a reload). */
  initialValues: (details: Details, params: URLSearchParams) => Values;
  /** The fields show their own messages; an error here only holds the submit back. */
  validate: (values: Values, details: Details) => FormikErrors<Values>;
  choice: (values: Values) => CustomizeChoice;
  /** The inputs and the figures they price, inside the form. */
  Fields: ComponentType<{ details: Details }>;
}

function Customize<Details extends { offerId: string }, Values extends object>({
  flow,
  details,
}: {
  flow: CustomizeFlow<Details, Values>;
  details: Details;
}) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const { customerCode } = useCustomerCode();
  const { status, message } = useAppSelector((s) => s.conversion);
  const [params] = useSearchParams();
  const { Fields } = flow;
  return (
    <Formik<Values>
      initialValues={flow.initialValues(details, params)}
      validate={(values) => flow.validate(values, details)}
      onSubmit={(values) => {
        dispatch(
          conversionChoiceSubmitted({
            customerCode,
            offerId: details.offerId,
            type: flow.type,
            ...flow.choice(values),
          }),
        );
      }}
    >
      <Form noValidate aria-label={t(flow.title)}>
        {message && <RefusalAlert message={message} />}
        <Fields details={details} />
        <Button type="submit" disabled={status === 'working'}>
          {t('common.continue')}
        </Button>
      </Form>
    </Formik>
  );
}

export function CustomizeStep<Details extends { offerId: string }, Values extends object>({
  flow,
}: {
  flow: CustomizeFlow<Details, Values>;
}) {
  const { t } = useT();
  const { customerCode, known } = useCustomerCode();
  const { useOffer } = flow;
  const { data: details, isLoading } = useOffer(
    { customerCode },
    { skip: !customerCode, refetchOnMountOrArgChange: true },
  );
  if (!known || isLoading) return <StatusMessage>{t('common.loading')}</StatusMessage>;
  return details ? <Customize flow={flow} details={details} /> : <DenialDialog />;
}

/** A convert or refinance page: its Customize step, then the steps the two share. */
export function CustomizePage<Details extends { offerId: string }, Values extends object>({
  flow,
}: {
  flow: CustomizeFlow<Details, Values>;
}) {
  const { t } = useT();
  return <ConversionSteps type={flow.type} heading={t(flow.title)} customize={<CustomizeStep flow={flow} />} />;
}
