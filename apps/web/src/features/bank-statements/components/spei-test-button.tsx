import Button from '@mui/material/Button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSpeiSandbox } from '../api/spei-sandbox'
import { SpeiTestDialog } from './spei-test-dialog'

/** The sandbox's "send a test SPEI" button: shown only while the sandbox provider is on. */
export function SpeiTestButton({ onSent }: { onSent: (text: string) => void }) {
  const { t } = useTranslation('bankStatements')
  const sandbox = useSpeiSandbox()
  const [open, setOpen] = useState(false)
  if (!sandbox.data?.enabled) return null
  return (
    <>
      <Button variant="outlined" color="secondary" onClick={() => setOpen(true)}>
        {t('spei.open')}
      </Button>
      {open && (
        <SpeiTestDialog
          onClose={() => setOpen(false)}
          onSent={(status) => onSent(t('spei.sent', { status: t(`statuses.${status}`) }))}
        />
      )}
    </>
  )
}
