import { RegisterWizard } from './register-wizard'

/** /pages/auth/register-multi-steps-v1: the steps across the top. */
export const RegisterAcrossPage = () => <RegisterWizard variant="v1" />

/** /pages/auth/register-multi-steps-v2: the steps down the side. */
export const RegisterDownPage = () => <RegisterWizard variant="v2" />
