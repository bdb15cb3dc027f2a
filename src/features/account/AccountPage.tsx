// An account page: the account frame (src/components/AccountFrame.tsx) with the account's navigation, and once the
// page's data is there, the one-time offer to add a passkey after a password sign-in.
import { AccountFrame, type AccountFrameProps } from '../../components/account/AccountFrame';
import { PasskeyOfferDialog } from './PasskeyOfferDialog';
import { accountNav } from './paths';

export function AccountPage({ children, ...props }: AccountFrameProps) {
  return (
    <AccountFrame nav={accountNav} {...props}>
      {children}
      <PasskeyOfferDialog />
    </AccountFrame>
  );
}
