// An account page: the account frame (src/components/AccountFrame.tsx) with the account's navigation.
import { AccountFrame, type AccountFrameProps } from '../../components/account/AccountFrame';
import { accountNav } from './paths';

export function AccountPage(props: AccountFrameProps) {
  return <AccountFrame nav={accountNav} {...props} />;
}
