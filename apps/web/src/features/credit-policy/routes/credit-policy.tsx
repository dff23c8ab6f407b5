import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { creditProducts, rulesAreAdministrator, type CreditProduct } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useSession } from '../../../lib/use-session'
import { usePolicyHistory } from '../api/get-policy-history'
import { PolicyForm } from '../components/policy-form'
import { PolicyHistory } from '../components/policy-history'

/** /apps/credit-policy: the lender's credit policy per product, its form (administrators save) and its versions. */
export function Component() {
  const { t } = useTranslation('creditPolicy')
  const { rules } = useSession()
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('product') as CreditProduct | null
  const product: CreditProduct = requested && creditProducts.includes(requested) ? requested : 'auto'
  const history = usePolicyHistory(product)
  const versions = history.data?.versions ?? []
  const current = versions[0]
  const editable = rulesAreAdministrator(rules)

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t(editable ? 'subtitle' : 'subtitleReadOnly')}</Typography>
      </div>
      <Tabs
        value={product}
        onChange={(_event, value: CreditProduct) => setSearchParams({ product: value }, { replace: true })}
        aria-label={t('products.label')}
        sx={{ '& .MuiTab-root.Mui-selected': { color: 'text.primary' } }}
      >
        {creditProducts.map((name) => (
          <Tab key={name} value={name} label={t(`products.${name}`)} />
        ))}
      </Tabs>
      {history.isPending && <LinearProgress aria-label={t('loading')} />}
      {history.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void history.refetch()}>
              {t('reload')}
            </Button>
          }
        >
          {t('errors.generic')}
        </Alert>
      )}
      {current && (
        <>
          <Card>
            <CardHeader
              title={t('form.title', { version: current.version })}
              slotProps={{ title: { component: 'h2', variant: 'h6' } }}
            />
            <CardContent>
              <PolicyForm
                key={current.id}
                policy={current}
                editable={editable}
                onReload={() => void history.refetch()}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader
              title={t('history.title')}
              slotProps={{ title: { component: 'h2', variant: 'h6' } }}
            />
            <CardContent>
              <PolicyHistory versions={versions} />
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  )
}
