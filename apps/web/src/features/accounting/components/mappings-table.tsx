import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { creditProducts, postingSlots, type AccountMapping } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'

/** Each posting slot with the account it posts to for each product (changed with four eyes through the API). */
export function MappingsTable({ mappings }: { mappings: AccountMapping[] }) {
  const { t } = useTranslation('accounting')
  const accountOf = new Map(
    mappings.map((mapping) => [`${mapping.product}|${mapping.slot}`, mapping.accountCode]),
  )
  const label = t('mappings.table')
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('mappings.slot')}</TableCell>
            {creditProducts.map((product) => (
              <TableCell key={product}>{t(`mappings.products.${product}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {postingSlots.map((slot) => (
            <TableRow key={slot}>
              <TableCell>{t(`slots.${slot}`)}</TableCell>
              {creditProducts.map((product) => (
                <TableCell key={product}>{accountOf.get(`${product}|${slot}`) ?? '—'}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
