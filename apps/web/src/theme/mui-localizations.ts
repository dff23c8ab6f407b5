import { arSA, enUS, esES, frFR, type Localization } from '@mui/material/locale'
import type { Language } from '../lib/preferences'

/** MUI's own texts (an alert's close button, pagination's labels) in each language of the app. */
export const muiLocalizations: Record<Language, Localization> = { es: esES, en: enUS, fr: frFR, ar: arSA }
