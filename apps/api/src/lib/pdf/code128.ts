import { INK, type Doc } from './pdf-kit'

/*
 * Code 128 (ISO/IEC 15417) drawn with the PDF's own rectangles, for the payment reference convenience stores
 * and bank branches scan (issue 35). bwip-js is not a dependency; the symbology is small: each symbol value
 * 0–105 is three bars and three spaces over 11 modules, from the public encoding table below (bar, space,
 * bar, space, bar, space widths), the stop symbol adds a final 2-module bar. A run of digits of even length
 * goes in subset C (two digits a symbol, half as wide); anything else printable in subset B (ASCII 32–126).
 */
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
] // prettier-ignore

export const START_B = 104
export const START_C = 105
export const STOP = 106

/**
 * The symbol values of `text`: the start code, the data, the check symbol (the start's value plus each data
 * symbol's value times its position, mod 103) and the stop code.
 */
export function code128Values(text: string): number[] {
  if (text.length === 0 || !/^[\x20-\x7e]+$/.test(text))
    throw new RangeError('Code 128 B/C prints ASCII 32–126')
  const subsetC = /^(\d\d)+$/.test(text)
  const data = subsetC
    ? Array.from({ length: text.length / 2 }, (_, index) => Number(text.slice(index * 2, index * 2 + 2)))
    : Array.from(text, (char) => char.charCodeAt(0) - 32)
  const start = subsetC ? START_C : START_B
  const check = data.reduce((sum, value, index) => sum + value * (index + 1), start) % 103
  return [start, ...data, check, STOP]
}

/** The widths, in modules, of the bars and spaces in order (a bar first), of `text`'s symbols. */
export function code128Widths(text: string): number[] {
  return code128Values(text).flatMap((value) => Array.from(PATTERNS[value]!, Number))
}

/** The symbol value of an 11-module (or the stop's 13) run of widths, or -1 when none has it. */
export const code128ValueOf = (widths: readonly number[]) => PATTERNS.indexOf(widths.join(''))

/**
 * Draws `text` as a Code 128 barcode at (x, y): `module` points per module, `height` points tall, a quiet
 * zone of ten modules on each side left blank. Answers the width drawn, quiet zones included.
 */
export function drawCode128(doc: Doc, text: string, x: number, y: number, module = 1.2, height = 42) {
  let at = x + 10 * module
  code128Widths(text).forEach((width, index) => {
    if (index % 2 === 0) doc.rect(at, y, width * module, height).fill(INK)
    at += width * module
  })
  return at + 10 * module - x
}
