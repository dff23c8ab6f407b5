import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Typography from '@mui/material/Typography'
import { policyChanges, type CreditPolicyTerms, type CreditPolicyVersion } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatMoney, formatRate } from '../../../lib/format'
import { scalarKinds } from './policy-form'

/** A term's value as people read it: pesos, a percent, or the count. */
function shown(terms: CreditPolicyTerms, field: keyof typeof scalarKinds) {
  const value = terms[field]
  if (scalarKinds[field] === 'money') return formatMoney(value, { whole: true })
  if (scalarKinds[field] === 'percent') return formatRate(value)
  return String(value)
}

/** A changed part that is not a scalar: a list or group is named by its list label, a single term by its field's. */
const listLabels: Partial<Record<string, string>> = {
  origination: 'lists.origination',
  charges: 'lists.charges',
  delinquency: 'lists.delinquency',
  authorityLimits: 'lists.authority',
  minDownPaymentByVehicleAge: 'lists.downPayment',
}
const changeLabel = (field: string) => listLabels[field] ?? `fields.${field}`

/** Every version, newest first, with who saved it and when, and what changed from the version before it. */
export function PolicyHistory({ versions }: { versions: CreditPolicyVersion[] }) {
  const { t, i18n } = useTranslation('creditPolicy')
  const when = (iso: string) => formatDateTime(iso, i18n.language)
  return (
    <List aria-label={t('history.title')} dense>
      {versions.map((version, index) => {
        const previous = versions[index + 1]
        const changes = previous ? policyChanges(previous.terms, version.terms) : []
        return (
          <ListItem key={version.id} divider sx={{ display: 'block' }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle2" component="h3">
                {t('history.version', { version: version.version })}
              </Typography>
              {index === 0 && <Chip size="small" color="success" label={t('history.inForce')} />}
              <Typography variant="body2" color="text.secondary">
                {t('history.savedBy', {
                  when: when(version.createdAt),
                  who: version.createdBy || t('history.system'),
                })}
              </Typography>
            </Box>
            {previous ? (
              changes.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('history.noChanges')}
                </Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {changes.map((field) => (
                    <Typography key={field} component="li" variant="body2">
                      {field in scalarKinds
                        ? t('history.changed', {
                            field: t(`fields.${field}`),
                            before: shown(previous.terms, field as keyof typeof scalarKinds),
                            after: shown(version.terms, field as keyof typeof scalarKinds),
                          })
                        : t('history.listChanged', { field: t(changeLabel(field)) })}
                    </Typography>
                  ))}
                </Box>
              )
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('history.first')}
              </Typography>
            )}
          </ListItem>
        )
      })}
    </List>
  )
}
