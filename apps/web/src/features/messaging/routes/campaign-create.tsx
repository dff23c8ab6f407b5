import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { creditProducts, screens, stages, variableNumbers, variableSources } from '@mesa/contracts'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { generatePath, useNavigate } from 'react-router'
import { FormField, useContractForm } from '../../../components/form'
import { MultiSelectField } from '../../../components/form/multi-select-field'
import { useChannels, useCreateCampaign } from '../api/campaigns'
import { useTemplates } from '../api/templates'
import {
  campaignFieldOf,
  campaignFormSchema,
  defaultVariable,
  emptyCampaign,
} from '../components/campaign-form-values'

/** /apps/campaigns/create (create campaigns): a template to an audience of applicants, at a polite rate. */
export function Component() {
  const { t } = useTranslation('messaging')
  const navigate = useNavigate()
  const templates = useTemplates({ status: 'approved', itemsPerPage: 100 })
  const channels = useChannels()
  const create = useCreateCampaign()
  const form = useContractForm(campaignFormSchema, {
    namespace: 'messaging',
    checkFieldOf: campaignFieldOf,
    defaultValues: emptyCampaign,
  })
  const [templateId, variables] = useWatch({ control: form.control, name: ['templateId', 'variables'] })
  const template = templates.data?.items.find((row) => row.id === templateId)
  // One source per variable of the picked template (those already chosen are kept).
  const pickTemplate = (id: string | number) => {
    const picked = templates.data?.items.find((row) => row.id === id)
    const count = picked ? new Set(variableNumbers(picked.body)).size : 0
    const current = form.getValues('variables')
    form.setValue(
      'variables',
      Array.from({ length: count }, (_, index) => current[index] ?? defaultVariable()),
    )
  }
  const submit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      const campaign = await create.mutateAsync(body)
      await navigate(generatePath(screens.campaignDetail.path, { id: String(campaign.id) }))
    } catch (error) {
      form.failWith(error)
    }
  })
  const field = { control: form.control, namespace: 'messaging' }
  const choices = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }))

  return (
    <Paper sx={{ p: 3, maxWidth: 820 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {t('campaign.new')}
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
        {form.serverError && <Alert severity="error">{form.serverError}</Alert>}
        <FormField {...field} name="name" label={t('columns.name')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormField
            {...field}
            name="templateId"
            numeric
            label={t('template')}
            onPicked={pickTemplate}
            options={(templates.data?.items ?? []).map((row) => ({ value: row.id, label: row.name }))}
          />
          <FormField
            {...field}
            name="channelId"
            numeric
            label={t('campaign.fields.channel')}
            options={(channels.data ?? []).map((channel) => ({ value: channel.id, label: channel.name }))}
          />
        </Stack>
        {template && (
          <Alert severity="info" icon={false}>
            {template.body}
          </Alert>
        )}
        {variables.map((variable, index) => (
          <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Stack sx={{ minWidth: 240 }}>
              <FormField
                {...field}
                name={`variables.${index}.source`}
                label={t('variable', { number: index + 1 })}
                options={choices(variableSources, 'campaign.sources')}
              />
            </Stack>
            {variable.source === 'fixed' && (
              <FormField {...field} name={`variables.${index}.fixed`} label={t('campaign.fields.fixed')} />
            )}
          </Stack>
        ))}
        <Typography variant="subtitle2">{t('campaign.audience')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <MultiSelectField
            {...field}
            name="stages"
            label={t('campaign.fields.stages')}
            helperText={t('campaign.emptyMeansAll')}
            options={choices(stages, 'stage')}
          />
          <MultiSelectField
            {...field}
            name="products"
            label={t('campaign.fields.products')}
            helperText={t('campaign.emptyMeansAll')}
            options={choices(creditProducts, 'product')}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormField
            {...field}
            name="minDaysInStage"
            type="number"
            label={t('campaign.fields.minDaysInStage')}
          />
          <FormField
            {...field}
            name="ratePerMinute"
            type="number"
            label={t('campaign.fields.ratePerMinute')}
          />
          <FormField {...field} name="scheduledAt" kind="datetime" label={t('campaign.fields.scheduledAt')} />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => void navigate(screens.campaigns.path)}>{t('campaign.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('campaign.create')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  )
}
