import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useQuery } from '@tanstack/react-query'
import type { ApplicationDocument, CreditProduct } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import type { ApplicationFile } from '../../../lib/application-file'
import { useRecordConsent } from '../api/record-consent'

/**
 * The file's documents query, for the consent's choice of document: the documents are the credit applications
 * feature's, so the page composing the file hands its query in.
 */
export type DocumentsQuery = (
  origin: CreditProduct,
  id: number,
) => { queryKey: readonly unknown[]; queryFn: () => Promise<{ items: ApplicationDocument[] }> }

/** Records the applicant's bureau authorisation: the date signed and the uploaded document that bears it. */
export function ConsentForm(props: { application: ApplicationFile; documentsQuery: DocumentsQuery }) {
  const { application } = props
  const { t } = useTranslation('creditBureau')
  const errorText = useErrorText('creditBureau')
  const documents = useQuery(props.documentsQuery(application.origin, application.id))
  const record = useRecordConsent()
  const [authorizedAt, setAuthorizedAt] = useState('')
  const [documentId, setDocumentId] = useState('')
  const options = documents.data?.items ?? []
  return (
    <Box
      component="form"
      aria-label={t('analysis.bureau.consentForm')}
      onSubmit={(event) => {
        event.preventDefault()
        record.mutate({
          origin: application.origin,
          id: application.id,
          authorizedAt,
          documentId: Number(documentId),
        })
      }}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <TextField
        type="date"
        size="small"
        id="consent-date"
        label={t('analysis.bureau.consentDate')}
        value={authorizedAt}
        onChange={(event) => setAuthorizedAt(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        size="small"
        id="consent-document"
        label={t('analysis.bureau.consentDocument')}
        value={documentId}
        onChange={(event) => setDocumentId(event.target.value)}
        sx={{ minWidth: 260 }}
      >
        {options.map((doc) => (
          <MenuItem key={doc.id} value={String(doc.id)}>
            {`${t(`documentKinds.${doc.kind}`, { defaultValue: doc.kind })} · ${doc.fileName}`}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="outlined" disabled={!authorizedAt || !documentId || record.isPending}>
        {t('analysis.bureau.recordConsent')}
      </Button>
      {record.isError && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {errorText.callText(record.error)}
        </Alert>
      )}
    </Box>
  )
}
