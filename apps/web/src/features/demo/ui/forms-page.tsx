import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldGrid, useContractForm } from '../../../components/form'
import type { DemoForm } from './dialog-forms'
import { formSamples } from './form-samples'
import { Example, Examples, ShowcasePage } from './showcase'

type SampleName = keyof typeof formSamples

/** One sample form: its layout, its zod rules shown field by field, and "demo: nothing sent" once valid. */
function SampleForm({ name, wide }: { name: SampleName; wide?: boolean }) {
  const { t } = useTranslation('demo')
  const sample: DemoForm = formSamples[name]
  const [sent, setSent] = useState(false)
  const form = useContractForm(sample.schema, { namespace: 'demo', defaultValues: sample.defaults })
  const submit = form.handleSubmit(() => setSent(true))
  return (
    <Example title={t(`ui.forms.${name}`)} wide={wide}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        {sent && (
          <Alert severity="success" sx={{ mb: 2 }} onClose={() => setSent(false)} role="status">
            {t('ui.forms.sent')}
          </Alert>
        )}
        <FieldGrid
          control={form.control}
          namespace="demo"
          idPrefix={name}
          fields={sample.fields}
          breakpoint="md"
        />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
          <Button
            onClick={() => {
              form.reset(sample.defaults)
              setSent(false)
            }}
          >
            {t('ui.forms.reset')}
          </Button>
          <Button type="submit" variant="contained">
            {t('ui.forms.submit')}
          </Button>
        </Box>
      </Box>
    </Example>
  )
}

/** /forms/form-layouts: one-column and multi-column layouts, pickers, switches, and validation with zod. */
export function Component() {
  return (
    <ShowcasePage page="forms">
      <Examples>
        <SampleForm name="account" />
        <SampleForm name="personal" />
      </Examples>
    </ShowcasePage>
  )
}
