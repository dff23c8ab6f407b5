import { describe, expect, it } from 'vitest'
import { HttpError } from '../../../lib/http'
import { readDuplicateRefusal } from './duplicate-refusal'

const refused = (code: string) =>
  new HttpError(409, { message: 'refused', code: code as never, errors: { folios: ['10023'] } })
const headOffice = [{ action: 'manage', subject: 'all' }] as never
const seller = [
  { action: 'create', subject: 'Documentos' },
  { action: 'read', subject: 'Documentos' },
] as never

describe('a capture refused as a duplicate (issue 38)', () => {
  it('names the folios; head office may confirm a second credit for the same customer', () => {
    expect(readDuplicateRefusal(refused('duplicate_customer'), headOffice)).toEqual({
      code: 'duplicate_customer',
      folios: ['10023'],
      confirmable: true,
    })
    expect(readDuplicateRefusal(refused('duplicate_customer'), seller)?.confirmable).toBe(false)
  })

  it('never offers to confirm the same car, and reads nothing else as a duplicate', () => {
    expect(readDuplicateRefusal(refused('duplicate_vehicle'), headOffice)?.confirmable).toBe(false)
    expect(readDuplicateRefusal(refused('stale_version'), headOffice)).toBeNull()
    expect(readDuplicateRefusal(new Error('network'), headOffice)).toBeNull()
  })
})
