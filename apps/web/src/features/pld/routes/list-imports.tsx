import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { mayImportPldLists, type PldListKind } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ScreenHeader } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format'
import { useSession } from '../../../lib/use-session'
import { useLists } from '../api/get-lists'
import { ImportDialog } from '../components/import-dialog'

/**
 * /apps/pld/lists (read pld): the blocked-persons, PEP and OFAC lists screening reads, each with its current
 * import (source, publication date, counts) and its last imports; the officer (create pld) imports a new file.
 */
export function Component() {
  const { t, i18n } = useTranslation('pld')
  const lists = useLists()
  const { callText } = useErrorText('pld')
  const { rules } = useSession()
  const mayImport = mayImportPldLists(rules)
  const [importing, setImporting] = useState<PldListKind | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const number = (value: number) => formatNumber(value, i18n.language)

  return (
    <>
      <ScreenHeader title={t('listsPage.title')} subtitle={t('listsPage.subtitle')} />
      {lists.isPending && <LinearProgress aria-label={t('loading')} />}
      {lists.isError && <Alert severity="error">{callText(lists.error)}</Alert>}
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <Stack spacing={3}>
        {lists.data?.items.map((item) => (
          <Card key={item.list}>
            <CardContent>
              <Stack
                direction="row"
                spacing={2}
                useFlexGap
                sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
              >
                <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                  {t(`lists.${item.list}`)}
                </Typography>
                <Chip
                  size="small"
                  color={item.blocking ? 'error' : 'info'}
                  label={t(item.blocking ? 'listsPage.blocking' : 'listsPage.notBlocking')}
                />
                {mayImport && (
                  <Button variant="contained" onClick={() => setImporting(item.list)}>
                    {t('actions.import')}
                  </Button>
                )}
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {item.current
                  ? t('listsPage.current', {
                      date: formatDate(item.current.publishedOn, i18n.language),
                      entries: number(item.current.entries),
                      names: number(item.current.names),
                    })
                  : t('listsPage.noImport')}
              </Typography>
              {item.imports.length > 0 && (
                <Box sx={{ overflowX: 'auto' }}>
                  <Table size="small" aria-label={t('listsPage.history', { list: t(`lists.${item.list}`) })}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('listsPage.columns.publishedOn')}</TableCell>
                        <TableCell>{t('listsPage.columns.source')}</TableCell>
                        <TableCell>{t('listsPage.columns.file')}</TableCell>
                        <TableCell align="right">{t('listsPage.columns.entries')}</TableCell>
                        <TableCell align="right">{t('listsPage.columns.skipped')}</TableCell>
                        <TableCell>{t('listsPage.columns.importedAt')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {item.imports.map((row) => (
                        <TableRow key={row.id} selected={row.current}>
                          <TableCell>{formatDate(row.publishedOn, i18n.language)}</TableCell>
                          <TableCell>{row.source}</TableCell>
                          <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.fileName}</TableCell>
                          <TableCell align="right">{number(row.entries)}</TableCell>
                          <TableCell align="right">{number(row.skipped)}</TableCell>
                          <TableCell>
                            {formatDateTime(row.importedAt, i18n.language, undefined, { numeric: true })}
                            {row.importedBy ? ` · ${row.importedBy}` : ''}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Box>
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
      {importing && (
        <ImportDialog
          list={importing}
          onClose={() => setImporting(null)}
          onDone={(unchanged) => {
            setNotice(t(unchanged ? 'import.unchanged' : 'import.done', { list: t(`lists.${importing}`) }))
            setImporting(null)
          }}
        />
      )}
    </>
  )
}
