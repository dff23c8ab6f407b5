import TableCell from '@mui/material/TableCell'
import { formatMoney } from '../../../lib/format'

/** A money figure in a table: right-aligned, Mexican pesos, bold on a totals row. */
export function AmountCell({ cents, bold = false }: { cents: number; bold?: boolean }) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: bold ? 700 : undefined }}>
      {formatMoney(cents)}
    </TableCell>
  )
}
