import Check from '@mui/icons-material/Check'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { matrixActions, type PermissionMatrixRow } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { FilterSelect, ScreenHeader } from '../../../components/list-screen'
import { downloadText, toCsv } from '../../../lib/csv'
import { usePermissionWords } from '../../../lib/permission-words'
import { usePermissionMatrix } from '../api/get-permission-matrix'

/** /apps/support/permissions (read Roles): who may do what, with each role's row scope, for auditors. */
export function Component() {
  const { t } = useTranslation('permissionMatrix')
  const words = usePermissionWords()
  const matrix = usePermissionMatrix()
  const [searchParams, setSearchParams] = useSearchParams()
  const role = searchParams.get('role') ?? ''
  const subject = searchParams.get('subject') ?? ''
  const setFilter = (name: string, value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value) next.set(name, value)
        else next.delete(name)
        return next
      },
      { replace: true },
    )
  const all = matrix.data?.rows ?? []
  const rows = all.filter((row) => (!role || row.role === role) && (!subject || row.subject === subject))
  const distinct = (values: string[], label: (value: string) => string) =>
    [...new Set(values)].map((value) => ({ value, label: label(value) }))
  const roleName = (name: string) => t(`roles.${name}`, { ns: 'translation', defaultValue: name })
  const scopeText = (row: PermissionMatrixRow) => t(`matrix.scope.${row.scope}`)
  const exportCsv = () =>
    downloadText(
      'matriz-permisos.csv',
      toCsv(rows, [
        { header: t('matrix.role'), value: (row) => roleName(row.role) },
        { header: t('matrix.subject'), value: (row) => words.subject(row.subject) },
        ...matrixActions.map((action) => ({
          header: t(`matrix.actions.${action}`),
          value: (row: PermissionMatrixRow) => (row.actions.includes(action) ? t('yes') : ''),
        })),
        { header: t('matrix.scopeHeader'), value: scopeText },
        { header: t('matrix.grantedBy'), value: (row) => row.grantedBy.join(' | ') },
      ]),
    )

  return (
    <>
      <ScreenHeader
        title={t('matrix.title')}
        subtitle={t('matrix.subtitle')}
        actions={
          <Button variant="outlined" onClick={exportCsv} disabled={rows.length === 0}>
            {t('matrix.export')}
          </Button>
        }
      />
      <Card>
        <CardContent>
          <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
            <FilterSelect
              id="matrix-role"
              label={t('matrix.role')}
              value={role}
              options={distinct(
                all.map((row) => row.role),
                roleName,
              )}
              allLabel={t('filters.all')}
              onChange={(value) => setFilter('role', value)}
            />
            <FilterSelect
              id="matrix-subject"
              label={t('matrix.subject')}
              value={subject}
              options={distinct(
                all.map((row) => row.subject),
                words.subject,
              )}
              allLabel={t('filters.all')}
              minWidth={220}
              onChange={(value) => setFilter('subject', value)}
            />
          </Stack>
        </CardContent>
        {matrix.isPending && <LinearProgress aria-label={t('matrix.loading')} />}
        {matrix.isError && <Alert severity="error">{t('matrix.failed')}</Alert>}
        <TableContainer>
          <Table size="small" aria-label={t('matrix.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('matrix.role')}</TableCell>
                <TableCell>{t('matrix.subject')}</TableCell>
                {matrixActions.map((action) => (
                  <TableCell key={action} align="center">
                    {t(`matrix.actions.${action}`)}
                  </TableCell>
                ))}
                <TableCell>{t('matrix.scopeHeader')}</TableCell>
                <TableCell>{t('matrix.grantedBy')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={`${row.roleId}-${row.subject}`}>
                  <TableCell sx={{ fontWeight: 600 }}>{roleName(row.role)}</TableCell>
                  <TableCell>
                    {words.subject(row.subject)}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {row.subject}
                    </Typography>
                  </TableCell>
                  {matrixActions.map((action) => (
                    <TableCell key={action} align="center">
                      {row.actions.includes(action) && (
                        <Check fontSize="small" color="success" titleAccess={t(`matrix.actions.${action}`)} />
                      )}
                    </TableCell>
                  ))}
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={row.scope === 'all' ? 'default' : 'warning'}
                      label={scopeText(row)}
                    />
                  </TableCell>
                  <TableCell>
                    {row.grantedBy
                      .map((source) => (source === 'role' ? t('matrix.ownRules') : source))
                      .join(', ')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
    </>
  )
}
