import { useMutation, useQueryClient } from '@tanstack/react-query'
import { fieldVisitPaths, visitPhotoSchema } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { uploadForm } from '../../../lib/upload'
import { visitKeys } from './keys'

export interface PhotoInput {
  file: File
  caption: string
  /** When the browser says the picture was taken (the file's time), ISO with offset. */
  capturedAt: string
  position: { latitude: number; longitude: number; accuracy: number } | null
}

/** POST /field-visits/bookings/:bookingId/photos: the fields first, then the image (the API reads them in order). */
export function useUploadPhoto(bookingId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ file, caption, capturedAt, position }: PhotoInput) => {
      const parts: [string, string | File][] = [
        ['caption', caption],
        ['capturedAt', capturedAt],
        ...(position
          ? ([
              ['latitude', String(position.latitude)],
              ['longitude', String(position.longitude)],
              ['accuracy', String(Math.round(position.accuracy))],
            ] as [string, string][])
          : []),
        ['file', file],
      ]
      const url = generatePath(fieldVisitPaths.photos, { bookingId: String(bookingId) })
      return visitPhotoSchema.parse(await uploadForm(url, parts))
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: visitKeys.visit(bookingId) }),
  })
}
