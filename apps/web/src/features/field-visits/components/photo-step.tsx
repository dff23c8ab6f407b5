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
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { formatDateTime } from '../../../lib/format'
import { HttpError } from '../../../lib/http'
import { newIdempotencyKey } from '../../../lib/idempotency-key'
import { noAnswer } from '../../../lib/offline/outbox'
import { visitKeys } from '../api/keys'
import { compressPhoto } from '../offline/compress-photo'
import { captureChanges, sendPhotos } from '../offline/outbox'
import { visitStore, type CapturedPhoto } from '../offline/visit-store'

/** The browser's position when it gives one within a few seconds (the agent may refuse; the photo still goes). */
function currentPosition(): Promise<CapturedPhoto['position']> {
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
  userId: number
  bookingId: number
  /** The photos the server already holds for this visit. */
  stored: VisitPhoto[]
  /** The photos taken on this phone (kept in its store until the API has them). */
  captured: CapturedPhoto[]
}

/**
 * Photos from the phone's camera (issue 39): each is compressed and kept on the phone first, with its
 * capture time and position, then sent at once when there is a signal (with its own key, so a repeat
 * records it once); without one it waits with the report.
 */
export function PhotoStep({ userId, bookingId, stored, captured }: Props) {
  const { t, i18n } = useTranslation('fieldVisits')
  const { callText } = useErrorText('fieldVisits')
  const client = useQueryClient()
  const [caption, setCaption] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const previews = useMemo(
    () => captured.map((photo) => ({ photo, url: photo.blob ? URL.createObjectURL(photo.blob) : null })),
    [captured],
  )
  useEffect(
    () => () => previews.forEach((preview) => preview.url && URL.revokeObjectURL(preview.url)),
    [previews],
  )

  const take = async (file: File | undefined) => {
    if (!file) return
    setProblem(null)
    setBusy(true)
    try {
      const [blob, position] = await Promise.all([compressPhoto(file), currentPosition()])
      const photo: CapturedPhoto = {
        key: newIdempotencyKey(),
        blob,
        fileName: blob === file ? file.name : `${file.name.replace(/\.[^.]+$/, '')}.jpg`,
        caption,
        capturedAt: new Date(file.lastModified || Date.now()).toISOString(),
        position,
        sentId: null,
      }
      await visitStore.updateCapture(bookingId, (current) => ({
        ...current,
        photos: [...current.photos, photo],
      }))
      captureChanges.notify()
      setCaption('')
      try {
        await sendPhotos(userId, bookingId)
        void client.invalidateQueries({ queryKey: visitKeys.visit(bookingId) })
      } catch (error) {
        // No signal: the photo waits on the phone. A file the API refuses (400, 413, 415) is dropped; any
        // other refusal (the visit closed meanwhile) keeps it with the report, to send or export.
        if (!noAnswer(error)) {
          if (error instanceof HttpError && [400, 413, 415].includes(error.status)) {
            await visitStore.updateCapture(bookingId, (current) => ({
              ...current,
              photos: current.photos.filter((kept) => kept.key !== photo.key),
            }))
            captureChanges.notify()
          }
          setProblem(callText(error))
        }
      }
    } finally {
      setBusy(false)
    }
  }
  const earlier = stored.filter((photo) => !captured.some((kept) => kept.sentId === photo.id))
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
        <Button component="label" variant="outlined" startIcon={<PhotoCamera />} disabled={busy}>
          {t(busy ? 'offline.savingPhoto' : 'photos.take')}
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
          {previews.map(({ photo, url }) => (
            <ImageListItem key={photo.key}>
              {url ? (
                <img src={url} alt={photo.caption || t('photos.untitled')} loading="lazy" />
              ) : (
                <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'action.hover' }} />
              )}
              <ImageListItemBar
                title={photo.caption || t('photos.untitled')}
                subtitle={t(photo.sentId === null ? 'offline.photoKept' : 'offline.photoSent')}
              />
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
      {captured.some((photo) => photo.sentId === null) && (
        <Typography variant="body2" color="text.secondary" data-testid="photos-on-phone">
          {t('offline.photosOnPhone', { count: captured.filter((photo) => photo.sentId === null).length })}
        </Typography>
      )}
    </Stack>
  )
}
