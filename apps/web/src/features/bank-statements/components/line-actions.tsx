import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { mayWorkBankStatements, queueStatuses, type StatementLine } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../lib/use-session'
import { MatchDialog } from './match-dialog'
import { ReturnDialog } from './return-dialog'
import { SplitDialog } from './split-dialog'

/** A queued line's three resolutions, for those who may work the queue (others see the line only). */
export function LineActions({ line }: { line: StatementLine }) {
  const { t } = useTranslation('bankStatements')
  const { rules } = useSession()
  const [open, setOpen] = useState<'match' | 'split' | 'return' | null>(null)
  if (!mayWorkBankStatements(rules) || !(queueStatuses as readonly string[]).includes(line.status))
    return null
  const close = () => setOpen(null)
  const named = (action: string) =>
    t(`actions.${action}Line`, { reference: line.bankReference || line.lineNo })
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button size="small" variant="contained" aria-label={named('match')} onClick={() => setOpen('match')}>
        {t('actions.match')}
      </Button>
      <Button size="small" variant="outlined" aria-label={named('split')} onClick={() => setOpen('split')}>
        {t('actions.split')}
      </Button>
      <Button size="small" color="warning" aria-label={named('return')} onClick={() => setOpen('return')}>
        {t('actions.return')}
      </Button>
      {open === 'match' && <MatchDialog line={line} onClose={close} />}
      {open === 'split' && <SplitDialog line={line} onClose={close} />}
      {open === 'return' && <ReturnDialog line={line} onClose={close} />}
    </Stack>
  )
}
