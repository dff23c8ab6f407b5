import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  businessDayOf,
  complaintCauses,
  complaintChannels,
  complaintLevels,
  complaintOutcomes,
  complaintProducts,
  complaintRecordSchema,
  type TicketDetail,
} from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { FieldGrid, FormEnd, FormPanel, useContractForm, type GridFieldSpec } from '../../../components/form'
import { useChangeTicket } from '../api/change-ticket'

/** The register entry as the desk types it: choices empty until picked, empty dates and outcome as ''. */
interface ComplaintValues {
  receivedOn: string
  channel: string
  product: string
  cause: string
  level: string
  identityTheft: boolean
  claimedCents: number
  creditedCents: number
  creditedOn: string
  resolvedOn: string
  notifiedOn: string
  outcome: string
  condusefFolio: string
  version: number
}

const orNull = (value: string) => (value === '' ? null : value)
const complaintFormSchema = z
  .custom<ComplaintValues>()
  .transform((values): unknown => ({
    ...values,
    creditedOn: orNull(values.creditedOn),
    resolvedOn: orNull(values.resolvedOn),
    notifiedOn: orNull(values.notifiedOn),
    outcome: orNull(values.outcome),
  }))
  .pipe(complaintRecordSchema)

const fields: GridFieldSpec<ComplaintValues>[] = [
  { name: 'receivedOn', labelKey: 'complaint.fields.receivedOn', kind: 'date', required: true, size: 'half' },
  {
    name: 'channel',
    labelKey: 'complaint.fields.channel',
    options: complaintChannels,
    optionKey: 'complaint.channels',
    required: true,
    size: 'half',
  },
  {
    name: 'product',
    labelKey: 'complaint.fields.product',
    options: complaintProducts,
    optionKey: 'complaint.products',
    required: true,
    size: 'half',
  },
  {
    name: 'level',
    labelKey: 'complaint.fields.level',
    options: complaintLevels,
    optionKey: 'complaint.levels',
    required: true,
    size: 'half',
  },
  {
    name: 'cause',
    labelKey: 'complaint.fields.cause',
    options: complaintCauses,
    optionKey: 'complaint.causes',
    required: true,
  },
  { name: 'claimedCents', labelKey: 'complaint.fields.claimed', kind: 'money', size: 'half' },
  { name: 'condusefFolio', labelKey: 'complaint.fields.condusefFolio', size: 'half' },
  { name: 'identityTheft', labelKey: 'complaint.fields.identityTheft', kind: 'checkbox' },
  { name: 'resolvedOn', labelKey: 'complaint.fields.resolvedOn', kind: 'date', size: 'half' },
  {
    name: 'outcome',
    labelKey: 'complaint.fields.outcome',
    options: ['', ...complaintOutcomes],
    optionKey: 'complaint.outcomes',
    size: 'half',
  },
  { name: 'notifiedOn', labelKey: 'complaint.fields.notifiedOn', kind: 'date', size: 'half' },
  { name: 'creditedCents', labelKey: 'complaint.fields.credited', kind: 'money', size: 'half' },
  { name: 'creditedOn', labelKey: 'complaint.fields.creditedOn', kind: 'date', size: 'half' },
]

const valuesOf = (ticket: TicketDetail): ComplaintValues => {
  const entry = ticket.complaint
  return {
    receivedOn: entry?.receivedOn ?? businessDayOf(new Date(ticket.createdAt)),
    channel: entry?.channel ?? '',
    product: entry?.product ?? 'vehicle_credit',
    cause: entry?.cause ?? '',
    level: entry?.level ?? '',
    identityTheft: entry?.identityTheft ?? false,
    claimedCents: entry?.claimedCents ?? 0,
    creditedCents: entry?.creditedCents ?? 0,
    creditedOn: entry?.creditedOn ?? '',
    resolvedOn: entry?.resolvedOn ?? '',
    notifiedOn: entry?.notifiedOn ?? '',
    outcome: entry?.outcome ?? '',
    condusefFolio: entry?.condusefFolio ?? '',
    version: ticket.version,
  }
}

/**
 * A complaint's entry in CONDUSEF's register (issue 36), for the desk: how it came, what it is about, how and when
 * it ended; the quarter's export reads it. Remounted by the ticket's version after each change.
 */
export function ComplaintCard({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('tickets')
  const change = useChangeTicket()
  const form = useContractForm(complaintFormSchema, { namespace: 'tickets', defaultValues: valuesOf(ticket) })
  const submit = form.handleSubmit(async (body) => {
    form.clearServerError()
    try {
      await change.mutateAsync({ id: ticket.id, change: { kind: 'complaint', body } })
    } catch (failure) {
      form.failWith(failure)
    }
  })
  return (
    <FormPanel title={t('complaint.title')} onSubmit={(event) => void submit(event)}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        {ticket.complaint && (
          <Chip
            size="small"
            color={ticket.complaint.concluded ? 'success' : 'warning'}
            label={t(ticket.complaint.concluded ? 'complaint.concluded' : 'complaint.pending')}
          />
        )}
        <Typography variant="body2" color="text.secondary">
          {t('complaint.explain')}
        </Typography>
      </Stack>
      <FieldGrid
        control={form.control}
        namespace="tickets"
        idPrefix="complaint"
        fields={fields}
        disabled={change.isPending}
      />
      <FormEnd message={form.serverError} label={t('complaint.save')} disabled={change.isPending} />
    </FormPanel>
  )
}
