import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useDemoFormat } from '../components/format'
import {
  dealAudiences,
  dealDiscount,
  dealInitialValues,
  dealRegions,
  dealStepSchemas,
  dealTypes,
  type DealValues,
} from './create-deal-steps'
import { WizardFrame, type WizardStep } from './wizard-frame'

const steps: WizardStep<DealValues>[] = [
  {
    name: 'type',
    schema: dealStepSchemas.type,
    fields: (values) => [
      {
        name: 'dealType',
        labelKey: 'createDeal.fields.dealType',
        kind: 'select',
        size: 'third',
        options: dealTypes,
        optionKey: 'createDeal.dealTypes',
      },
      values.dealType === 'flat'
        ? { name: 'flatCents', labelKey: 'createDeal.fields.flatCents', kind: 'money', size: 'third' }
        : { name: 'percent', labelKey: 'createDeal.fields.percent', size: 'third', inputMode: 'numeric' },
      {
        name: 'region',
        labelKey: 'createDeal.fields.region',
        kind: 'select',
        size: 'third',
        options: dealRegions,
        optionKey: 'createDeal.regions',
      },
    ],
  },
  {
    name: 'details',
    schema: dealStepSchemas.details,
    fields: [
      { name: 'title', labelKey: 'createDeal.fields.title', size: 'half' },
      { name: 'code', labelKey: 'createDeal.fields.code', size: 'half', helperKey: 'createDeal.codeHelp' },
      { name: 'startDate', labelKey: 'createDeal.fields.startDate', kind: 'date', size: 'half' },
      { name: 'endDate', labelKey: 'createDeal.fields.endDate', kind: 'date', size: 'half' },
      { name: 'description', labelKey: 'createDeal.fields.description', multiline: true },
    ],
  },
  {
    name: 'usage',
    schema: dealStepSchemas.usage,
    fields: [
      {
        name: 'audience',
        labelKey: 'createDeal.fields.audience',
        kind: 'select',
        size: 'third',
        options: dealAudiences,
        optionKey: 'createDeal.audiences',
      },
      { name: 'maxUses', labelKey: 'createDeal.fields.maxUses', size: 'third', inputMode: 'numeric' },
      { name: 'minCartCents', labelKey: 'createDeal.fields.minCartCents', kind: 'money', size: 'third' },
      { name: 'notify', labelKey: 'createDeal.fields.notify', kind: 'switch' },
    ],
  },
]

/** A sample cart the summary prices the deal on, so the discount is seen in money. */
const SAMPLE_CART_CENTS = 249_900

function DealSummary({ values }: { values: DealValues }) {
  const { t } = useTranslation('demo')
  const format = useDemoFormat()
  const type = dealStepSchemas.type.parse(values)
  const usage = dealStepSchemas.usage.parse(values)
  const off = dealDiscount(type, SAMPLE_CART_CENTS, usage.minCartCents)
  const rows: Array<[string, string]> = [
    ['title', `${values.title} (${values.code})`],
    ['dealType', type.dealType === 'percentage' ? `${type.percent} %` : format.money(type.flatCents)],
    ['region', t(`createDeal.regions.${values.region}`)],
    ['dates', `${format.day(values.startDate)} – ${format.day(values.endDate)}`],
    ['audience', t(`createDeal.audiences.${values.audience}`)],
    ['maxUses', format.number(usage.maxUses)],
    ['minCartCents', format.money(usage.minCartCents)],
  ]
  return (
    <>
      <List dense>
        {rows.map(([key, value]) => (
          <ListItem key={key} disableGutters>
            <ListItemText primary={value} secondary={t(`createDeal.summary.${key}`)} />
          </ListItem>
        ))}
      </List>
      <Typography>
        {t('createDeal.summary.example', {
          cart: format.money(SAMPLE_CART_CENTS),
          off: format.money(off),
          pays: format.money(SAMPLE_CART_CENTS - off),
        })}
      </Typography>
    </>
  )
}

/** /wizard-examples/create-deal: deal type, details and usage, each step validated, then the summary. */
export function Component() {
  const { t } = useTranslation('demo')
  return (
    <WizardFrame
      prefix="createDeal"
      steps={steps}
      initialValues={dealInitialValues}
      summary={(values) => <DealSummary values={values} />}
      doneText={(values) => t('createDeal.done', { code: values.code })}
    />
  )
}
