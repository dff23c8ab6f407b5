import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { duplicatePolicies, type DuplicatePolicy, type ImportSummary } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { useStartImport } from '../api/start-import'
import { formatNumber } from '../../../lib/format'

/** What the import will do (counters of the preview), the choice for duplicates, and the start. */
export function StartCard({ summary }: { summary: ImportSummary }) {
  const { t, i18n } = useTranslation('imports')
  const { callText } = useErrorText('imports')
  const start = useStartImport(summary.id)
  const [policy, setPolicy] = useState<DuplicatePolicy>('skip')
  const number = (value: number) => formatNumber(value, i18n.language)
  const writable = summary.totalRows - summary.errorRows - summary.excludedRows
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('start.title')}
          </Typography>
          <Typography>
            {t('start.counts', {
              total: number(summary.totalRows),
              valid: number(writable),
              errors: number(summary.errorRows),
              excluded: number(summary.excludedRows),
              duplicates: number(summary.duplicateRows),
              context: summary.entity,
            })}
          </Typography>
          {summary.errorRows > 0 && <Alert severity="warning">{t('start.withErrors')}</Alert>}
          <FormControl>
            <FormLabel id="duplicate-policy">{t('start.duplicates', { context: summary.entity })}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="duplicate-policy"
              value={policy}
              onChange={(event) => setPolicy(event.target.value as DuplicatePolicy)}
            >
              {duplicatePolicies.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(`start.policies.${value}`, { context: summary.entity })}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <div>
            <Button
              variant="contained"
              disabled={start.isPending || writable <= 0}
              onClick={() => start.mutate({ duplicatePolicy: policy, version: summary.version })}
            >
              {t('start.run', { n: number(Math.max(0, writable)) })}
            </Button>
          </div>
          {start.error && <Alert severity="error">{callText(start.error)}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  )
}
