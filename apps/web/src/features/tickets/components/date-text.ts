/** A timestamp as the desk reads it: day, month, hour and minute in the person's language. */
import { formatDateTime } from '../../../lib/format'
export const dateTimeText = (iso: string, language: string) => formatDateTime(iso, language)
