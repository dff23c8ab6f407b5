import ButtonBase from '@mui/material/ButtonBase'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { VisitPhoto } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../../lib/format'
import { useVisitPhoto } from '../api/get-visit-photo'
import { PhotoViewer } from './photo-viewer'

/** The photo's distance from the address (when both positions are known), flagged beyond the threshold. */
function Distance({ photo }: { photo: VisitPhoto }) {
  const { t, i18n } = useTranslation('fieldVisits')
  if (photo.distanceMeters === null)
    return photo.latitude === null ? (
      <Typography variant="caption" color="text.secondary">
        {t('fieldVisit.position.noGps')}
      </Typography>
    ) : null
  const meters = formatNumber(photo.distanceMeters, i18n.language)
  return (
    <Chip
      size="small"
      color={photo.farFromAddress ? 'warning' : 'success'}
      variant={photo.farFromAddress ? 'filled' : 'outlined'}
      label={t(photo.farFromAddress ? 'fieldVisit.position.far' : 'fieldVisit.position.near', { meters })}
      // Under a 120 px thumbnail the words wrap instead of being cut.
      sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal', textAlign: 'center' } }}
      data-testid="photo-distance"
    />
  )
}

function Thumbnail({ photo, onOpen }: { photo: VisitPhoto; onOpen: () => void }) {
  const { t } = useTranslation('fieldVisits')
  const image = useVisitPhoto(photo.bookingId, photo.id)
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', width: 120 }}>
      <ButtonBase
        onClick={onOpen}
        aria-label={t('fieldVisit.viewer.open', { caption: photo.caption || photo.fileName })}
        sx={{ borderRadius: 1, overflow: 'hidden' }}
      >
        {image.data ? (
          <img
            src={image.data}
            alt=""
            width={120}
            height={90}
            style={{ objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <span style={{ width: 120, height: 90, display: 'block' }} />
        )}
      </ButtonBase>
      <Distance photo={photo} />
    </Stack>
  )
}

/** A visit's photos as thumbnails; each opens the viewer on it. */
export function PhotoStrip({ photos }: { photos: VisitPhoto[] }) {
  const [open, setOpen] = useState<number | null>(null)
  if (photos.length === 0) return null
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {photos.map((photo, index) => (
          <Thumbnail key={photo.id} photo={photo} onOpen={() => setOpen(index)} />
        ))}
      </Stack>
      {open !== null && <PhotoViewer photos={photos} startAt={open} onClose={() => setOpen(null)} />}
    </>
  )
}
