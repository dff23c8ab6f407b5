import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Step from '@mui/material/Step'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ScreenHeader } from '../../../components/list-screen'
import { DemoBanner } from '../components/demo-banner'
import { useDemoFormat } from '../components/format'
import { CheckoutFields, type CheckoutValues } from './checkout-fields'
import { cartItems, cartTotal, stepSchemas, type StepName } from './checkout-steps'

const steps: Array<StepName | 'confirm'> = ['cart', 'address', 'payment', 'confirm']

const initialValues: CheckoutValues = {
  quantities: Object.fromEntries(cartItems.map((item) => [item.id, 1])),
  fullName: '',
  street: '',
  postalCode: '',
  phone: '',
  cardName: '',
  cardNumber: '',
  expiry: '',
  cvv: '',
}

/** /wizard-examples/checkout: cart, address, payment and confirmation; each step validated before the next. */
export function Component() {
  const { t } = useTranslation('demo')
  const format = useDemoFormat()
  const [active, setActive] = useState(0)
  const [values, setValues] = useState(initialValues)
  const [problems, setProblems] = useState<Record<string, string>>({})
  const [placed, setPlaced] = useState(false)
  const step = steps[active]!

  const next = () => {
    if (step !== 'confirm') {
      const result = stepSchemas[step].safeParse(values)
      if (!result.success) {
        setProblems(
          Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
        )
        return
      }
    }
    setProblems({})
    if (step === 'confirm') setPlaced(true)
    else setActive(active + 1)
  }

  return (
    <>
      <ScreenHeader title={t('checkout.title')} />
      <DemoBanner />
      <Card>
        <CardContent>
          <Stepper activeStep={placed ? steps.length : active} alternativeLabel sx={{ mb: 4 }}>
            {steps.map((name) => (
              <Step key={name}>
                <StepLabel>{t(`checkout.steps.${name}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {placed ? (
            <Alert severity="success">
              {t('checkout.placed', { total: format.money(cartTotal(values.quantities)) })}
            </Alert>
          ) : (
            <>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {t(`checkout.steps.${step}`)}
              </Typography>
              <CheckoutFields step={step} values={values} problems={problems} onChange={setValues} />
              <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3 }}>
                <Button disabled={active === 0} onClick={() => setActive(active - 1)}>
                  {t('checkout.back')}
                </Button>
                <Button variant="contained" onClick={next}>
                  {t(step === 'confirm' ? 'checkout.place' : 'checkout.next')}
                </Button>
              </Box>
            </>
          )}
        </CardContent>
      </Card>
    </>
  )
}
