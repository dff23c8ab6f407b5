import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  mayWorkFieldVisits,
  neighbourhoodRisks,
  researchResults,
  visitStages,
  addressResearchRequestSchema,
  type AddressResearchRequest,
} from '@mesa/contracts'
import type { z } from 'zod'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../lib/use-session'
import type { ApplicationFile } from '../../../lib/application-file'
import { formatDateTime } from '../../../lib/format'
import { QueryState } from '../../../components/query-state'
import { FieldGrid, FormEnd, FormPanel, useContractForm, type GridFieldSpec } from '../../../components/form'
import { useApplicationVisitWrites } from '../api/change-application-visit'
import { useApplicationVisit } from '../api/get-application-visit'

type Findings = Omit<AddressResearchRequest, 'version'>
const blank: Findings = {
  addressExists: true,
  addressMatches: true,
  mapsNotes: '',
  cadastralNotes: '',
  neighbourhoodRisk: 'bajo',
  result: 'consistente',
}

const fields: GridFieldSpec<z.input<typeof addressResearchRequestSchema>>[] = [
  { name: 'addressExists', labelKey: 'fieldVisit.research.addressExists', kind: 'checkbox' },
  { name: 'addressMatches', labelKey: 'fieldVisit.research.addressMatches', kind: 'checkbox' },
  {
    name: 'neighbourhoodRisk',
    labelKey: 'fieldVisit.research.neighbourhoodRisk',
    kind: 'select',
    options: neighbourhoodRisks,
    optionKey: 'fieldVisit.words.levels',
  },
  {
    name: 'result',
    labelKey: 'fieldVisit.research.result',
    kind: 'select',
    options: researchResults,
    optionKey: 'fieldVisit.research.results',
  },
  { name: 'mapsNotes', labelKey: 'fieldVisit.research.mapsNotes', multiline: true },
  { name: 'cadastralNotes', labelKey: 'fieldVisit.research.cadastralNotes', multiline: true },
]

/** physicsResearch: what maps, street view and the cadastre say about the address, recorded with its version. */
export function ResearchPanel({ application }: { application: ApplicationFile }) {
  const { t, i18n } = useTranslation('fieldVisits')
  const { rules } = useSession()
  const visit = useApplicationVisit(application.origin, application.id)
  const research = visit.data?.research ?? null
  const mayWrite = mayWorkFieldVisits(rules) && (visitStages as readonly string[]).includes(application.stage)
  return (
    <Stack spacing={2}>
      <QueryState namespace="fieldVisits" query={visit} loadingLabel={t('fieldVisit.loading')} />
      {visit.isSuccess && !research && (
        <Typography color="text.secondary">{t('fieldVisit.research.none')}</Typography>
      )}
      {research && (
        <Typography variant="body2">
          {t('fieldVisit.research.by', {
            name: research.researchedBy?.fullName ?? '—',
            date: formatDateTime(research.researchedAt, i18n.language),
          })}
        </Typography>
      )}
      {visit.isSuccess && (
        <ResearchForm
          key={research?.version ?? 0}
          application={application}
          initial={research ?? blank}
          version={research?.version}
          readOnly={!mayWrite}
        />
      )}
    </Stack>
  )
}

function ResearchForm(props: {
  application: ApplicationFile
  initial: Findings
  version: number | undefined
  readOnly: boolean
}) {
  const { t } = useTranslation('fieldVisits')
  const writes = useApplicationVisitWrites(props.application)
  const { initial } = props
  const form = useContractForm(addressResearchRequestSchema, {
    namespace: 'fieldVisits',
    defaultValues: {
      addressExists: initial.addressExists,
      addressMatches: initial.addressMatches,
      mapsNotes: initial.mapsNotes,
      cadastralNotes: initial.cadastralNotes,
      neighbourhoodRisk: initial.neighbourhoodRisk,
      result: initial.result,
      version: props.version,
    },
  })
  const submit = form.handleSubmit(async (values) => {
    form.clearServerError()
    try {
      await writes.research.mutateAsync(values)
    } catch (failure) {
      form.failWith(failure)
    }
  })
  return (
    <FormPanel title={t('fieldVisit.research.title')} onSubmit={(event) => void submit(event)}>
      {/* Outside the visit stages, or for readers, the findings show but do not edit. */}
      <FieldGrid
        control={form.control}
        namespace="fieldVisits"
        fields={fields}
        idPrefix="research"
        disabled={props.readOnly}
      />
      {!props.readOnly && (
        <FormEnd
          message={form.serverError}
          label={t('fieldVisit.research.save')}
          disabled={form.formState.isSubmitting}
        />
      )}
    </FormPanel>
  )
}
