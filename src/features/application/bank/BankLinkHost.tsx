// Holds Plaid Link while a bank link is under way, above the routes, so Link stays open while the flow moves from
// bank/plaid to bank/open (a route's screen would close it on the way). Link itself is the shared launcher
// (components/bankLink/PlaidLinkLauncher.tsx); its callbacks become events for the bank saga.
import { useCallback } from 'react';
import { PlaidLinkLauncher } from '../../../components/bankLink/PlaidLinkLauncher';
import { bankLinkFailed, plaidEventReceived, plaidExited, plaidSucceeded } from '../../../../store/bank';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';

export default function BankLinkHost() {
  const dispatch = useAppDispatch();
  const { linkToken, linkScriptUrl } = useAppSelector((s) => s.bank);
  const onFailed = useCallback(() => dispatch(bankLinkFailed()), [dispatch]);
  return (
    <PlaidLinkLauncher
      token={linkToken || null}
      scriptUrl={linkScriptUrl || null}
      onSuccess={(publicToken, { institutionName }) => dispatch(plaidSucceeded({ publicToken, institutionName }))}
      onExit={(errorCode) => dispatch(plaidExited({ errorCode }))}
      onEvent={(eventName, errorCode) => dispatch(plaidEventReceived({ eventName, errorCode }))}
      onFailed={onFailed}
    />
  );
}
