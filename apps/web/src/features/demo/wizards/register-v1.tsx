import { RegisterWizard } from './register-wizard'

/** /pages/auth/register-multi-steps-v1: the steps across the top. */
export const Component = () => <RegisterWizard variant="v1" />
