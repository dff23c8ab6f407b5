import { useQuery } from '@tanstack/react-query'
import { fieldVisitPaths } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { getFileBlob } from '../../../lib/file-blob'

/** GET /field-visits/bookings/:bookingId/photos/:photoId as an object URL for <img> (kept while cached). */
export const useVisitPhoto = (bookingId: number, photoId: number) =>
  useQuery({
    queryKey: ['field-visit-photo', bookingId, photoId],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () =>
      URL.createObjectURL(
        await getFileBlob(
          generatePath(fieldVisitPaths.photoFile, { bookingId: String(bookingId), photoId: String(photoId) }),
        ),
      ),
  })
