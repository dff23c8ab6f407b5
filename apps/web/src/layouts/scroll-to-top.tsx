import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp'
import Fab from '@mui/material/Fab'
import Zoom from '@mui/material/Zoom'
import useScrollTrigger from '@mui/material/useScrollTrigger'
import { useTranslation } from 'react-i18next'
import { SCROLL_TOP_THRESHOLD } from './nav-types'

export function ScrollToTop() {
  const { t } = useTranslation()
  const visible = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_TOP_THRESHOLD })
  return (
    <Zoom in={visible}>
      <Fab
        color="primary"
        size="small"
        aria-label={t('layout.scrollToTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', bottom: 24, insetInlineEnd: 24, zIndex: 'speedDial' }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  )
}
