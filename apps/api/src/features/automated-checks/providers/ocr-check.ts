import { finding, type AutomatedCheckProvider, type CheckInput } from '../check-provider'
import { OcrUnavailable, readDocumentText } from '../ocr-reader'

/** Which uploads are read: the ID, the proof of address, and "other" documents (a professional credential). */
const READ_KINDS = ['identificacion', 'comprobante_domicilio', 'otro']
const READABLE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf']
/** The text kept as evidence per document (what the comparison and address checks read). */
const KEPT_CHARACTERS = 4_000

/** The OCR text of the latest document of a kind, from the OCR check's result of this run. */
export function ocrTextOf(input: Pick<CheckInput, 'results'>, kind: string): string | null {
  const ocr = input.results.get('ocr')
  const texts = (ocr?.findings ?? []).filter((item) => item.rule === 'ocr_text' && item.detail.kind === kind)
  const text = texts.at(-1)?.detail.text
  return typeof text === 'string' && text.length > 0 ? text : null
}

/** OCR: tesseract (Spanish) over the uploaded ID and proof-of-address; not_available without tesseract. */
export const ocrCheck: AutomatedCheckProvider = {
  name: 'ocr',
  async run({ documents, storage, signal }) {
    const readable = documents.filter(
      (doc) => READ_KINDS.includes(doc.kind) && READABLE_TYPES.includes(doc.contentType),
    )
    if (readable.length === 0 || !storage)
      return { status: 'not_available', findings: [finding('ocr_documents', 'info', { documents: 0 })] }
    const findings = []
    try {
      for (const doc of readable) {
        const text = (await readDocumentText(storage, doc, signal)) ?? ''
        findings.push(
          finding('ocr_text', text.length >= 20 ? 'info' : 'review', {
            documentId: doc.id,
            kind: doc.kind,
            fileName: doc.fileName,
            characters: text.length,
            text: text.slice(0, KEPT_CHARACTERS),
          }),
        )
      }
    } catch (error) {
      if (error instanceof OcrUnavailable)
        return {
          status: 'not_available',
          findings: [finding('ocr_installed', 'info', { reason: error.message })],
        }
      throw error
    }
    const readAny = findings.some((item) => item.outcome === 'info')
    return { status: readAny ? 'passed' : 'needs_review', findings }
  },
}
