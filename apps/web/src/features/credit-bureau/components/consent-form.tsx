import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useQuery } from '@tanstack/react-query'
import { bureauConsentRequestSchema, type ApplicationDocument, type CreditProduct } from '@mesa/contracts'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { FormField, useContractForm } from '../../../components/form'
import type { ApplicationFile } from '../../../lib/application-file'
import { useRecordConsent } from '../api/record-consent'
import { InlineForm } from './inline-form'

/**
 * The file's documents query, for the consent's choice of document: the documents are the credit applications
 * feature's, so the page composing the file hands its query in.
 */
export type DocumentsQuery = (
  origin: CreditProduct,
  id: number,
) => { queryKey: readonly unknown[]; queryFn: () => Promise<{ items: ApplicationDocument[] }> }

/** The consent as the analyst records it: no document chosen until they choose the one that bears it. */
interface ConsentValues {
  authorizedAt: string
  documentId: number | ''
}

const consentFormSchema = z
  .custom<ConsentValues>()
  .transform((values): unknown => values)
  .pipe(bureauConsentRequestSchema)

/** Records the applicant's bureau authorisation: the date signed and the uploaded document that bears it. */
export function ConsentForm(props: { application: ApplicationFile; documentsQuery: DocumentsQuery }) {
  const { application } = props
  const { t } = useTranslation('creditBureau')
  const documents = useQuery(props.documentsQuery(application.origin, application.id))
  const record = useRecordConsent()
  const form = useContractForm(consentFormSchema, {
    namespace: 'creditBureau',
    defaultValues: { authorizedAt: '', documentId: '' },
  })
  const [authorizedAt, documentId] = useWatch({ control: form.control, name: ['authorizedAt', 'documentId'] })
  const options = (documents.data?.items ?? []).map((doc) => ({
    value: doc.id,
    label: `${t(`documentKinds.${doc.kind}`, { defaultValue: doc.kind })} · ${doc.fileName}`,
  }))
  return (
    <InlineForm
      label={t('analysis.bureau.consentForm')}
      form={form}
      send={(body) => record.mutateAsync({ origin: application.origin, id: application.id, ...body })}
    >
      <Box sx={{ width: 180 }}>
        <FormField
          control={form.control}
          name="authorizedAt"
          namespace="creditBureau"
          idPrefix="consent"
          kind="date"
          label={t('analysis.bureau.consentDate')}
        />
      </Box>
      <Box sx={{ minWidth: 260 }}>
        <FormField
          control={form.control}
          name="documentId"
          namespace="creditBureau"
          idPrefix="consent"
          numeric
          options={options}
          label={t('analysis.bureau.consentDocument')}
        />
      </Box>
      <Button type="submit" variant="outlined" disabled={!authorizedAt || !documentId || record.isPending}>
        {t('analysis.bureau.recordConsent')}
      </Button>
    </InlineForm>
  )
}
