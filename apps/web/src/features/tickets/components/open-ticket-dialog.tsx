import Box from '@mui/material/Box'
import { ticketCategories, ticketCreateSchema, ticketPriorities, type CreditProduct } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FieldGrid, useContractForm, type GridFieldSpec } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'
import { useOpenTicket } from '../api/application-tickets'

type TicketValues = z.input<typeof ticketCreateSchema>

const fields: GridFieldSpec<TicketValues>[] = [
  { name: 'subject', labelKey: 'ticketsTab.subject', required: true },
  {
    name: 'category',
    labelKey: 'ticketsTab.category',
    options: ticketCategories,
    optionKey: 'ticketsTab.categories',
  },
  {
    name: 'priority',
    labelKey: 'ticketsTab.priority',
    options: ticketPriorities,
    optionKey: 'ticketsTab.priorities',
  },
  { name: 'description', labelKey: 'ticketsTab.description', multiline: true },
]

/** A new support ticket on this application: subject, category, priority (its due date follows) and details. */
export function OpenTicketDialog(props: {
  origin: CreditProduct
  id: number
  onClose: () => void
  onOpened: (ticketId: number) => void
}) {
  const { t } = useTranslation('tickets')
  const open = useOpenTicket(props.origin, props.id)
  const form = useContractForm(ticketCreateSchema, {
    namespace: 'tickets',
    defaultValues: { subject: '', description: '', category: 'payment', priority: 'normal' },
  })
  const submit = form.handleSubmit(async (values) => {
    form.clearServerError()
    try {
      props.onOpened((await open.mutateAsync(values)).id)
    } catch (failure) {
      form.failWith(failure)
    }
  })
  return (
    <FormDialog
      open
      title={t('ticketsTab.new')}
      submitLabel={t('ticketsTab.open')}
      busy={form.formState.isSubmitting}
      error={form.serverError}
      onSubmit={(event) => void submit(event)}
      onClose={props.onClose}
    >
      <Box sx={{ pt: 1 }}>
        <FieldGrid control={form.control} namespace="tickets" fields={fields} idPrefix="ticket" />
      </Box>
    </FormDialog>
  )
}
