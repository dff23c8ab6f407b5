import { useTheme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'

/**
 * Whether the screen is phone-sized (MUI's `sm` breakpoint down), where lists become cards and filters fold.
 * Read on the first render (`noSsr`: the app renders only in the browser), so a phone never paints the table first.
 */
export const usePhone = () => useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true })
