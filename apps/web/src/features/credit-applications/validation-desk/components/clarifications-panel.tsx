import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import {
  businessDayOf,
  clarificationItems,
  documentChecklist,
  documentKinds,
  mayAnswerClarification,
  mayWorkValidationDesk,
  type ClarificationItem,
} from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../../lib/use-session'
import type { ApplicationFile } from '../../../../lib/application-file'
import { useAskClarification } from '../api/ask-clarification'
import { useClarifications } from '../api/get-clarifications'
import { ClarificationCard } from './clarification-card'
import { itemLabelKey } from './clarification-items'
import {
  DeskForm,
  FormEnd,
  LongTextField,
  QueryState,
  useDeskErrors,
} from '../../../../components/desk-fields'

/** The sections, and the documents of the product's checklist (plus 'otro'), are what an ally can fix. */
const offered = (application: ApplicationFile) => (item: ClarificationItem) =>
  !(documentKinds as readonly string[]).includes(item) ||
  item === 'otro' ||
  (documentChecklist[application.origin] as readonly string[]).includes(item)

/** Two days from today (Mexico City), the usual time an ally gets to answer. */
const defaultDue = () => businessDayOf(new Date(Date.now() + 2 * 86_400_000))

/** Clarifications: the desk asks the ally, the ally's sellers answer; the stage clock stands still meanwhile. */
export function ClarificationsPanel({ application }: { application: ApplicationFile }) {
  const { t } = useTranslation('applications')
  const { rules } = useSession()
  const clarifications = useClarifications(application.origin, application.id)
  const mayAsk = mayWorkValidationDesk(rules) && application.stage === 'validacion'
  const mayAnswer = mayAnswerClarification(rules, application.origin)
  const data = clarifications.data
  return (
    <Stack spacing={3}>
      <QueryState
        namespace="applications"
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
  const { t } = useTranslation('applications')
  const ask = useAskClarification()
  const errors = useDeskErrors('applications')
  const [items, setItems] = useState<ClarificationItem[]>([])
  const [message, setMessage] = useState('')
  const [dueOn, setDueOn] = useState(defaultDue)
  const toggle = (item: ClarificationItem) =>
    setItems((current) =>
      current.includes(item) ? current.filter((one) => one !== item) : [...current, item],
    )
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    errors.clear()
    ask.mutate(
      { origin: application.origin, id: application.id, items, message, dueOn },
      { onSuccess: () => (setItems([]), setMessage('')), onError: errors.fail },
    )
  }
  return (
    <DeskForm title={t('validation.clarifications.new')} onSubmit={submit}>
      <FormControl component="fieldset" error={Boolean(errors.fieldError('items'))} fullWidth>
        <FormLabel component="legend">{t('validation.clarifications.items')}</FormLabel>
        <FormGroup row>
          {clarificationItems.filter(offered(application)).map((item) => (
            <FormControlLabel
              key={item}
              control={<Checkbox size="small" checked={items.includes(item)} onChange={() => toggle(item)} />}
              label={t(itemLabelKey(item))}
            />
          ))}
        </FormGroup>
        {errors.fieldError('items') && <FormHelperText>{errors.fieldError('items')}</FormHelperText>}
      </FormControl>
      <LongTextField
        id="clarification-message"
        label={t('validation.clarifications.message')}
        value={message}
        onChange={setMessage}
        error={errors.fieldError('message')}
      />
      <TextField
        id="clarification-due"
        type="date"
        label={t('validation.clarifications.dueOn')}
        value={dueOn}
        onChange={(event) => setDueOn(event.target.value)}
        error={Boolean(errors.fieldError('dueOn'))}
        helperText={errors.fieldError('dueOn')}
        sx={{ mt: 2 }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormEnd message={errors.message} label={t('validation.clarifications.ask')} disabled={ask.isPending} />
    </DeskForm>
  )
}
