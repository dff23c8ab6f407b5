import { pageFrom, type FeaturePages } from '../../../lib/feature-texts'

/** The sign-in page is its own light chunk (bundle budget); every other auth page shares one chunk. */
const authPages = () => import('./auth-pages')

/** The auth feature's door from the route table (lib/feature-texts `featurePages`): its pages by name. */
export const pages = {
  login: () => import('./login'),
  register: pageFrom(authPages, (m) => m.RegisterPage),
  forgotPassword: pageFrom(authPages, (m) => m.ForgotPasswordPage),
  loginV1: pageFrom(authPages, (m) => m.LoginV1Page),
  loginV2: pageFrom(authPages, (m) => m.LoginV2Page),
  registerV1: pageFrom(authPages, (m) => m.RegisterV1Page),
  registerV2: pageFrom(authPages, (m) => m.RegisterV2Page),
  registerMultiSteps: pageFrom(authPages, (m) => m.RegisterMultiStepsPage),
  forgotPasswordV1: pageFrom(authPages, (m) => m.ForgotPasswordV1Page),
  forgotPasswordV2: pageFrom(authPages, (m) => m.ForgotPasswordV2Page),
  resetPasswordV1: pageFrom(authPages, (m) => m.ResetPasswordV1Page),
  resetPasswordV2: pageFrom(authPages, (m) => m.ResetPasswordV2Page),
  twoStepsV1: pageFrom(authPages, (m) => m.TwoStepsV1Page),
  twoStepsV2: pageFrom(authPages, (m) => m.TwoStepsV2Page),
  verifyEmailV1: pageFrom(authPages, (m) => m.VerifyEmailV1Page),
  verifyEmailV2: pageFrom(authPages, (m) => m.VerifyEmailV2Page),
} satisfies FeaturePages
