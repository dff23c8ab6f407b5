import { campaignInputSchema, type CreditProduct, type Stage, type variableSources } from '@mesa/contracts'
import { z } from 'zod'

/** A template variable's source as the form holds it (one row per variable of the chosen template). */
export interface VariableDraft {
  source: (typeof variableSources)[number]
  fixed: string
}

/** The new campaign's form: whole numbers as typed, the schedule on the reader's clock, nothing chosen yet. */
export interface CampaignFormValues {
  name: string
  templateId: number | ''
  channelId: number | ''
  stages: Stage[]
  products: CreditProduct[]
  minDaysInStage: string
  ratePerMinute: string
  /** datetime-local text; empty sends at once. */
  scheduledAt: string
  variables: VariableDraft[]
}

export const emptyCampaign: CampaignFormValues = {
  name: '',
  templateId: '',
  channelId: '',
  stages: [],
  products: [],
  minDaysInStage: '0',
  ratePerMinute: '600',
  scheduledAt: '',
  variables: [],
}

export const defaultVariable = (): VariableDraft => ({ source: 'name', fixed: '' })

/** Text as a whole number; anything else goes as typed for the schema to name. */
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : text)

/** The form as the campaign contract's body: the audience grouped, the schedule as an ISO instant. */
export const toCampaignBody = (values: CampaignFormValues) => ({
  name: values.name,
  templateId: values.templateId,
  channelId: values.channelId,
  audience: {
    stages: values.stages,
    products: values.products,
    minDaysInStage: whole(values.minDaysInStage),
  },
  variables: values.variables,
  scheduledAt: values.scheduledAt ? new Date(values.scheduledAt).toISOString() : null,
  ratePerMinute: whole(values.ratePerMinute),
})

export const campaignFormSchema = z
  .custom<CampaignFormValues>()
  .transform((values): unknown => toCampaignBody(values))
  .pipe(campaignInputSchema)

/** Where a contract path lands on the form: the audience's parts on their own fields, a list on its field. */
export const campaignFieldOf = (path: string) => {
  const name = path.replace(/^audience\./, '')
  return /^(stages|products)\.\d+$/.test(name) ? name.replace(/\.\d+$/, '') : name
}
