import UploadFile from '@mui/icons-material/UploadFile'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { Mandate } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { downloadAttachment } from '../../../lib/download-file'
import { authorizationPath, useUploadAuthorization } from '../api/mandates'

/** The mandate's signed authorisation to download, or the warning that without it nothing is debited. */
export function AuthorizationLink({
  mandate,
  onError,
}: {
  mandate: Mandate
  onError: (error: unknown) => void
}) {
  const { t } = useTranslation('directDebit')
  if (!mandate.authorization)
    return (
      <Typography variant="body2" color="warning.main">
        {t('mandates.unsigned')}
      </Typography>
    )
  const { fileName } = mandate.authorization
  return (
    <Link
      component="button"
      onClick={() => void downloadAttachment(authorizationPath(mandate.id), fileName).catch(onError)}
    >
      {fileName}
    </Link>
  )
}

/** Uploads (or replaces) the mandate's signed authorisation: a PDF or an image. */
export function UploadAuthorizationButton(props: {
  mandate: Mandate
  onDone: () => void
  onError: (error: unknown) => void
}) {
  const { t } = useTranslation('directDebit')
  const upload = useUploadAuthorization()
  return (
    <Button size="small" component="label" startIcon={<UploadFile />} disabled={upload.isPending}>
      {t('mandates.upload')}
      <input
        hidden
        type="file"
        accept="application/pdf,image/jpeg,image/png,image/webp"
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file)
            upload.mutate({ id: props.mandate.id, file }, { onSuccess: props.onDone, onError: props.onError })
        }}
      />
    </Button>
  )
}
