import { useTranslation } from 'react-i18next'

/** A job kind's i18n key: "mail.deliver" → kinds.mail.deliver (only the first dot nests, as i18next splits). */
export function jobKindKey(kind: string): string {
  const [area, ...rest] = kind.split('.')
  return `kinds.${area}.${rest.join('_')}`
}

/** A job kind in words ("Envío de correo"); a kind no dictionary names reads as its code, never a text key. */
export function useJobKindLabel() {
  const { t, i18n } = useTranslation('jobs')
  return (kind: string) => (i18n.exists(jobKindKey(kind), { ns: 'jobs' }) ? t(jobKindKey(kind)) : kind)
}
