import { polizasRequestQuerySchema, polizasRequestTypes, type PolizasRequest } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useContractForm, type GridFieldSpec } from '../../../components/form'
import { GridFormDialog } from '../../../components/grid-form-dialog'

interface RequestValues {
  tipoSolicitud: PolizasRequest['tipoSolicitud']
  numOrden: string
  numTramite: string
}

/** The form's values as the request: an empty number is no number (the contract then says which is required). */
const requestSchema = z
  .custom<RequestValues>()
  .transform((values): unknown => ({
    tipoSolicitud: values.tipoSolicitud,
    numOrden: values.numOrden.trim() || undefined,
    numTramite: values.numTramite.trim() || undefined,
  }))
  .pipe(polizasRequestQuerySchema)

/**
 * The month's pólizas for a request of the SAT (docs/accounting.md "SAT requests"): its type, and the audit
 * order's number (AF, FC) or the procedure's (DE, CO); the server refuses a missing or malformed one on its field.
 */
export function PolizasRequestDialog(props: {
  period: string
  onClose: () => void
  send: (request: PolizasRequest) => Promise<void>
}) {
  const { t } = useTranslation('accounting')
  const form = useContractForm(requestSchema, {
    namespace: 'accounting',
    defaultValues: { tipoSolicitud: 'AF', numOrden: '', numTramite: '' },
  })
  const fields: GridFieldSpec<RequestValues>[] = [
    {
      name: 'tipoSolicitud',
      labelKey: 'satRequest.tipoSolicitud',
      options: polizasRequestTypes,
      optionKey: 'satRequest.types',
    },
    { name: 'numOrden', labelKey: 'satRequest.numOrden', size: 'half' },
    { name: 'numTramite', labelKey: 'satRequest.numTramite', size: 'half' },
  ]
  return (
    <GridFormDialog
      form={form}
      title={t('satRequest.title', { period: props.period })}
      submitLabel={t('satRequest.submit')}
      namespace="accounting"
      fields={fields}
      idPrefix="sat-request"
      send={async (request) => {
        await props.send(request)
        props.onClose()
      }}
      onClose={props.onClose}
    />
  )
}
