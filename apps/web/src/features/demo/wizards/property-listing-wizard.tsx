import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import { useTranslation } from 'react-i18next'
import type { GridFieldSpec } from '../../../components/form'
import { useDemoFormat } from '../components/format'
import {
  furnishings,
  listerKinds,
  pricePerM2,
  propertyInitialValues,
  propertyKinds,
  propertyStepSchemas,
  type PropertyValues,
} from './property-listing-steps'
import { WizardFrame, type WizardStep } from './wizard-frame'

const field = (name: keyof PropertyValues, extra: Partial<GridFieldSpec<PropertyValues>> = {}) => ({
  name,
  labelKey: `propertyListing.fields.${name}`,
  size: 'half' as const,
  ...extra,
})
const count = { inputMode: 'numeric' as const, size: 'third' as const }

const steps: WizardStep<PropertyValues>[] = [
  {
    name: 'lister',
    schema: propertyStepSchemas.lister,
    fields: [
      field('listerKind', { kind: 'select', options: listerKinds, optionKey: 'propertyListing.listerKinds' }),
      field('fullName', { autoComplete: 'name' }),
      field('email', { type: 'email', autoComplete: 'email' }),
      field('phone', { type: 'tel', inputMode: 'tel' }),
    ],
  },
  {
    name: 'property',
    schema: propertyStepSchemas.property,
    fields: [
      field('propertyKind', {
        kind: 'select',
        options: propertyKinds,
        optionKey: 'propertyListing.propertyKinds',
      }),
      field('street'),
      field('city'),
      field('postalCode', { inputMode: 'numeric' }),
    ],
  },
  {
    name: 'features',
    schema: propertyStepSchemas.features,
    fields: [
      field('bedrooms', count),
      field('bathrooms', count),
      field('parking', count),
      field('furnishing', { kind: 'select', options: furnishings, optionKey: 'propertyListing.furnishings' }),
    ],
  },
  {
    name: 'price',
    schema: propertyStepSchemas.price,
    fields: [
      field('areaM2', { inputMode: 'numeric', size: 'third' }),
      field('priceCents', { kind: 'money', size: 'third' }),
      field('maintenanceCents', { kind: 'money', size: 'third' }),
    ],
  },
]

function PropertySummary({ values }: { values: PropertyValues }) {
  const { t } = useTranslation('demo')
  const format = useDemoFormat()
  const features = propertyStepSchemas.features.parse(values)
  const price = propertyStepSchemas.price.parse(values)
  const rows: Array<[string, string]> = [
    [
      'lister',
      `${values.fullName} · ${t(`propertyListing.listerKinds.${values.listerKind}`)} · ${values.email}`,
    ],
    [
      'property',
      `${t(`propertyListing.propertyKinds.${values.propertyKind}`)} · ${values.street}, ${values.city} ${values.postalCode}`,
    ],
    [
      'features',
      t('propertyListing.summary.rooms', {
        bedrooms: features.bedrooms,
        bathrooms: features.bathrooms,
        parking: features.parking,
      }),
    ],
    ['price', `${format.money(price.priceCents)} · ${format.number(price.areaM2)} m²`],
    ['perM2', format.money(pricePerM2(price.priceCents, price.areaM2))],
    ['maintenance', format.money(price.maintenanceCents)],
  ]
  return (
    <List dense>
      {rows.map(([key, value]) => (
        <ListItem key={key} disableGutters>
          <ListItemText primary={value} secondary={t(`propertyListing.summary.${key}`)} />
        </ListItem>
      ))}
    </List>
  )
}

/** /wizard-examples/property-listing: lister, property, features and price, each validated, then the summary. */
export function Component() {
  const { t } = useTranslation('demo')
  return (
    <WizardFrame
      prefix="propertyListing"
      steps={steps}
      initialValues={propertyInitialValues}
      summary={(values) => <PropertySummary values={values} />}
      doneText={(values) => t('propertyListing.done', { name: values.fullName })}
    />
  )
}
