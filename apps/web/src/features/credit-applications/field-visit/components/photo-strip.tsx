import ButtonBase from '@mui/material/ButtonBase'
import Stack from '@mui/material/Stack'
import type { VisitPhoto } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useVisitPhoto } from '../api/get-visit-photo'
import { PhotoViewer } from './photo-viewer'

function Thumbnail({ photo, onOpen }: { photo: VisitPhoto; onOpen: () => void }) {
  const { t } = useTranslation('applications')
  const image = useVisitPhoto(photo.bookingId, photo.id)
  return (
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
