/** Spec §9's image viewer: how the visit photos open. */
export const photoViewer = {
  /** Slideshow: milliseconds per photo. */
  slideshowIntervalMs: 5000,
  zoomStep: 0.1,
  minZoom: 0.01,
  maxZoom: 100,
  /** Share of the viewport the photo covers when it opens. */
  initialCoverage: 0.9,
  /** Above MUI's dialogs (1300) and the app bar. */
  zIndex: 2015,
} as const

/** The next zoom after `steps` wheel or button steps, within the viewer's range. */
export function nextZoom(zoom: number, steps: number) {
  const next = Math.round((zoom + steps * photoViewer.zoomStep) * 100) / 100
  return Math.min(photoViewer.maxZoom, Math.max(photoViewer.minZoom, next))
}
