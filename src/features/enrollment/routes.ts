// The enrollment feature's routes; its error page is the errors feature's.
import { screen, type FeatureRoute } from '../../lib/featureRoute';
import type * as Outcomes from './Outcomes';
import { enrollmentPaths } from './paths';

const outcome = (name: keyof typeof Outcomes) => screen(() => import('./Outcomes'), name);
const phoneCode = screen(() => import('./OtpScreens'), 'OtpVerifyCode');

export const enrollmentRoutes: FeatureRoute[] = [
  { path: enrollmentPaths.search, load: () => import('./EnrollmentScreen'), title: 'enrollment.search.heading' },
  { path: enrollmentPaths.noRecord, load: outcome('NoRecordLocated'), title: 'enrollment.noRecord.heading' },
  {
    path: enrollmentPaths.customerInUse,
    load: outcome('CustomerAlreadyInUse'),
    title: 'enrollment.customerInUse.heading',
  },
  { path: enrollmentPaths.emailInUse, load: outcome('EmailAlreadyInUse'), title: 'enrollment.emailInUse.heading' },
  {
    path: enrollmentPaths.emailVerification,
    load: () => import('./EmailVerificationScreen'),
    title: 'enrollment.emailCode.heading',
  },
  { path: enrollmentPaths.emailFailed, load: outcome('EmailVerificationFailed'), title: 'enrollment.codeFailed.email' },
  {
    path: enrollmentPaths.emailNotEligible,
    load: outcome('EmailVerificationNotEligible'),
    title: 'enrollment.notEligible.heading',
  },
  {
    path: enrollmentPaths.residential,
    load: () => import('./ResidentialFormScreen'),
    title: 'enrollment.residential.heading',
  },
  { path: enrollmentPaths.otpSend, load: phoneCode, title: 'enrollment.phoneCode.sendHeading' },
  { path: enrollmentPaths.otpVerify, load: phoneCode, title: 'enrollment.phoneCode.heading' },
  { path: enrollmentPaths.otpFailed, load: outcome('OtpFailed'), title: 'enrollment.codeFailed.phone' },
  { path: enrollmentPaths.success, load: outcome('EnrollmentSuccess'), title: 'enrollment.success.heading' },
  { path: enrollmentPaths.thankYou, load: outcome('EnrollmentThankYou'), title: 'enrollment.thankYou.heading' },
  { path: enrollmentPaths.personal, load: () => import('./PersonalFormScreen'), title: 'enrollment.personal.heading' },
];
