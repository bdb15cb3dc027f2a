// The enrollment feature's routes (spec 000 "Enrollment routes"); its error page is the errors feature's.
import { screen, type FeatureRoute } from '../../lib/featureRoute';
import type * as Outcomes from './Outcomes';
import { enrollmentPaths } from './paths';

const outcome = (name: keyof typeof Outcomes) => screen(() => import('./Outcomes'), name);
const phoneCode = screen(() => import('./OtpScreens'), 'OtpVerifyCode');

export const enrollmentRoutes: FeatureRoute[] = [
  { path: enrollmentPaths.search, load: () => import('./EnrollmentScreen') },
  { path: enrollmentPaths.noRecord, load: outcome('NoRecordLocated') },
  { path: enrollmentPaths.customerInUse, load: outcome('CustomerAlreadyInUse') },
  { path: enrollmentPaths.emailInUse, load: outcome('EmailAlreadyInUse') },
  { path: enrollmentPaths.emailVerification, load: () => import('./EmailVerificationScreen') },
  { path: enrollmentPaths.emailFailed, load: outcome('EmailVerificationFailed') },
  { path: enrollmentPaths.emailNotEligible, load: outcome('EmailVerificationNotEligible') },
  { path: enrollmentPaths.residential, load: () => import('./ResidentialFormScreen') },
  { path: enrollmentPaths.otpSend, load: phoneCode },
  { path: enrollmentPaths.otpVerify, load: phoneCode },
  { path: enrollmentPaths.otpFailed, load: outcome('OtpFailed') },
  { path: enrollmentPaths.success, load: outcome('EnrollmentSuccess') },
  { path: enrollmentPaths.thankYou, load: outcome('EnrollmentThankYou') },
  { path: enrollmentPaths.personal, load: () => import('./PersonalFormScreen') },
];
