import yauzl, { type Entry, type ZipFile } from 'yauzl'

/**
 * A ZIP archive on disk read through yauzl: the central directory (never the local headers, which a hostile
 * file can make disagree with it), each entry inflated as a stream, every inflated byte counted against one
 * budget. yauzl checks each entry's inflated size against the size the directory declares, so a lying
 * header ends as an error, not as a bomb.
 */
export class ZipBudgetExceeded extends Error {}

export interface ZipArchive {
  entries: Map<string, Entry>
  /** The entry's inflated bytes, chunk by chunk; throws ZipBudgetExceeded past the archive's budget. */
  read: (entry: Entry) => AsyncGenerator<Buffer>
  /** The entry's text whole (for the small parts: workbook, relationships), at most `maxBytes`. */
  text: (entry: Entry, maxBytes: number) => Promise<string>
  close: () => void
}

/** At most this many entries: an XLSX has a dozen or two; thousands are a file built to waste time. */
const MAX_ENTRIES = 1_000

function openZip(file: string) {
  return new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, strictFileNames: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  )
}

function readDirectory(zip: ZipFile) {
  return new Promise<Map<string, Entry>>((resolve, reject) => {
    const entries = new Map<string, Entry>()
    if (zip.entryCount > MAX_ENTRIES) return reject(new Error('too many entries'))
    zip.on('entry', (entry: Entry) => {
      // The first of two entries with one name wins, as the central directory lists them.
      if (!entries.has(entry.fileName)) entries.set(entry.fileName, entry)
      zip.readEntry()
    })
    zip.once('end', () => resolve(entries))
    zip.once('error', reject)
    zip.readEntry()
  })
}

function openEntry(zip: ZipFile, entry: Entry) {
  return new Promise<NodeJS.ReadableStream & { destroy: (error?: Error) => void }>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
  )
}

/** Opens the archive and reads its directory; `maxInflatedBytes` bounds what all its reads may inflate. */
export async function openZipArchive(file: string, maxInflatedBytes: number): Promise<ZipArchive> {
  const zip = await openZip(file)
  // An error after the directory was read (a closed descriptor) must never go unheard: it would stop the
  // process. Reads report their own errors through their streams.
  zip.on('error', () => undefined)
  let entries: Map<string, Entry>
  try {
    entries = await readDirectory(zip)
  } catch (error) {
    zip.close()
    throw error
  }
  let inflated = 0
  async function* read(entry: Entry): AsyncGenerator<Buffer> {
    // Refused before any byte is inflated when the directory already admits the size.
    if (inflated + entry.uncompressedSize > maxInflatedBytes) throw new ZipBudgetExceeded()
    const stream = await openEntry(zip, entry)
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        inflated += chunk.length
        if (inflated > maxInflatedBytes) throw new ZipBudgetExceeded()
        yield chunk
      }
    } finally {
      stream.destroy()
    }
  }
  async function text(entry: Entry, maxBytes: number) {
    if (entry.uncompressedSize > maxBytes) throw new Error(`${entry.fileName} is too large`)
    const chunks: Buffer[] = []
    for await (const chunk of read(entry)) chunks.push(chunk)
    return Buffer.concat(chunks).toString('utf8')
  }
  return { entries, read, text, close: () => zip.close() }
}
