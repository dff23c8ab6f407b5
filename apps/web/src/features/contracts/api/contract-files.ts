import { contractPaths } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { protectedBlob } from '../../../lib/download-file'

/**
 * A contract's PDF or signed scan fetched with the bearer token (a plain link carries none), once more after
 * a refresh when the token expired: a Blob the caller shows from an object URL and later revokes.
 */
export const contractFileBlob = (contractId: number, which: 'pdf' | 'signedScan'): Promise<Blob> =>
  protectedBlob(generatePath(contractPaths[which], { contractId: String(contractId) }))
