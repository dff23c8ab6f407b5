import Description from '@mui/icons-material/Description'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { letterKinds, type LetterKind } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadAttachment } from '../../../lib/download-file'
import { useErrorText } from '../../../lib/error-text'
import { producedLetterPath, useProduceLetter } from '../api/letters'

/**
 * The collections desk's "dunning letter" button (issue 35), composed into the desk's loan by the app: the
 * collector picks the letter (first, second, pre-legal), the server draws it with the loan's arrears on the
 * business date, keeps it (audited, in the contact history) and the PDF downloads.
 */
export function DunningLetterButton(props: { applicationId: number; folio: number; onProduced: () => void }) {
  const { t } = useTranslation('dunning')
  const { callText } = useErrorText('dunning')
  const produce = useProduceLetter()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [error, setError] = useState<unknown>(null)
  const pick = (kind: LetterKind) => {
    setAnchor(null)
    setError(null)
    produce.mutate(
      { applicationId: props.applicationId, kind },
      {
        onSuccess: (letter) => {
          props.onProduced()
          downloadAttachment(producedLetterPath(letter.id), `aviso-cobranza-${props.folio}.pdf`).catch(
            setError,
          )
        },
        onError: setError,
      },
    )
  }
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<Description />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? 'dunning-letter-menu' : undefined}
        disabled={produce.isPending}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minHeight: 36 }}
      >
        {t('letter.produce')}
      </Button>
      <Menu id="dunning-letter-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {letterKinds.map((kind) => (
          <MenuItem key={kind} onClick={() => pick(kind)}>
            {t(`letterKinds.${kind}`)}
          </MenuItem>
        ))}
      </Menu>
      {error !== null && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ flexBasis: '100%' }}>
          {callText(error)}
        </Alert>
      )}
    </>
  )
}
