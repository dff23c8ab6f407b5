import AddIcon from '@mui/icons-material/Add'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableFooter from '@mui/material/TableFooter'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import {
  INCOME_MATRIX_MAX_MONTHS,
  INCOME_MATRIX_MAX_SOURCES,
  INCOME_MATRIX_MIN_MONTHS,
  incomeSourceKinds,
} from '@mesa/contracts'
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form'
import { useErrorText } from '../../../lib/error-text'
import { formatMoney } from '../../../lib/format'
import { Formula } from './formula'
import { matrixFigures, nextMonth, type IncomeMatrixValues } from './income-matrix-values'

const cell = { minWidth: 150, verticalAlign: 'top' } as const

/** The matrix itself: a row per income source, a column per month, each month's total and the average. */
export function IncomeMatrixTable({
  form,
  readOnly,
}: {
  form: UseFormReturn<IncomeMatrixValues>
  readOnly: boolean
}) {
  const { t } = useTranslation('creditPolicy')
  const { fieldText } = useErrorText('creditPolicy')
  const { control, getValues, setValue } = form
  const sources = useFieldArray({ control, name: 'sources' })
  const months = useWatch({ control, name: 'months' })
  const { totals, average } = matrixFigures({ months, sources: useWatch({ control, name: 'sources' }) })

  const addMonth = () => {
    setValue('months', [...months, nextMonth(months[months.length - 1] ?? '2026-01')])
    getValues('sources').forEach((source, index) =>
      setValue(`sources.${index}.amountsCents`, [...source.amountsCents, null]),
    )
  }
  const removeMonth = (month: number) => {
    setValue(
      'months',
      months.filter((_, index) => index !== month),
    )
    getValues('sources').forEach((source, index) =>
      setValue(
        `sources.${index}.amountsCents`,
        source.amountsCents.filter((_, at) => at !== month),
      ),
    )
  }

  return (
    <Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('capacity.matrix.table')}>
          <TableHead>
            <TableRow>
              <TableCell sx={cell}>{t('capacity.matrix.kind')}</TableCell>
              <TableCell sx={{ ...cell, minWidth: 240 }}>{t('capacity.matrix.description')}</TableCell>
              {months.map((month, index) => (
                <TableCell key={index} sx={cell}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    <Controller
                      control={control}
                      name={`months.${index}`}
                      render={({ field, fieldState }) => (
                        <TextField
                          {...field}
                          type="month"
                          size="small"
                          id={`matrix-month-${index}`}
                          label={t('capacity.matrix.month', { n: index + 1 })}
                          disabled={readOnly}
                          error={Boolean(fieldState.error)}
                          helperText={
                            fieldState.error ? fieldText(fieldState.error.message, 'months') : undefined
                          }
                          slotProps={{ inputLabel: { shrink: true } }}
                        />
                      )}
                    />
                    {!readOnly && months.length > INCOME_MATRIX_MIN_MONTHS && (
                      <IconButton
                        size="small"
                        aria-label={t('capacity.matrix.removeMonth', { month })}
                        onClick={() => removeMonth(index)}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    )}
                  </Box>
                </TableCell>
              ))}
              {!readOnly && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {sources.fields.map((source, row) => (
              <TableRow key={source.id}>
                <TableCell sx={cell}>
                  <FormField
                    control={control}
                    namespace="creditPolicy"
                    idPrefix={`matrix-${row}`}
                    name={`sources.${row}.kind`}
                    label={t('capacity.matrix.kind')}
                    options={incomeSourceKinds.map((kind) => ({
                      value: kind,
                      label: t(`capacity.kinds.${kind}`),
                    }))}
                    disabled={readOnly}
                  />
                </TableCell>
                <TableCell sx={cell}>
                  <FormField
                    control={control}
                    namespace="creditPolicy"
                    idPrefix={`matrix-${row}`}
                    name={`sources.${row}.description`}
                    label={t('capacity.matrix.description')}
                    disabled={readOnly}
                  />
                </TableCell>
                {months.map((month, index) => (
                  <TableCell key={index} sx={cell}>
                    <FormField
                      control={control}
                      namespace="creditPolicy"
                      idPrefix={`matrix-${row}`}
                      kind="money"
                      name={`sources.${row}.amountsCents.${index}`}
                      label={t('capacity.matrix.amountOf', { month })}
                      disabled={readOnly}
                    />
                  </TableCell>
                ))}
                {!readOnly && (
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    {sources.fields.length > 1 && (
                      <IconButton
                        aria-label={t('capacity.matrix.removeSource', { n: row + 1 })}
                        onClick={() => sources.remove(row)}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={2}>{t('capacity.matrix.totals')}</TableCell>
              {totals.map((total, index) => (
                <TableCell key={index} data-testid={`matrix-total-${index}`}>
                  {formatMoney(total)}
                </TableCell>
              ))}
              {!readOnly && <TableCell />}
            </TableRow>
            <TableRow>
              <TableCell colSpan={2 + months.length + (readOnly ? 0 : 1)}>
                {t('capacity.matrix.average')}{' '}
                <Formula>{`(${totals.map((cents) => formatMoney(cents)).join(' + ')}) ÷ ${months.length} = ${formatMoney(average)}`}</Formula>
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
      {!readOnly && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Button
            startIcon={<AddIcon />}
            disabled={sources.fields.length >= INCOME_MATRIX_MAX_SOURCES}
            onClick={() =>
              sources.append({ kind: 'other', description: '', amountsCents: months.map(() => null) })
            }
          >
            {t('capacity.matrix.addSource')}
          </Button>
          <Button
            startIcon={<AddIcon />}
            disabled={months.length >= INCOME_MATRIX_MAX_MONTHS}
            onClick={addMonth}
          >
            {t('capacity.matrix.addMonth')}
          </Button>
        </Box>
      )}
    </Box>
  )
}
