import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useDemoFormat } from '../components/format'
import { stepSchemas as checkoutSteps } from '../wizards/checkout-steps'
import { WizardFrame, type WizardStep } from '../wizards/wizard-frame'
import { requiredText } from '../wizards/wizard-rules'

/** The pricing page's plans, monthly price in cents. */
const paymentPlans = { basic: 0, standard: 4_900, enterprise: 19_900 } as const
type Plan = keyof typeof paymentPlans

interface PaymentValues {
  plan: Plan
  billingName: string
  postalCode: string
  cardName: string
  cardNumber: string
  expiry: string
  cvv: string
}

const planNames = Object.keys(paymentPlans) as Plan[]
const steps: WizardStep<PaymentValues>[] = [
  {
    name: 'plan',
    schema: z.object({
      plan: z.enum(planNames as [Plan, ...Plan[]]),
      billingName: requiredText(120),
      postalCode: z
        .string()
        .trim()
        .regex(/^\d{5}$/, 'invalid_format'),
    }),
    fields: [
      {
        name: 'plan',
        labelKey: 'payment.fields.plan',
        kind: 'select',
        options: planNames,
        optionKey: 'payment.plans',
      },
      { name: 'billingName', labelKey: 'payment.fields.billingName', size: 'half' },
      { name: 'postalCode', labelKey: 'payment.fields.postalCode', size: 'half', inputMode: 'numeric' },
    ],
  },
  {
    name: 'card',
    // The checkout wizard's card rules: Luhn check digit, an expiry not in the past.
    schema: checkoutSteps.payment,
    fields: [
      { name: 'cardName', labelKey: 'checkout.fields.cardName', size: 'half' },
      { name: 'cardNumber', labelKey: 'checkout.fields.cardNumber', size: 'half', inputMode: 'numeric' },
      { name: 'expiry', labelKey: 'checkout.fields.expiry', size: 'half' },
      { name: 'cvv', labelKey: 'checkout.fields.cvv', size: 'half', inputMode: 'numeric' },
    ],
  },
]

function PaymentSummary({ values }: { values: PaymentValues }) {
  const { t } = useTranslation('demo')
  const format = useDemoFormat()
  return (
    <List dense>
      <ListItem disableGutters>
        <ListItemText
          primary={`${t(`payment.plans.${values.plan}`)} · ${t('payment.perMonth', { price: format.money(paymentPlans[values.plan]) })}`}
          secondary={t('payment.fields.plan')}
        />
      </ListItem>
      <ListItem disableGutters>
        <ListItemText
          primary={t('checkout.cardEnding', { last: values.cardNumber.replace(/\s+/g, '').slice(-4) })}
          secondary={`${values.billingName} · ${values.postalCode}`}
        />
      </ListItem>
    </List>
  )
}

/** /front-pages/payment: a plan and a card, validated step by step; nothing is charged (demo). */
export function Component() {
  const { t } = useTranslation('demo')
  const format = useDemoFormat()
  return (
    <WizardFrame<PaymentValues>
      prefix="payment"
      steps={steps}
      initialValues={{
        plan: 'standard' as Plan,
        billingName: '',
        postalCode: '',
        cardName: '',
        cardNumber: '',
        expiry: '',
        cvv: '',
      }}
      summary={(values) => <PaymentSummary values={values} />}
      doneText={(values) => t('payment.done', { price: format.money(paymentPlans[values.plan]) })}
    />
  )
}
