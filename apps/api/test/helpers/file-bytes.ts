/** Small files whose first bytes pass the upload checks' magic-byte sniffing (the rest is a note for the reader). */
export const pngBytes = (note: string) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(note)])

export const pdfBytes = (note: string) => Buffer.from(`%PDF-1.4\n% ${note}\n%%EOF\n`)
