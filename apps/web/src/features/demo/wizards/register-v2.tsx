import { RegisterWizard } from './register-wizard'

/** /pages/auth/register-multi-steps-v2: the steps down the side. */
export const Component = () => <RegisterWizard variant="v2" />
