import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ImageList from '@mui/material/ImageList'
import ImageListItem from '@mui/material/ImageListItem'
import ImageListItemBar from '@mui/material/ImageListItemBar'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import PhotoCamera from '@mui/icons-material/PhotoCamera'
import type { VisitPhoto } from '@mesa/contracts'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { useUploadPhoto, type PhotoInput } from '../api/upload-photo'
import { formatDateTime } from '../../../lib/format'

/** The browser's position when it gives one within a few seconds (the agent may refuse; the photo still goes). */
function currentPosition(): Promise<PhotoInput['position']> {
  if (!('geolocation' in navigator)) return Promise.resolve(null)
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 8000, maximumAge: 60_000 },
    ),
  )
}

interface Props {
  bookingId: number
  /** The photos the server already holds for this visit. */
  stored: VisitPhoto[]
}

/** Photos from the phone's camera, each sent at once with its capture time and position. */
export function PhotoStep({ bookingId, stored }: Props) {
  const { t, i18n } = useTranslation('fieldVisits')
  const { callText } = useErrorText('fieldVisits')
  const upload = useUploadPhoto(bookingId)
  const [caption, setCaption] = useState('')
  const [previews, setPreviews] = useState<Array<{ id: number; url: string; caption: string }>>([])
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)), [previews])

  const take = async (file: File | undefined) => {
    if (!file) return
    setProblem(null)
    const position = await currentPosition()
    upload.mutate(
      { file, caption, capturedAt: new Date(file.lastModified || Date.now()).toISOString(), position },
      {
        onSuccess: (photo) => {
          setPreviews((current) => [
            ...current,
            { id: photo.id, url: URL.createObjectURL(file), caption: photo.caption },
          ])
          setCaption('')
        },
        onError: (error) => setProblem(callText(error)),
      },
    )
  }
  const earlier = stored.filter((photo) => !previews.some((preview) => preview.id === photo.id))
  return (
    <Stack spacing={2}>
      <TextField
        id="photo-caption"
        label={t('photos.caption')}
        value={caption}
        onChange={(event) => setCaption(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Box>
        <Button component="label" variant="outlined" startIcon={<PhotoCamera />} disabled={upload.isPending}>
          {t(upload.isPending ? 'photos.sending' : 'photos.take')}
          <input
            hidden
            type="file"
            accept="image/*"
            capture="environment"
            aria-label={t('photos.take')}
            onChange={(event) => {
              void take(event.target.files?.[0])
              event.target.value = ''
            }}
          />
        </Button>
      </Box>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {previews.length > 0 && (
        <ImageList cols={2} gap={8} aria-label={t('photos.taken')}>
          {previews.map((preview) => (
            <ImageListItem key={preview.id}>
              <img src={preview.url} alt={preview.caption || t('photos.untitled')} loading="lazy" />
              <ImageListItemBar title={preview.caption || t('photos.untitled')} />
            </ImageListItem>
          ))}
        </ImageList>
      )}
      {earlier.map((photo) => (
        <Typography key={photo.id} variant="body2">
          {photo.caption || photo.fileName} · {formatDateTime(photo.receivedAt, i18n.language)}
        </Typography>
      ))}
      <Typography variant="body2" color="text.secondary">
        {t('photos.count', { count: stored.length })}
      </Typography>
    </Stack>
  )
}
