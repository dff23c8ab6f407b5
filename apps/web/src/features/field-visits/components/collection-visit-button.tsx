import DirectionsCar from '@mui/icons-material/DirectionsCar'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { businessToday, visitRequestCreateSchema } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useContractForm } from '../../../components/form'
import { GridFormDialog } from '../../../components/grid-form-dialog'
import { useRequestCollectionVisit } from '../api/collection-visits'
import { requestFields } from './visit-request-forms'

const inDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/**
 * The collections desk's "field collection visit" (issue 35), composed into the desk's loan by the app: the
 * collector says why and the window; the visit waits in the coordinators' queue as a cobranza visit.
 */
export function CollectionVisitButton(props: { loanId: number; onRequested: () => void }) {
  const { t } = useTranslation('fieldVisits')
  const [open, setOpen] = useState(false)
  const [done, setDone] = useState(false)
  const request = useRequestCollectionVisit(props.loanId)
  const today = businessToday()
  const form = useContractForm(visitRequestCreateSchema, {
    namespace: 'fieldVisits',
    defaultValues: { reason: '', preferredFrom: today, preferredTo: inDays(today, 5) },
  })
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DirectionsCar />}
        onClick={() => (setDone(false), setOpen(true))}
        sx={{ minHeight: 36 }}
      >
        {t('collectionVisit.open')}
      </Button>
      {done && (
        <Alert severity="success" onClose={() => setDone(false)} sx={{ flexBasis: '100%' }}>
          {t('collectionVisit.requested')}
        </Alert>
      )}
      {open && (
        <GridFormDialog
          form={form}
          title={t('collectionVisit.title')}
          submitLabel={t('fieldVisit.request.save')}
          namespace="fieldVisits"
          fields={requestFields}
          idPrefix="collection-visit"
          send={async (values) => {
            await request.mutateAsync(values)
            setOpen(false)
            setDone(true)
            props.onRequested()
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  )
}
