// The otp screen's two special answers (sagas/application/finalSteps.ts puts them as the flow's message): a wrong
// code clears the form, too many lock the step.
export const OTP_FAILED = 'verification.failed';
export const OTP_LOCKED = 'application.finalSteps.otp.exceeded';
