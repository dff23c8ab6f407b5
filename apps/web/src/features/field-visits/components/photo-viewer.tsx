import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { nextZoom, photoViewer, type VisitPhoto } from '@mesa/contracts'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useVisitPhoto } from '../api/get-visit-photo'
import { formatDateTime } from '../../../lib/format'

interface Props {
  photos: VisitPhoto[]
  startAt: number
  onClose: () => void
}

/**
 * The visit photos full screen (spec §9): the photo covers 90 % of the view, zoom steps of 0.1 between 0.01
 * and 100 (buttons or the wheel), a 5-second slideshow, above everything (z-index 2015).
 */
export function PhotoViewer({ photos, startAt, onClose }: Props) {
  const { t, i18n } = useTranslation('fieldVisits')
  const [index, setIndex] = useState(startAt)
  const [zoom, setZoom] = useState(1)
  const [playing, setPlaying] = useState(false)
  const photo = photos[index]!
  const image = useVisitPhoto(photo.bookingId, photo.id)
  const go = (step: number) => {
    setIndex((current) => (current + step + photos.length) % photos.length)
    setZoom(1)
  }
  useEffect(() => {
    if (!playing) return
    const timer = setInterval(() => go(1), photoViewer.slideshowIntervalMs)
    return () => clearInterval(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- go only reads state through setters
  }, [playing, photos.length])
  const coverage = `${photoViewer.initialCoverage * 100}`
  const when = photo.capturedAt ?? photo.receivedAt
  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      sx={{ zIndex: photoViewer.zIndex }}
      aria-labelledby="photo-viewer-title"
    >
      <Stack sx={{ height: '100%', bgcolor: 'grey.900', color: 'common.white' }}>
        <Stack direction="row" spacing={1} sx={{ p: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography component="h2" variant="subtitle1" id="photo-viewer-title">
            {t('fieldVisit.viewer.title')} {index + 1}/{photos.length}
          </Typography>
          <Typography sx={{ flex: 1, minWidth: 200 }}>
            {photo.caption || photo.fileName} · {formatDateTime(when, i18n.language)}
            {/* Coordinates keep five decimals (about a meter), not a figure's format. */}
            {photo.latitude !== null &&
              photo.longitude !== null &&
              ` · ${photo.latitude.toFixed(5)}, ${photo.longitude.toFixed(5)}`}
          </Typography>
          <Typography aria-live="polite">{Math.round(zoom * 100)} %</Typography>
          {[
            ['zoomOut', () => setZoom(nextZoom(zoom, -1))],
            ['zoomIn', () => setZoom(nextZoom(zoom, 1))],
            ['previous', () => go(-1)],
            ['next', () => go(1)],
            [playing ? 'pause' : 'play', () => setPlaying(!playing)],
            ['close', onClose],
          ].map(([name, action]) => (
            <Button
              key={name as string}
              color="inherit"
              variant="outlined"
              size="small"
              onClick={action as () => void}
            >
              {t(`fieldVisit.viewer.${name as string}`)}
            </Button>
          ))}
        </Stack>
        <Box
          sx={{ flex: 1, overflow: 'auto', display: 'grid', placeItems: 'center' }}
          onWheel={(event) => setZoom(nextZoom(zoom, event.deltaY < 0 ? 1 : -1))}
        >
          {image.data && (
            <img
              src={image.data}
              alt={photo.caption || photo.fileName}
              style={{
                // Small and large photos alike first cover 90 % of the view, whole (contain).
                width: `${coverage}vw`,
                height: `${coverage}vh`,
                objectFit: 'contain',
                transform: `scale(${zoom})`,
                transformOrigin: 'center',
              }}
            />
          )}
        </Box>
      </Stack>
    </Dialog>
  )
}
