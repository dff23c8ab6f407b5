import { screens, type ArrearsBucket, type Stage } from '@mesa/contracts'
import type { DashboardFilters } from '../api/get-portfolio-dashboard'

/** A path with the query parameters that are set. */
function withQuery(path: string, params: Record<string, string | undefined>) {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString()
  return query ? `${path}?${query}` : path
}

/**
 * The applications list with the dashboard's filters (the same names: from, to, product, allyId) and
 * a stage or overdue flag: the list a pipeline figure summarises, counting the same rows.
 */
export const applicationsLink = (
  filters: DashboardFilters,
  extra: { stage?: Stage; overdue?: boolean } = {},
) =>
  withQuery(screens.creditApplicationsList.path, {
    stage: extra.stage,
    overdue: extra.overdue ? 'true' : undefined,
    product: filters.product,
    allyId: filters.allyId,
    from: filters.from,
    to: filters.to,
  })

/**
 * The loans list of today's arrears: active loans, a bucket, the product, ally and funder filters. The period does
 * not apply (arrears are today's), as the dashboard's arrears panel says.
 */
export const loansLink = (
  filters: DashboardFilters,
  extra: { bucket?: ArrearsBucket; allyId?: number; funderId?: number; active?: boolean } = {},
) =>
  withQuery(screens.loans.path, {
    status: extra.active === false ? undefined : 'active',
    bucket: extra.bucket,
    product: filters.product,
    allyId: extra.allyId !== undefined ? String(extra.allyId) : filters.allyId,
    funderId: extra.funderId !== undefined ? String(extra.funderId) : undefined,
  })
