import Alert from '@mui/material/Alert'
import {
  creditProducts,
  mappingChangeRequestSchema,
  postingSlots,
  type AccountMapping,
  type LedgerAccount,
} from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { useContractForm, type GridFieldSpec } from '../../../components/form'
import { GridFormDialog } from '../../../components/grid-form-dialog'
import { useRequestMappingChange } from '../api/mapping-changes'
import { FourEyesNote, postableOptions } from './four-eyes'

type MappingChangeValues = z.input<typeof mappingChangeRequestSchema>

/**
 * Proposes that a product's posting slot post to another account, with the reason (manage accounting). It
 * changes only when a second person with manage accounting approves it in the approvals queue (four eyes);
 * entries already posted keep their accounts. The account in use is shown beside the choice.
 */
export function MappingChangeDialog(props: {
  accounts: LedgerAccount[]
  mappings: AccountMapping[]
  onClose: () => void
  onAsked: () => void
}) {
  const { t } = useTranslation('accounting')
  const request = useRequestMappingChange()
  const form = useContractForm(mappingChangeRequestSchema, {
    namespace: 'accounting',
    // Product and slot start empty: the person picks what to change.
    defaultValues: { accountCode: '', reason: '' },
  })
  const [product, slot] = useWatch({ control: form.control, name: ['product', 'slot'] })
  const current = props.mappings.find((mapping) => mapping.product === product && mapping.slot === slot)
  const nameOf = new Map(props.accounts.map((account) => [account.code, account.name]))
  const accountOptions = postableOptions(props.accounts)
  const fields: GridFieldSpec<MappingChangeValues>[] = [
    {
      name: 'product',
      labelKey: 'mappingChange.product',
      kind: 'select',
      size: 'half',
      required: true,
      options: creditProducts.map((value) => ({ value, label: t(`mappings.products.${value}`) })),
    },
    {
      name: 'slot',
      labelKey: 'mappingChange.slot',
      kind: 'select',
      size: 'half',
      required: true,
      options: postingSlots.map((value) => ({ value, label: t(`slots.${value}`) })),
    },
    {
      name: 'accountCode',
      labelKey: 'mappingChange.account',
      kind: 'select',
      required: true,
      options: accountOptions,
    },
    { name: 'reason', labelKey: 'mappingChange.reason', required: true, multiline: true },
  ]
  return (
    <GridFormDialog
      form={form}
      title={t('mappingChange.title')}
      submitLabel={t('mappingChange.submit')}
      namespace="accounting"
      fields={fields}
      idPrefix="mapping-change"
      send={async (values) => {
        await request.mutateAsync(values)
        props.onAsked()
      }}
      onClose={props.onClose}
      intro={<FourEyesNote text={t('mappingChange.fourEyes')} />}
      footer={
        current && (
          <Alert severity="success" icon={false} sx={{ mt: 2 }}>
            {t('mappingChange.current', {
              account: `${current.accountCode} ${nameOf.get(current.accountCode) ?? ''}`.trim(),
            })}
          </Alert>
        )
      }
    />
  )
}
