import { describe, expect, it } from 'vitest'
import { scaledSize } from './compress-photo'

describe('a photo kept on the phone', () => {
  it('a 4032×3024 camera photo is drawn 1600×1200 (4032 → 1600 is ×0.39683; 3024 × 0.39683 = 1200)', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 1600, height: 1200 })
  })
  it('a portrait 3000×4000 photo: its height is the longest side, 1600; 3000 × 0.4 = 1200', () => {
    expect(scaledSize(3000, 4000)).toEqual({ width: 1200, height: 1600 })
  })
  it('a picture already smaller is never enlarged', () => {
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 })
  })
})
