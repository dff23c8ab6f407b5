import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** One report: its title, what its figures mean (the definition), its chart and its table beside or below. */
export function ReportPanel({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2, height: '100%' }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {note}
      </Typography>
      {children}
    </Paper>
  )
}

/** The table of a report: the first column names the row, the others are figures (right-aligned). */
export function FigureTable({ label, header, rows }: { label: string; header: string[]; rows: string[][] }) {
  // A wide table (the vintages' months on book) scrolls sideways: reachable by keyboard (axe
  // scrollable-region-focusable).
  return (
    <TableContainer tabIndex={0} role="group" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {header.map((cell, index) => (
              <TableCell key={cell} align={index === 0 ? 'left' : 'right'}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.join('|')}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <TableCell key={index} component="th" scope="row">
                    {cell}
                  </TableCell>
                ) : (
                  <TableCell key={index} align="right">
                    {cell}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
