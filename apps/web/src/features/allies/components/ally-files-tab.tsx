import DeleteOutline from '@mui/icons-material/DeleteOutline'
import FileDownload from '@mui/icons-material/FileDownload'
import UploadFile from '@mui/icons-material/UploadFile'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import {
  ALLY_FILE_MAX_BYTES,
  allyFileContentTypes,
  type AllyCatalogs,
  type AllyFile,
  type AllyFileKind,
} from '@mesa/contracts'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDeleteAllyFile } from '../api/delete-ally-file'
import { downloadAllyFile } from '../api/download-ally-file'
import { useUploadAllyFile } from '../api/upload-ally-file'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { useErrorText } from '../../../lib/error-text'
import { formatDate, formatNumber } from '../../../lib/format'
import { HttpError } from '../../../lib/http'

interface AllyFilesTabProps {
  allyId: number
  files: AllyFile[]
  catalogs: AllyCatalogs
}

/** A file's size in the reader's figures: whole KB below a megabyte (at least 1), else MB to a tenth. */
const sizeText = (bytes: number, language: string) =>
  bytes < 1024 * 1024
    ? `${formatNumber(Math.max(1, bytes / 1024), language)} KB`
    : `${formatNumber(bytes / 1024 / 1024, language, 1)} MB`

/** Sub-page "Files": upload with progress (PDF, JPEG, PNG, WEBP ≤ 10 MB), list, download and delete. */
export function AllyFilesTab({ allyId, files, catalogs }: AllyFilesTabProps) {
  const { t, i18n } = useTranslation('allies')
  const { callText, fieldText } = useErrorText('allies')
  const upload = useUploadAllyFile()
  const remove = useDeleteAllyFile()
  const input = useRef<HTMLInputElement>(null)
  const [kind, setKind] = useState<AllyFileKind>('contrato')
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [toDelete, setToDelete] = useState<AllyFile | null>(null)
  const kindLabel = (value: string) => catalogs.fileKinds.find((item) => item.value === value)?.label ?? value

  const send = async (file: File) => {
    setError(null)
    setNotice(null)
    if (!(allyFileContentTypes as readonly string[]).includes(file.type))
      return setError(t('files.wrongType'))
    if (file.size > ALLY_FILE_MAX_BYTES) return setError(t('files.tooLarge'))
    setProgress(0)
    try {
      await upload.mutateAsync({ allyId, kind, file, onProgress: setProgress })
      setNotice(t('files.uploaded', { name: file.name }))
    } catch (failure) {
      const text = failure instanceof HttpError ? failure.body?.errors?.file?.[0] : undefined
      setError(text ? fieldText(text, 'file') : callText(failure))
    } finally {
      setProgress(null)
      if (input.current) input.current.value = ''
    }
  }

  const download = async (file: AllyFile) => {
    setError(null)
    try {
      await downloadAllyFile(allyId, file.id, file.fileName)
    } catch (failure) {
      setError(callText(failure))
    }
  }

  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          id="ally-file-kind"
          label={t('files.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as AllyFileKind)}
          sx={{ minWidth: 240 }}
        >
          {catalogs.fileKinds.map((item) => (
            <MenuItem key={item.value} value={item.value}>
              {item.label}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" component="label" startIcon={<UploadFile />} disabled={progress !== null}>
          {t('files.choose')}
          <input
            ref={input}
            hidden
            type="file"
            aria-label={t('files.choose')}
            accept={allyFileContentTypes.join(',')}
            onChange={(event) => {
              const file = event.target.files?.[0]
              if (file) void send(file)
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('files.limits')}
        </Typography>
      </Stack>
      {progress !== null && (
        <Box>
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            aria-label={t('files.progress')}
          />
          <Typography variant="caption">
            {t('files.sending', { percent: Math.round(progress * 100) })}
          </Typography>
        </Box>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {notice && (
        <Alert severity="success" role="status">
          {notice}
        </Alert>
      )}
      {files.length === 0 ? (
        <Typography color="text.secondary">{t('files.empty')}</Typography>
      ) : (
        <List aria-label={t('files.title')}>
          {files.map((file, index) => (
            <ListItem
              key={file.id}
              divider={index < files.length - 1}
              sx={{ pr: 12 }}
              secondaryAction={
                <Box>
                  <IconButton
                    aria-label={t('files.download', { name: file.fileName })}
                    onClick={() => void download(file)}
                  >
                    <FileDownload fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={t('files.delete', { name: file.fileName })}
                    onClick={() => setToDelete(file)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Box>
              }
            >
              <ListItemText
                primary={file.fileName}
                secondary={`${kindLabel(file.kind)} · ${sizeText(file.size, i18n.language)} · ${formatDate(
                  file.uploadedAt,
                  i18n.language,
                )}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('files.deleteTitle')}
        text={t('files.deleteText', { name: toDelete?.fileName ?? '' })}
        confirmLabel={t('list.delete', { ns: 'translation' })}
        busy={remove.isPending}
        onConfirm={() => {
          if (!toDelete) return
          remove.mutate(
            { allyId, fileId: toDelete.id },
            {
              onSuccess: () => setNotice(t('files.deleted', { name: toDelete.fileName })),
              onError: (failure) => setError(callText(failure)),
              onSettled: () => setToDelete(null),
            },
          )
        }}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  )
}
