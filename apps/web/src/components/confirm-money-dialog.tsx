import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../lib/format'

/** One line of the summary: an amount (centavos, formatted here) or a text (an account, a party, a count). */
export type MoneySummaryRow =
  | { label: string; amountCents: number; text?: undefined; strong?: boolean }
  | { label: string; text: string; amountCents?: undefined; strong?: boolean }

/**
 * The one confirmation before a money move (issue 38): assigning a funding line, a disbursement, binding a
 * policy, a campaign's sending, a loan payment, its reversal or a refund. It shows what moves, how much and
 * between whom, says when the move waits for a second person (issue 30's four eyes), and keeps its confirm
 * button busy while the call runs, so one click never makes two moves.
 */
export function ConfirmMoneyDialog(props: {
  open: boolean
  title: string
  /** What the move does, in one sentence (optional). */
  text?: string
  rows: MoneySummaryRow[]
  /** The move is only asked for: another person approves it (issue 30). */
  fourEyes?: boolean
  confirmLabel: string
  busy: boolean
  error?: string | null
  onConfirm: () => void
  onClose: () => void
}) {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const close = () => {
    if (!props.busy) props.onClose()
  }
  return (
    <Dialog open={props.open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        {props.error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {props.error}
          </Alert>
        )}
        {props.text && <Typography sx={{ mb: 2 }}>{props.text}</Typography>}
        <Table size="small" aria-label={t('moneyConfirm.summary')}>
          <TableBody>
            {props.rows.map((row) => (
              <TableRow key={row.label}>
                <TableCell component="th" scope="row" sx={{ color: 'text.secondary', border: 0, pl: 0 }}>
                  {row.label}
                </TableCell>
                <TableCell
                  align={row.amountCents === undefined ? 'left' : 'right'}
                  sx={{
                    border: 0,
                    pr: 0,
                    fontWeight: row.strong ? 700 : 400,
                    fontVariantNumeric: 'tabular-nums',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {row.amountCents === undefined
                    ? row.text
                    : formatMoney(row.amountCents, { language: i18n.language })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {props.fourEyes && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('moneyConfirm.fourEyes')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={props.busy}>
          {t('list.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={props.busy}
          aria-busy={props.busy}
          onClick={props.onConfirm}
          startIcon={props.busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
