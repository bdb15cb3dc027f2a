// English words of the preferences page (/account/preferences: message choices, texts, paperless notices, message
// language), spread into ../en.ts. Keys start `account.preferences.`; the consent words are the server's too
// (server/preferences/wording.ts), so the words kept with a consent are the words the page shows.
export const preferencesEn = {
  'account.nav.preferences': 'Messages and preferences',
  'account.preferences.heading': 'Messages and preferences',
  'account.preferences.readOnly':
    'You are viewing this page for the customer. At their request you can change which messages they get and their language, and record that they withdraw a consent; only the customer can give consent.',
  'account.preferences.noAccount':
    'Once you have a loan with us, you can choose here which messages we send you and how.',
  'account.preferences.failed': "We couldn't save that just now. Please try again.",
  'account.preferences.saving': 'Saving...',
  // which messages on which channel
  'account.preferences.messages.heading': 'Messages we send you',
  'account.preferences.messages.intro':
    'Choose which messages you get, and how. We send texts only after you agree to get them (below), and never between 9 pm and 8 am your time.',
  'account.preferences.kind.paymentReminder': 'Payment reminder before the due date',
  'account.preferences.kind.paymentReceived': 'Payment received',
  'account.preferences.kind.paymentFailed': 'Payment failed',
  'account.preferences.kind.autopayScheduled': 'Autopay payment coming up',
  'account.preferences.kind.autopayStopped': 'Autopay stopped',
  'account.preferences.channel.EMAIL': 'E-mail',
  'account.preferences.channel.SMS': 'Text message',
  'account.preferences.required': 'The law requires this notice, so we always send it by e-mail.',
  'account.preferences.smsNeedsConsent': 'To choose text messages, first agree to get texts below.',
  'account.preferences.messages.save': 'Save message choices',
  'account.preferences.messages.saved': 'Your message choices are saved.',
  // the language of messages
  'account.preferences.language.heading': 'Language of your messages',
  'account.preferences.language.legend': 'Send my e-mails and texts in',
  'account.preferences.language.en': 'English',
  'account.preferences.language.es': 'Spanish',
  'account.preferences.language.save': 'Save language',
  'account.preferences.language.saved': 'Your messages will be sent in the language you chose.',
  // consent to texts
  'account.preferences.sms.heading': 'Text messages',
  'account.preferences.sms.wording':
    'I agree that {brand} may send text messages about my account, such as payment reminders and payment and autopay notices, to {phone}, including by automated means. Agreeing is not a condition of any loan. How often we text depends on your account. Message and data rates may apply. Reply STOP to stop texts or HELP for help, or stop them on this page at any time.',
  'account.preferences.sms.noPhone':
    'There is no mobile number on your account. Add one on your Personal details page to get texts.',
  'account.preferences.sms.phone': 'Mobile number: {phone}',
  'account.preferences.sms.off': 'You have not agreed to get texts.',
  'account.preferences.sms.on': 'You agreed to get texts at {phone} on {date}.',
  'account.preferences.sms.stopped': 'You stopped texts on {date}.',
  'account.preferences.sms.otherPhone':
    'You agreed to texts at {phone}, which is no longer the number on your account. Agree again to get texts at the number below.',
  'account.preferences.agreedWords': 'The words you agreed to',
  'account.preferences.sms.give': 'I agree to get texts',
  'account.preferences.sms.withdraw': 'Stop texts',
  'account.preferences.sms.given': 'Thank you. We will text you at {phone}.',
  'account.preferences.sms.withdrawn': 'Texts are stopped. We will not text you.',
  'account.preferences.consent.acting':
    'Only the customer can give consent. If they call to withdraw it, record the withdrawal here.',
  // a CSR acting records a withdrawal the customer asked for by phone
  'account.preferences.callerWithdrawal.button': 'Record withdrawal (customer called)',
  'account.preferences.callerWithdrawal.heading': 'Record the customer’s withdrawal',
  'account.preferences.sms.callerWithdrawal':
    'Record that the customer called and asked us to stop texting {phone}. They get no more texts until they agree again on this page themselves.',
  'account.preferences.esign.callerWithdrawal':
    'Record that the customer called and withdrew their consent to paperless notices. The notices the law requires will be mailed to their address on file.',
  'account.preferences.callerWithdrawal.confirm': 'Record the withdrawal',
  'account.preferences.callerWithdrawal.cancel': 'Cancel',
  'account.preferences.callerWithdrawal.recorded': 'The withdrawal is recorded under your name.',
  // paperless: consent to electronic notices (E-SIGN)
  'account.preferences.esign.heading': 'Paperless notices',
  'account.preferences.esign.disclosure':
    'With your consent, {brand} will give you electronically, by e-mail to the address on your account and on this site, the notices and documents about your loans that the law requires us to give you in writing, such as notices before autopay payments and your loan documents, instead of on paper. Your consent covers every loan you have with us now and later, until you withdraw it.\n\nYou have the right to get them on paper. For a paper copy of any notice or document, call us at {phone}. There is no fee.\n\nYou may withdraw your consent at any time on this page or by calling us, at no charge. If you do, we will mail the notices the law requires to your address on file, and they will take longer to reach you. Your loans and payments are not otherwise affected.\n\nKeep your e-mail and mailing addresses up to date on your Personal details page or by calling us.\n\nTo open and keep these notices you need a device with an up-to-date web browser, an e-mail account, a program that opens PDF files, and room to save them or a printer.',
  'account.preferences.esign.on': 'You agreed to paperless notices on {date}.',
  'account.preferences.esign.off': 'We mail you the notices the law requires.',
  'account.preferences.esign.stopped': 'You withdrew your consent on {date}. We mail you the notices the law requires.',
  'account.preferences.esign.canOpen':
    'I can open and keep PDF documents on this device, such as those on my Documents page.',
  'account.preferences.esign.canOpenRequired': 'Confirm that you can open PDF documents.',
  'account.preferences.esign.give': 'I agree to paperless notices',
  'account.preferences.esign.withdraw': 'Withdraw and get paper notices',
  'account.preferences.esign.consequence':
    'If you withdraw, we will mail the notices the law requires to your address on file. They take longer to reach you. There is no fee.',
  'account.preferences.esign.given': 'Thank you. We will send your notices electronically.',
  'account.preferences.esign.withdrawn': 'Your consent is withdrawn. We will mail the notices the law requires.',
} as const;
