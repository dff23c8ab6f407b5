/** The longest side of a photo kept on the phone: enough to read a façade or a document at a glance. */
const MAX_SIDE = 1600
/** Well within the API's 10 MB upload limit, and light to send over a weak signal. */
const TARGET_BYTES = 1_500_000
const QUALITIES = [0.82, 0.7, 0.55, 0.4]

/** The size a picture is drawn at: its longest side at most `maxSide`, proportions kept, never enlarged. */
export function scaledSize(width: number, height: number, maxSide = MAX_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/**
 * A camera photo compressed on the phone (issue 39): drawn at most MAX_SIDE wide or tall (upright, as the
 * camera's orientation says) and written as JPEG at the best quality that fits TARGET_BYTES. The capture
 * time and position travel beside it, not in the image. A picture already small enough stays as it is.
 */
export async function compressPhoto(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  const { width, height } = scaledSize(bitmap.width, bitmap.height)
  if (file.size <= TARGET_BYTES && width === bitmap.width) {
    bitmap.close()
    return file
  }
  const canvas = new OffscreenCanvas(width, height)
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height)
  bitmap.close()
  let smallest: Blob | null = null
  for (const quality of QUALITIES) {
    smallest = await canvas.convertToBlob({ type: 'image/jpeg', quality })
    if (smallest.size <= TARGET_BYTES) break
  }
  return smallest!
}
