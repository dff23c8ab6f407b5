import { deflateSync } from 'node:zlib'

/*
 * The seed's visit photos: a small generated picture of a house on a street, drawn pixel by pixel and
 * encoded as PNG here (no image library is installed; this is the whole encoder: IHDR, IDAT, IEND).
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer) {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

type Rgb = [number, number, number]

/** An RGB image as PNG bytes; `pixel(x, y)` gives each colour. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb) {
  const raw = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1)
    raw[row] = 0 // filter: none
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const wallColours: Rgb[] = [
  [230, 180, 120],
  [200, 90, 80],
  [120, 170, 200],
  [240, 220, 150],
  [150, 200, 140],
]

/** A house facade on a street; `variant` changes the wall colour, door and window places. */
export function housePicture(variant: number, width = 320, height = 240) {
  const wall = wallColours[variant % wallColours.length]!
  const houseLeft = 60 + (variant % 3) * 20
  const houseRight = houseLeft + 180
  const wallTop = 100
  const ground = 200
  const roofPeak = 50
  const middle = (houseLeft + houseRight) / 2
  const doorLeft = houseLeft + 30 + (variant % 2) * 90
  const windowLeft = doorLeft < middle ? middle + 20 : houseLeft + 25
  return encodePng(width, height, (x, y) => {
    if (y >= ground) return y < ground + 6 ? [170, 170, 170] : [80, 80, 85] // sidewalk, street
    const roofHalf = ((y - roofPeak) / (wallTop - roofPeak)) * ((houseRight - houseLeft) / 2 + 10)
    if (y >= roofPeak && y < wallTop && Math.abs(x - middle) <= roofHalf) return [150, 60, 40]
    if (x >= houseLeft && x < houseRight && y >= wallTop) {
      if (x >= doorLeft && x < doorLeft + 34 && y >= ground - 62) return [90, 55, 30]
      if (x >= windowLeft && x < windowLeft + 50 && y >= wallTop + 25 && y < wallTop + 65)
        return x === windowLeft + 25 || y === wallTop + 45 ? [255, 255, 255] : [170, 210, 235]
      return wall
    }
    return [135 + Math.floor(y / 8), 190 + Math.floor(y / 10), 235] // sky
  })
}
