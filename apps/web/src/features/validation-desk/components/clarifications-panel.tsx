import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  businessDayOf,
  clarificationItems,
  clarificationRequestSchema,
  documentChecklist,
  documentKinds,
  mayAnswerClarification,
  mayWorkValidationDesk,
  type ClarificationItem,
} from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../lib/use-session'
import type { ApplicationFile } from '../../../lib/application-file'
import { useAskClarification } from '../api/ask-clarification'
import { useClarifications } from '../api/get-clarifications'
import { ClarificationCard } from './clarification-card'
import { itemLabelKey } from './clarification-items'
import { CheckboxGroupField, FieldGrid, FormEnd, FormPanel, useContractForm } from '../../../components/form'
import { QueryState } from '../../../components/query-state'

/** The sections, and the documents of the product's checklist (plus 'otro'), are what an ally can fix. */
const offered = (application: ApplicationFile) => (item: ClarificationItem) =>
  !(documentKinds as readonly string[]).includes(item) ||
  item === 'otro' ||
  (documentChecklist[application.origin] as readonly string[]).includes(item)

/** Two days from today (Mexico City), the usual time an ally gets to answer. */
const defaultDue = () => businessDayOf(new Date(Date.now() + 2 * 86_400_000))

/** Clarifications: the desk asks the ally, the ally's sellers answer; the stage clock stands still meanwhile. */
export function ClarificationsPanel({ application }: { application: ApplicationFile }) {
  const { t } = useTranslation('validationDesk')
  const { rules } = useSession()
  const clarifications = useClarifications(application.origin, application.id)
  const mayAsk = mayWorkValidationDesk(rules) && application.stage === 'validacion'
  const mayAnswer = mayAnswerClarification(rules, application.origin)
  const data = clarifications.data
  return (
    <Stack spacing={3}>
      <QueryState
        namespace="validationDesk"
        query={clarifications}
        loadingLabel={t('validation.clarifications.loading')}
      />
      {data?.clockPaused && (
        <Alert severity="warning" data-testid="clock-paused">
          {t('validation.clarifications.paused')}
        </Alert>
      )}
      {mayAsk && <AskForm application={application} />}
      <Box>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('tabs.clarifications')}
        </Typography>
        {data?.clarifications.length === 0 && (
          <Typography color="text.secondary">{t('validation.clarifications.none')}</Typography>
        )}
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data?.clarifications.map((clarification) => (
            <ClarificationCard
              key={`${clarification.id}-${clarification.version}`}
              application={application}
              clarification={clarification}
              mayAnswer={mayAnswer}
            />
          ))}
        </Stack>
      </Box>
    </Stack>
  )
}

function AskForm({ application }: { application: ApplicationFile }) {
  const { t } = useTranslation('validationDesk')
  const ask = useAskClarification()
  const form = useContractForm(clarificationRequestSchema, {
    namespace: 'validationDesk',
    defaultValues: { items: [], message: '', dueOn: defaultDue() },
  })
  const submit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await ask.mutateAsync({ origin: application.origin, id: application.id, ...body })
      // The due date stays for the next request; what was asked starts over.
      form.resetField('items')
      form.resetField('message')
    } catch (error) {
      form.failWith(error)
    }
  })
  return (
    <FormPanel title={t('validation.clarifications.new')} onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        <CheckboxGroupField
          control={form.control}
          name="items"
          namespace="validationDesk"
          row
          label={t('validation.clarifications.items')}
          options={clarificationItems
            .filter(offered(application))
            .map((item) => ({ value: item, label: t(itemLabelKey(item)) }))}
        />
        <FieldGrid
          control={form.control}
          namespace="validationDesk"
          idPrefix="clarification"
          fields={[
            { name: 'message', labelKey: 'validation.clarifications.message', multiline: true },
            { name: 'dueOn', labelKey: 'validation.clarifications.dueOn', kind: 'date', size: 'third' },
          ]}
        />
      </Stack>
      <FormEnd
        message={form.serverError}
        label={t('validation.clarifications.ask')}
        disabled={ask.isPending}
      />
    </FormPanel>
  )
}
