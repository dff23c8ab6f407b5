import { useQuery } from '@tanstack/react-query'
import { fundingDetailSchema, fundingPaths } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../../lib/api-client'
import { fileTabKeys } from '../../../../lib/application-file'

/** GET the application's funding (issue 15) by its folio, for the file's read-only Fondeo tab. */
const getFunding = async (folio: number) =>
  fundingDetailSchema.parse(await api.get(generatePath(fundingPaths.application, { folio: String(folio) })))

export const useFileFunding = (folio: number) =>
  useQuery({ queryKey: fileTabKeys.funding(folio), queryFn: () => getFunding(folio) })
