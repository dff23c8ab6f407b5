import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import { useTranslation } from 'react-i18next'
import {
  registerInitialValues,
  registerPlans,
  registerStepSchemas,
  type RegisterValues,
} from './register-steps'
import { WizardFrame, type WizardStep } from './wizard-frame'

const field = (name: keyof RegisterValues, extra: object = {}) => ({
  name,
  labelKey: `register.fields.${name}`,
  size: 'half' as const,
  ...extra,
})

const steps: WizardStep<RegisterValues>[] = [
  {
    name: 'account',
    schema: registerStepSchemas.account,
    fields: [
      field('username', { autoComplete: 'off', helperKey: 'register.usernameHelp' }),
      field('email', { type: 'email' }),
      field('password', { type: 'password', autoComplete: 'new-password' }),
      field('confirm', { type: 'password', autoComplete: 'new-password' }),
    ],
  },
  {
    name: 'personal',
    schema: registerStepSchemas.personal,
    fields: [
      field('firstName'),
      field('lastName'),
      field('phone', { type: 'tel' }),
      field('postalCode', { inputMode: 'numeric' }),
    ],
  },
  {
    name: 'plan',
    schema: registerStepSchemas.plan,
    fields: [
      field('plan', { kind: 'select', options: registerPlans, optionKey: 'register.plans', size: 'full' }),
      field('terms', { kind: 'checkbox', size: 'full' }),
    ],
  },
]

function RegisterSummary({ values }: { values: RegisterValues }) {
  const { t } = useTranslation('demo')
  const rows: Array<[string, string]> = [
    ['account', `${values.username} · ${values.email}`],
    ['personal', `${values.firstName} ${values.lastName} · ${values.phone} · ${values.postalCode}`],
    ['plan', t(`register.plans.${values.plan}`)],
  ]
  return (
    <List dense>
      {rows.map(([key, value]) => (
        <ListItem key={key} disableGutters>
          <ListItemText primary={value} secondary={t(`register.steps.${key}`)} />
        </ListItem>
      ))}
    </List>
  )
}

/**
 * /pages/auth/register-multi-steps-v1 and -v2: account, personal details and plan, each step validated, then
 * a summary that says, clearly, that no account was created (the product's real sign-up is /register).
 */
export function RegisterWizard({ variant }: { variant: 'v1' | 'v2' }) {
  const { t } = useTranslation('demo')
  return (
    <WizardFrame
      prefix="register"
      titleKey={`register.title_${variant}`}
      orientation={variant === 'v2' ? 'vertical' : 'horizontal'}
      steps={steps}
      initialValues={registerInitialValues}
      summary={(values) => <RegisterSummary values={values} />}
      doneText={(values) => t('register.done', { email: values.email })}
    />
  )
}
