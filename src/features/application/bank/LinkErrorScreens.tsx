// Where a bank link that did not give a usable account ends, each with a way forward:
// link again (or another bank), or enter the account by hand.
import { BankInfoPage } from './bankParts';

export const ErrorInitializingScreen = () => (
  <BankInfoPage
    heading="application.bank.errorInitializing.heading"
    body="application.bank.errorInitializing.text"
    linkLabel="application.bank.tryAgain"
  />
);
export const InvalidCredentialsScreen = () => (
  <BankInfoPage
    heading="application.bank.invalidCredentials.heading"
    body="application.bank.invalidCredentials.text"
    linkLabel="application.bank.tryAgain"
  />
);
export const NoAuthScreen = () => (
  <BankInfoPage
    heading="application.bank.noAuth.heading"
    body="application.bank.noAuth.text"
    linkLabel="application.bank.linkAnother"
  />
);
export const NoDataScreen = () => (
  <BankInfoPage
    heading="application.bank.noData.heading"
    body="application.bank.noData.text"
    linkLabel="application.bank.linkAnother"
  />
);
export const NoCheckingScreen = () => (
  <BankInfoPage
    heading="application.bank.noChecking.heading"
    body="application.bank.noChecking.text"
    linkLabel="application.bank.linkAnother"
  />
);
