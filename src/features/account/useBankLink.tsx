// "Link a new bank account" for autopay: a Link token for the loan's customer, Link opened by the shared launcher
// (components/bankLink/PlaidLinkLauncher.tsx, the same as the application's bank step), and the public token
// exchanged on the server, which keeps the account and answers only its bank and last 4. The tokens live in this
// hook's state only (never in Redux or a URL) and are dropped as soon as Link closes.
import { useCallback, useState } from 'react';
import {
  useCreatePaymentAccountLinkTokenMutation,
  useLinkPaymentAccountMutation,
  type PaymentAccount,
} from '../../../api/account/autopay/paymentAccounts';
import { isApiError } from '../../../api/errors';
import { PlaidLinkLauncher } from '../../components/bankLink/PlaidLinkLauncher';

/** How a link ended: an account kept, Link closed by the customer, or a refusal to show. */
export type BankLinkOutcome = { account: PaymentAccount } | { closed: true } | { refusal: string | null };

export function useBankLink(loanNumber: string, onEnd: (outcome: BankLinkOutcome) => void) {
  const [createToken] = useCreatePaymentAccountLinkTokenMutation();
  const [exchange] = useLinkPaymentAccountMutation();
  const [link, setLink] = useState<{ token: string; scriptUrl: string | null } | null>(null);
  const [busy, setBusy] = useState(false);

  const end = useCallback(
    (outcome: BankLinkOutcome) => {
      setLink(null);
      setBusy(false);
      onEnd(outcome);
    },
    [onEnd],
  );
  const refusalOf = (error: unknown) => (isApiError(error) && error.kind === 'input' ? error.message : null);

  const start = async () => {
    setBusy(true);
    try {
      const answer = await createToken({ loanNumber }).unwrap();
      setLink({ token: answer.link_token, scriptUrl: answer.linkScriptUrl ?? null });
    } catch (error) {
      end({ refusal: refusalOf(error) });
    }
  };
  const onSuccess = async (publicToken: string, { accountIds }: { accountIds: string[] }) => {
    setLink(null);
    try {
      const kept = await exchange({ loanNumber, publicToken, accountIds }).unwrap();
      end(kept[0] ? { account: kept[0] } : { refusal: null });
    } catch (error) {
      end({ refusal: refusalOf(error) });
    }
  };
  const onFailed = useCallback(() => end({ refusal: null }), [end]);
  const launcher = link ? (
    <PlaidLinkLauncher
      token={link.token}
      scriptUrl={link.scriptUrl}
      onSuccess={(publicToken, metadata) => void onSuccess(publicToken, metadata)}
      onExit={() => end({ closed: true })}
      onFailed={onFailed}
    />
  ) : null;
  return { start, busy, launcher };
}
