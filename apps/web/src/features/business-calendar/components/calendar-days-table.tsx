import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { CalendarDay } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../lib/format'

const sourceColour = { official: 'default', added: 'warning', removed: 'info' } as const

/**
 * A year's holidays, one row a day: the law's or the CNBV's reason (or the administrator's note), where the
 * day comes from, and, for an editor, the day's one change: an official day can be worked, a change undone.
 */
export function CalendarDaysTable(props: {
  days: CalendarDay[]
  editable: boolean
  onWork: (day: CalendarDay) => void
  onUndo: (day: CalendarDay) => void
}) {
  const { t, i18n } = useTranslation('businessCalendar')
  const label = t('table.label')
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('table.date')}</TableCell>
            <TableCell>{t('table.reason')}</TableCell>
            <TableCell>{t('table.source')}</TableCell>
            <TableCell>{t('table.note')}</TableCell>
            {props.editable && <TableCell align="right">{t('table.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.days.length === 0 && (
            <TableRow>
              <TableCell colSpan={props.editable ? 5 : 4}>{t('table.empty')}</TableCell>
            </TableRow>
          )}
          {props.days.map((day) => {
            const shown = formatDate(day.date, i18n.language)
            return (
              <TableRow key={day.date} sx={day.source === 'removed' ? { opacity: 0.7 } : undefined}>
                <TableCell>{shown}</TableCell>
                <TableCell>{day.reason ? t(`reasons.${day.reason}`) : t('reasons.added')}</TableCell>
                <TableCell>
                  <Chip size="small" color={sourceColour[day.source]} label={t(`sources.${day.source}`)} />
                </TableCell>
                <TableCell>{day.note ?? ''}</TableCell>
                {props.editable && (
                  <TableCell align="right">
                    {day.source === 'official' ? (
                      <Button
                        size="small"
                        onClick={() => props.onWork(day)}
                        aria-label={t('actions.workLabel', { date: shown })}
                      >
                        {t('actions.work')}
                      </Button>
                    ) : (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => props.onUndo(day)}
                        aria-label={t('actions.undoLabel', { date: shown })}
                      >
                        {t('actions.undo')}
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
