import type { BureauDifferences, BureauMop } from '@mesa/contracts'

/** An account as a month's file reported it. */
export interface ReportedAccount {
  applicationId: number
  folio: number
  name: string
  mop: BureauMop
  balanceCents: number
  pastDueCents: number
  closedOn: string | null
}

/**
 * What changed from the previous stored month: accounts new to the file, accounts reported closed for the
 * first time, and accounts whose current MOP moved. The first file (no previous month) lists nothing.
 */
export function differencesOf(
  previousPeriod: string | null,
  before: ReportedAccount[] | null,
  now: ReportedAccount[],
): BureauDifferences {
  if (!before) return { previousPeriod: null, added: [], closed: [], mopChanges: [] }
  const earlier = new Map(before.map((account) => [account.applicationId, account]))
  const ref = ({ applicationId, folio, name, mop }: ReportedAccount) => ({ applicationId, folio, name, mop })
  return {
    previousPeriod,
    added: now.filter((account) => !earlier.has(account.applicationId)).map(ref),
    closed: now
      .filter((account) => account.closedOn && !earlier.get(account.applicationId)?.closedOn)
      .map(ref),
    mopChanges: now.flatMap((account) => {
      const was = earlier.get(account.applicationId)
      return was && was.mop !== account.mop
        ? [
            {
              applicationId: account.applicationId,
              folio: account.folio,
              name: account.name,
              from: was.mop,
              to: account.mop,
            },
          ]
        : []
    }),
  }
}
