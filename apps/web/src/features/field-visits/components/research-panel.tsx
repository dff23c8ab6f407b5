import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  mayWorkFieldVisits,
  neighbourhoodRisks,
  researchResults,
  visitStages,
  type AddressResearchRequest,
} from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../lib/use-session'
import type { ApplicationFile } from '../../../lib/application-file'
import { formatDateTime } from '../../../lib/format'
import {
  ChoiceField,
  DeskForm,
  FormEnd,
  LongTextField,
  QueryState,
  useDeskErrors,
} from '../../../components/desk-fields'
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
  const errors = useDeskErrors('fieldVisits')
  const [value, setValue] = useState<Findings>({
    addressExists: props.initial.addressExists,
    addressMatches: props.initial.addressMatches,
    mapsNotes: props.initial.mapsNotes,
    cadastralNotes: props.initial.cadastralNotes,
    neighbourhoodRisk: props.initial.neighbourhoodRisk,
    result: props.initial.result,
  })
  const check = (field: 'addressExists' | 'addressMatches') => (
    <FormControlLabel
      label={t(`fieldVisit.research.${field}`)}
      control={
        <Checkbox
          checked={value[field]}
          disabled={props.readOnly}
          onChange={(event) => setValue({ ...value, [field]: event.target.checked })}
        />
      }
    />
  )
  return (
    <DeskForm
      title={t('fieldVisit.research.title')}
      onSubmit={(event) => {
        event.preventDefault()
        errors.clear()
        writes.research.mutate(
          { ...value, ...(props.version && { version: props.version }) },
          { onError: errors.fail },
        )
      }}
    >
      {/* Outside the visit stages, or for readers, the findings show but do not edit (a disabled fieldset). */}
      <Box component="fieldset" disabled={props.readOnly} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Stack spacing={2}>
          {check('addressExists')}
          {check('addressMatches')}
          <ChoiceField
            id="research-risk"
            label={t('fieldVisit.research.neighbourhoodRisk')}
            value={value.neighbourhoodRisk}
            onChange={(next) =>
              setValue({ ...value, neighbourhoodRisk: next as Findings['neighbourhoodRisk'] })
            }
            options={neighbourhoodRisks.map((risk) => ({
              value: risk,
              label: t(`fieldVisit.words.levels.${risk}`),
            }))}
          />
          <ChoiceField
            id="research-result"
            label={t('fieldVisit.research.result')}
            value={value.result}
            onChange={(next) => setValue({ ...value, result: next as Findings['result'] })}
            options={researchResults.map((result) => ({
              value: result,
              label: t(`fieldVisit.research.results.${result}`),
            }))}
          />
        </Stack>
        <LongTextField
          id="research-maps"
          label={t('fieldVisit.research.mapsNotes')}
          value={value.mapsNotes}
          onChange={(mapsNotes) => setValue({ ...value, mapsNotes })}
          error={errors.fieldError('mapsNotes')}
        />
        <LongTextField
          id="research-cadastre"
          label={t('fieldVisit.research.cadastralNotes')}
          value={value.cadastralNotes}
          onChange={(cadastralNotes) => setValue({ ...value, cadastralNotes })}
          error={errors.fieldError('cadastralNotes')}
        />
      </Box>
      {!props.readOnly && (
        <FormEnd
          message={errors.message}
          label={t('fieldVisit.research.save')}
          disabled={writes.research.isPending}
        />
      )}
    </DeskForm>
  )
}
