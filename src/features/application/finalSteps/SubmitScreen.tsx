// /application/submit: the review before submitting (WCAG 3.3.4). Every answer of the application read-only, each
// section with a link to change it, numbers masked to their last 4, the Fed box of the chosen amount and term, and
// the submit button, which dispatches application/submitRequested (the decision room's saga submits).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Application } from '../../../../api/application/endpoints';
import { submitRequested } from '../../../../store/application';
import { useAppDispatch } from '../../../../store/hooks';
import { Button } from '../../../components/Button';
import { RefusalAlert } from '../../../components/RefusalAlert';
import { StatusMessage } from '../../../components/StatusMessage';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { FedBox } from '../../../components/lending/FedBox';
import { toUsDate } from '../../../lib/application/dates';
import { useT, type MessageKey } from '../../../lib/i18n';
import { formatCents } from '../../../lib/money';
import { ApplicationPage } from '../ApplicationPage';
import { INCOME_SOURCE_LABELS, incomeValuesFrom } from '../incomeForm';
import { applicationPaths } from '../paths';
import { useApplicationPage } from '../useApplicationPage';
import { useTermText } from './ProductsScreen';
import { useChosenProduct, useOfferFigures } from './useOffer';

/** An answer too long for its column on a phone (an e-mail address, a bank's name) wraps: the page never scrolls
 * sideways (WCAG 1.4.10). */
const Answers = styled.dl`
  display: grid;
  grid-template-columns: minmax(min(8rem, 40%), 14rem) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const SectionHeading = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing.md};
`;

/** Only the last 4 characters of a number show, whatever the server sent. */
export const last4 = (value: string | null | undefined) =>
  value ? `${'•'.repeat(Math.max(0, Math.min(value.length, 9) - 4))}${value.replace(/\W/g, '').slice(-4)}` : '';

function Section({
  id,
  title,
  changeTo,
  rows,
}: {
  id: string;
  title: string;
  changeTo: string;
  rows: readonly (readonly [label: MessageKey, value: ReactNode])[];
}) {
  const { t } = useT();
  return (
    <section aria-labelledby={`review-${id}`}>
      <SectionHeading>
        <h2 id={`review-${id}`}>{title}</h2>
        <Link to={changeTo}>
          {t('application.finalSteps.submit.change')} <VisuallyHidden>{title}</VisuallyHidden>
        </Link>
      </SectionHeading>
      <Answers>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{t(label)}</dt>
            <dd>{value || t('application.finalSteps.submit.notGiven')}</dd>
          </div>
        ))}
      </Answers>
    </section>
  );
}

function useSections(a: Application) {
  const { t } = useT();
  const termText = useTermText();
  const { product } = useChosenProduct(a);
  const personal = a.customerInformation?.personalInformation;
  const contact = a.customerInformation?.contactInformation;
  const address = contact?.address;
  const phone = contact?.phones.find((p) => p.phonePreference === 'PRIMARY') ?? contact?.phones[0];
  const income = a.customerInformation?.incomeInformation;
  const source = incomeValuesFrom(a).incomeInfo.source;
  const request = a.loanRequest;
  const identity = a.identityCheck;
  return {
    product,
    sections: [
      {
        id: 'personal',
        title: t('application.finalSteps.submit.section.personal'),
        changeTo: applicationPaths.personal,
        rows: [
          [
            'application.finalSteps.submit.field.name',
            [personal?.firstName, personal?.lastName].filter(Boolean).join(' '),
          ],
          [
            'application.finalSteps.submit.field.dateOfBirth',
            personal?.dateOfBirth ? toUsDate(personal.dateOfBirth) : '',
          ],
          ['application.finalSteps.submit.field.ssn', last4(personal?.documentNumber)],
          ['application.finalSteps.submit.field.idNumber', last4(personal?.driverLicenseNumber)],
          [
            'application.finalSteps.submit.field.address',
            address
              ? [
                  address.addressLine1,
                  address.addressLine2,
                  address.cityName,
                  `${address.stateCode ?? ''} ${address.zipCode ?? ''}`,
                ]
                  .filter((part) => part?.trim())
                  .join(', ')
              : '',
          ],
          ['application.finalSteps.submit.field.phone', last4(phone?.number)],
          ['application.finalSteps.submit.field.email', a.userInformation?.email ?? ''],
        ],
      },
      {
        id: 'income',
        title: t('application.finalSteps.submit.section.income'),
        changeTo: applicationPaths.income,
        rows: [
          ['application.finalSteps.submit.field.incomeType', source ? t(INCOME_SOURCE_LABELS[source]) : ''],
          ['application.finalSteps.submit.field.employer', income?.employerName ?? ''],
          [
            'application.finalSteps.submit.field.payFrequency',
            income?.paymentFrequency ? t(`application.income.frequency.${income.paymentFrequency}`) : '',
          ],
          [
            'application.finalSteps.submit.field.netPay',
            income?.amountNet != null ? formatCents(income.amountNet) : '',
          ],
          [
            'application.finalSteps.submit.field.nextPayDate',
            income?.nextPaymentDate ? toUsDate(income.nextPaymentDate) : '',
          ],
        ],
      },
      {
        id: 'loan',
        title: t('application.finalSteps.submit.section.loan'),
        changeTo: applicationPaths.amount,
        rows: [
          ['application.finalSteps.submit.field.product', product?.name ?? request?.productCode ?? ''],
          ['application.finalSteps.submit.field.amount', request ? formatCents(request.amountCents) : ''],
          ['application.finalSteps.submit.field.term', request ? termText(request.productCode, request.term) : ''],
        ],
      },
      {
        id: 'identity',
        title: t('application.finalSteps.submit.section.identity'),
        changeTo: applicationPaths.identity,
        rows: [
          [
            'application.finalSteps.submit.field.identity',
            identity?.status === 'APPROVED'
              ? t('application.finalSteps.submit.identity.APPROVED')
              : identity?.optedOut
                ? t('application.finalSteps.submit.identity.optedOut')
                : t('application.finalSteps.submit.identity.none'),
          ],
        ],
      },
    ] as const,
  };
}

function Review({ application, busy }: { application: Application; busy: boolean }) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const { sections, product } = useSections(application);
  const request = application.loanRequest;
  const figures = useOfferFigures(application, product, request?.amountCents ?? null, request?.term ?? null);
  return (
    <>
      <p>{t('application.finalSteps.submit.intro')}</p>
      {sections.map((section) => (
        <Section key={section.id} {...section} />
      ))}
      {figures && <FedBox figures={figures} creditor={product?.lenderBrand ?? undefined} />}
      <p>{t('application.finalSteps.submit.confirm')}</p>
      <Button
        type="button"
        disabled={busy}
        onClick={() => dispatch(submitRequested({ applicationId: application.id }))}
      >
        {busy ? t('application.finalSteps.submit.submitting') : t('application.finalSteps.submit.submit')}
      </Button>
    </>
  );
}

export default function SubmitScreen() {
  const { t, tr } = useT();
  const page = useApplicationPage();
  return (
    <ApplicationPage heading={t('application.finalSteps.submit.heading')} {...page}>
      {!page.ready || !page.application ? (
        <StatusMessage>{t('application.loading')}</StatusMessage>
      ) : (
        <>
          <RefusalAlert message={tr(page.flow.message)} />
          <Review application={page.application} busy={page.flow.status === 'working'} />
        </>
      )}
    </ApplicationPage>
  );
}
