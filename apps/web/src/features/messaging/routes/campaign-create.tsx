import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import {
  campaignInputSchema,
  creditProducts,
  screens,
  stages,
  variableNumbers,
  variableSources,
} from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { generatePath, useNavigate } from 'react-router'
import { placeFieldErrors, useErrorText } from '../../../lib/error-text'
import { useChannels, useCreateCampaign, type CampaignInput } from '../api/campaigns'
import { useTemplates } from '../api/templates'

type Values = Required<Omit<CampaignInput, 'audience' | 'variables' | 'scheduledAt'>> & {
  stages: string[]
  products: string[]
  minDaysInStage: number
  variables: { source: (typeof variableSources)[number]; fixed: string }[]
  /** datetime-local text; empty sends at once. */
  scheduledAt: string
}

const empty: Values = {
  name: '',
  templateId: 0,
  channelId: 0,
  stages: [],
  products: [],
  minDaysInStage: 0,
  variables: [],
  scheduledAt: '',
  ratePerMinute: 600,
}

/** /apps/campaigns/create (create campaigns): a template to an audience of applicants, at a polite rate. */
export function Component() {
  const { t } = useTranslation('messaging')
  const { fieldText, callText } = useErrorText('messaging')
  const navigate = useNavigate()
  const templates = useTemplates({ status: 'approved', itemsPerPage: 100 })
  const channels = useChannels()
  const create = useCreateCampaign()
  const [values, setValues] = useState<Values>(empty)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState('')
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }))
  const template = templates.data?.items.find((row) => row.id === values.templateId)
  const variableCount = template ? new Set(variableNumbers(template.body)).size : 0
  const variables = Array.from(
    { length: variableCount },
    (_, index) => values.variables[index] ?? { source: 'name' as const, fixed: '' },
  )
  const input: CampaignInput = {
    name: values.name,
    templateId: values.templateId,
    channelId: values.channelId,
    audience: {
      stages: values.stages as CampaignInput['audience']['stages'],
      products: values.products as CampaignInput['audience']['products'],
      minDaysInStage: values.minDaysInStage,
    },
    variables,
    scheduledAt: values.scheduledAt ? new Date(values.scheduledAt).toISOString() : null,
    ratePerMinute: values.ratePerMinute,
  }
  const save = async () => {
    setFailure('')
    const parsed = campaignInputSchema.safeParse(input)
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])))
      return
    }
    setErrors({})
    try {
      const campaign = await create.mutateAsync(input)
      await navigate(generatePath(screens.campaignDetail.path, { id: String(campaign.id) }))
    } catch (error) {
      const placed: Record<string, string> = {}
      if (placeFieldErrors(error, (field, entry) => Boolean((placed[field] = entry)))) setErrors(placed)
      else setFailure(callText(error))
    }
  }
  const error = (field: string) =>
    errors[field] ? { error: true, helperText: fieldText(errors[field], field) } : {}
  const multiple = (field: 'stages' | 'products', options: readonly string[], prefix: string) => (
    <TextField
      select
      fullWidth
      size="small"
      label={t(`campaign.fields.${field}`)}
      value={values[field]}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (picked) => (picked as string[]).map((value) => t(`${prefix}.${value}`)).join(', '),
        },
      }}
      onChange={(event) => set(field, event.target.value as unknown as string[])}
      helperText={t('campaign.emptyMeansAll')}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {t(`${prefix}.${option}`)}
        </MenuItem>
      ))}
    </TextField>
  )

  return (
    <Paper sx={{ p: 3, maxWidth: 820 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {t('campaign.new')}
      </Typography>
      <Stack spacing={2}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextField
          size="small"
          label={t('columns.name')}
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          {...error('name')}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            fullWidth
            size="small"
            label={t('template')}
            value={values.templateId || ''}
            onChange={(event) => set('templateId', Number(event.target.value))}
            {...error('templateId')}
          >
            {(templates.data?.items ?? []).map((row) => (
              <MenuItem key={row.id} value={row.id}>
                {row.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            fullWidth
            size="small"
            label={t('campaign.fields.channel')}
            value={values.channelId || ''}
            onChange={(event) => set('channelId', Number(event.target.value))}
            {...error('channelId')}
          >
            {(channels.data ?? []).map((channel) => (
              <MenuItem key={channel.id} value={channel.id}>
                {channel.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {template && (
          <Alert severity="info" icon={false}>
            {template.body}
          </Alert>
        )}
        {variables.map((variable, index) => (
          <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              size="small"
              sx={{ minWidth: 240 }}
              label={t('variable', { number: index + 1 })}
              value={variable.source}
              onChange={(event) =>
                set(
                  'variables',
                  variables.map((row, at) =>
                    at === index ? { ...row, source: event.target.value as typeof row.source } : row,
                  ),
                )
              }
            >
              {variableSources.map((source) => (
                <MenuItem key={source} value={source}>
                  {t(`campaign.sources.${source}`)}
                </MenuItem>
              ))}
            </TextField>
            {variable.source === 'fixed' && (
              <TextField
                size="small"
                fullWidth
                label={t('campaign.fields.fixed')}
                value={variable.fixed}
                onChange={(event) =>
                  set(
                    'variables',
                    variables.map((row, at) => (at === index ? { ...row, fixed: event.target.value } : row)),
                  )
                }
                {...error(`variables.${index}.fixed`)}
              />
            )}
          </Stack>
        ))}
        <Typography variant="subtitle2">{t('campaign.audience')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {multiple('stages', stages, 'stage')}
          {multiple('products', creditProducts, 'product')}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            size="small"
            type="number"
            label={t('campaign.fields.minDaysInStage')}
            value={values.minDaysInStage}
            onChange={(event) => set('minDaysInStage', Number(event.target.value))}
            {...error('audience.minDaysInStage')}
          />
          <TextField
            size="small"
            type="number"
            label={t('campaign.fields.ratePerMinute')}
            value={values.ratePerMinute}
            onChange={(event) => set('ratePerMinute', Number(event.target.value))}
            {...error('ratePerMinute')}
          />
          <TextField
            size="small"
            type="datetime-local"
            label={t('campaign.fields.scheduledAt')}
            value={values.scheduledAt}
            onChange={(event) => set('scheduledAt', event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            {...error('scheduledAt')}
          />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => void navigate(screens.campaigns.path)}>{t('campaign.cancel')}</Button>
          <Button variant="contained" disabled={create.isPending} onClick={() => void save()}>
            {t('campaign.create')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  )
}
