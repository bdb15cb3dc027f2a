// The open loan's autopay on the account page: whether it is on and from which method, the next debit with the last
// day it can be stopped (Reg E, 12 CFR 1005.10(c): 3 business days before), and the changes a customer makes here:
// turn on (AutopayDialog), turn off, skip the next debit, download the authorization. Autopay is optional and says
// so (12 CFR 1005.10(e)): the page's "Make a payment" stays beside it whatever its state. "Link a new bank account"
// closes the dialog while Link is open (Link is a modal of its own, which the dialog's focus trap would fight) and
// opens it again on the account linked.
import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { AccountLoan } from '../../../api/account/endpoints';
import {
  useLoanAutopayQuery,
  useSkipAutopayDebitMutation,
  useTurnOffAutopayMutation,
  type LoanAutopay,
} from '../../../api/account/autopay/endpoints';
import { useLinkedPaymentAccountsQuery } from '../../../api/account/autopay/paymentAccounts';
import { isApiError } from '../../../api/errors';
import { isActingAsCustomer } from '../../../store/auth';
import { selectBrandConfig } from '../../../store/brand';
import { useAppSelector } from '../../../store/hooks';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { StatusMessage } from '../../components/StatusMessage';
import { DocumentDownloadLink } from '../../components/documents/DocumentDownloadLink';
import { autopayAuthorizationFileName, autopayMethodName } from '../../lib/account/autopay';
import { useT, type MessageKey } from '../../lib/i18n';
import { formatShortDate } from '../../lib/format/dates';
import { formatCents } from '../../lib/money';
import { AutopayDialog } from './AutopayDialog';
import { useBankLink, type BankLinkOutcome } from './useBankLink';
import { useAccountReadOptions } from './useAccountReads';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
`;

type Outcome = { tone: 'success' | 'error'; text: string };

/** A change made in place: a secondary button whose press runs it. */
function ChangeButton(props: { disabled: boolean; onClick: () => Promise<void>; children: ReactNode }) {
  return (
    <Button type="button" $variant="secondary" disabled={props.disabled} onClick={() => void props.onClick()}>
      {props.children}
    </Button>
  );
}

export function AutopaySection({ loan }: { loan: AccountLoan }) {
  const { t, lang } = useT();
  const phone = useAppSelector(selectBrandConfig).phoneNumber;
  const { data: autopay } = useLoanAutopayQuery(undefined, useAccountReadOptions());
  const [turnOff, off] = useTurnOffAutopayMutation();
  const [skip, skipping] = useSkipAutopayDebitMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const readOptions = useAccountReadOptions();
  const { data: linkedAccounts = [] } = useLinkedPaymentAccountsQuery(undefined, readOptions);
  const mayLink = !useAppSelector((s) => isActingAsCustomer(s.auth));
  const [afterLink, setAfterLink] = useState<{ method?: string; notice: Outcome | null }>({ notice: null });
  const bankLink = useBankLink(loan.loanNumber, (ended: BankLinkOutcome) => {
    setDialogOpen(true);
    if ('account' in ended) {
      const { institutionName: institution, mask: last4 } = ended.account;
      const text = t('account.autopay.dialog.linked', { institution, last4 });
      setAfterLink({ method: `linked:${ended.account.id}`, notice: { tone: 'success', text } });
    } else if ('refusal' in ended) {
      const text = ended.refusal ?? t('account.autopay.dialog.linkFailed');
      setAfterLink({ notice: { tone: 'error', text } });
    } else setAfterLink({ notice: null });
  });
  // A loan that cannot take payments offers no autopay; one that had it still shows it (and how to turn it off).
  if (!autopay || (!loan.isPayable && autopay.status === 'OFF')) return null;
  const day = (iso: string) => formatShortDate(iso, lang);
  const busy = off.isLoading || skipping.isLoading;

  const change = async (run: () => Promise<LoanAutopay>, ok: (after: LoanAutopay) => string) => {
    setOutcome(null);
    try {
      setOutcome({ tone: 'success', text: ok(await run()) });
    } catch (error) {
      const refused = isApiError(error) && error.kind === 'input';
      setOutcome({ tone: 'error', text: refused ? error.message : t('account.autopay.failed', { phone }) });
    }
  };
  const closeDialog = (after?: LoanAutopay) => {
    setDialogOpen(false);
    setAfterLink({ notice: null });
    if (after) setOutcome({ tone: 'success', text: t('account.autopay.turnedOn') });
    opener.current?.focus();
  };

  const next = autopay.nextDebit;
  const methodName = autopay.method && autopayMethodName(autopay.method, autopay.institutionName);
  const status = t(`account.autopay.status.${autopay.status}` as MessageKey, {
    method: methodName ? t(methodName.key, methodName.values) : '',
    last4: autopay.methodLast4 ?? '',
  });
  return (
    <section aria-labelledby="autopay-heading" data-testid="autopay">
      <h2 id="autopay-heading">{t('account.autopay.heading')}</h2>
      <p data-testid="autopay-status">{status}</p>
      {autopay.status === 'ON' && next && (
        <p data-testid="autopay-next">
          {t(next.canStop ? 'account.autopay.next' : 'account.autopay.nextClosed', {
            amount: formatCents(next.amount),
            date: day(next.runDate),
            cutoff: day(next.cutoffDate),
          })}
        </p>
      )}
      {autopay.status === 'ON' &&
        autopay.skippedDueDates.map((d) => <p key={d}>{t('account.autopay.skipped', { date: day(d) })}</p>)}
      <p>{t('account.autopay.optional')}</p>
      <Actions>
        {autopay.canTurnOn && (
          <Button ref={opener} type="button" $variant="secondary" onClick={() => setDialogOpen(true)}>
            {t(autopay.status === 'STOPPED' ? 'account.autopay.turnOnAgain' : 'account.autopay.turnOn')}
          </Button>
        )}
        {autopay.status === 'ON' && next?.canStop && (
          <ChangeButton
            disabled={busy}
            onClick={() =>
              change(
                () => skip({ loanNumber: loan.loanNumber, dueDate: next.dueDate }).unwrap(),
                () => t('account.autopay.didSkip', { date: day(next.dueDate) }),
              )
            }
          >
            {t('account.autopay.skip', { date: day(next.runDate) })}
          </ChangeButton>
        )}
        {autopay.status === 'ON' && (
          <ChangeButton
            disabled={busy}
            onClick={() =>
              change(
                () => turnOff({ loanNumber: loan.loanNumber }).unwrap(),
                () => t('account.autopay.turnedOff'),
              )
            }
          >
            {t('account.autopay.turnOff')}
          </ChangeButton>
        )}
      </Actions>
      {busy && <Alert tone="info">{t('account.autopay.working')}</Alert>}
      {outcome && (
        <Alert tone={outcome.tone} focusKey={outcome} autoFocus>
          {outcome.text}
        </Alert>
      )}
      {autopay.authorization?.pdfUrl && (
        <p>
          <DocumentDownloadLink
            url={autopay.authorization.pdfUrl}
            fileName={autopayAuthorizationFileName(autopay.loanNumber)}
          >
            {t('account.autopay.download')}
          </DocumentDownloadLink>
        </p>
      )}
      {bankLink.busy && <StatusMessage>{t('account.autopay.dialog.linking')}</StatusMessage>}
      {bankLink.launcher}
      {dialogOpen && (
        <AutopayDialog
          loan={loan}
          autopay={autopay}
          onCancel={() => closeDialog()}
          onDone={closeDialog}
          linkedAccounts={linkedAccounts}
          initialMethod={afterLink.method}
          linkNotice={afterLink.notice}
          onLinkNew={
            mayLink
              ? () => {
                  setDialogOpen(false);
                  void bankLink.start();
                }
              : undefined
          }
        />
      )}
    </section>
  );
}
