// What the bank screens share: the 30-day rule as the customer reads it, the way forward every bank page offers (link
// again, or enter the account by hand), a saved account shown by its last 4 digits only, and a status page.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Application } from '../../../../api/application/endpoints';
import { bankLinkRequested } from '../../../../store/bank';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { Button } from '../../../components/Button';
import { RefusalAlert } from '../../../components/RefusalAlert';
import { StatusMessage } from '../../../components/StatusMessage';
import { lastFour } from '../../../lib/application/bank';
import type { MessageKey } from '../../../lib/i18n';
import { useT } from '../../../lib/i18n';
import { ApplicationPage } from '../ApplicationPage';
import { applicationPaths as p } from '../paths';
import { useApplicationPage } from '../useApplicationPage';

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  margin: ${({ theme }) => `${theme.spacing.md} 0`};
`;

/** An active checking account open at least 30 days, stated on every bank screen that asks. */
export function ThirtyDayRule() {
  const { t } = useT();
  return (
    <p>
      <strong>{t('application.bank.rule')}</strong>
    </p>
  );
}

/** The saved account in words, last 4 digits only. */
export function savedAccountText(a: Application | null, t: ReturnType<typeof useT>['t']): string {
  const b = a?.customerInformation?.bankingInformation;
  if (!b) return '';
  const last4 = lastFour(b.accountNumber);
  return b.isReadOnly
    ? t('application.bank.saved', { bank: b.bankName ?? '', last4 })
    : t('application.bank.savedManual', { routing4: lastFour(b.routingNumber), last4 });
}

/** "Link my bank" (or another label) and "Enter my account by hand". */
export function WaysForward({ linkLabel = 'application.bank.link' }: { linkLabel?: MessageKey }) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const busy = useAppSelector((s) => s.bank.phase !== 'idle');
  return (
    <Actions>
      <Button type="button" disabled={busy} onClick={() => dispatch(bankLinkRequested({ purpose: 'link' }))}>
        {t(linkLabel)}
      </Button>
      <Link to={p.bankManual}>{t('application.bank.manualLink')}</Link>
    </Actions>
  );
}

/** A bank-link page that explains where things stand and offers the ways forward. */
export function BankInfoPage({
  heading,
  body,
  linkLabel,
}: {
  heading: MessageKey;
  body: MessageKey;
  linkLabel?: MessageKey;
}) {
  const { t, tr } = useT();
  const page = useApplicationPage();
  return (
    <ApplicationPage heading={t(heading)} {...page}>
      <RefusalAlert message={tr(page.flow.message)} />
      <p>{t(body)}</p>
      <ThirtyDayRule />
      <WaysForward {...(linkLabel ? { linkLabel } : {})} />
    </ApplicationPage>
  );
}

/** A page shown while something happens (the Link window opening, the accounts being read). */
export function BankStatusPage({ heading, body }: { heading: MessageKey; body: MessageKey }) {
  const { t } = useT();
  const page = useApplicationPage();
  return (
    <ApplicationPage heading={t(heading)} {...page}>
      <StatusMessage>{t(body)}</StatusMessage>
    </ApplicationPage>
  );
}
