import { actionsOn, subjects, type AbilityRule, type Action, type Subject } from '@mesa/contracts'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useTranslation } from 'react-i18next'
import { usePermissionWords } from '../../../lib/permission-words'

/**
 * Every action of the contracts, in reading order ('assign': take an application from its owner; 'send' and
 * 'record_payment': the invoices' own rights).
 */
export const matrixActions = [
  'read',
  'create',
  'update',
  'delete',
  'assign',
  'send',
  'record_payment',
  'manage',
] as const satisfies Action[]
export const matrixSubjects = subjects.filter((subject) => subject !== 'all')

const has = (rules: AbilityRule[], action: Action, subject: Subject) =>
  rules.some((rule) => rule.action === action && rule.subject === subject)

/** Toggles one rule; other rules (and their order) are kept. */
export function toggleRule(rules: AbilityRule[], action: Action, subject: Subject): AbilityRule[] {
  return has(rules, action, subject)
    ? rules.filter((rule) => !(rule.action === action && rule.subject === subject))
    : [...rules, { action, subject }]
}

interface RulesMatrixProps {
  value: AbilityRule[]
  onChange: (rules: AbilityRule[]) => void
}

/** Subjects (spec §6) by actions, saved as CASL rules; a switch for 'manage all'. */
export function RulesMatrix({ value, onChange }: RulesMatrixProps) {
  const { t } = useTranslation('roles')
  const words = usePermissionWords()
  const manageAll = has(value, 'manage', 'all')
  return (
    <>
      <FormControlLabel
        control={<Switch checked={manageAll} onChange={() => onChange(toggleRule(value, 'manage', 'all'))} />}
        label={t('matrix.manageAll')}
      />
      <TableContainer sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={t('matrix.label')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('matrix.subject')}</TableCell>
              {matrixActions.map((action) => (
                <TableCell key={action} align="center">
                  {t(`actions.${action}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {matrixSubjects.map((subject) => (
              <TableRow key={subject} hover>
                <TableCell component="th" scope="row">
                  {words.subject(subject)}
                </TableCell>
                {matrixActions.map((action) => (
                  <TableCell key={action} align="center" padding="checkbox">
                    {/* Sending and recording payments mean something on invoices only. */}
                    {(action === 'manage' || actionsOn(subject).includes(action)) && (
                      <Checkbox
                        size="small"
                        checked={manageAll || has(value, action, subject)}
                        disabled={manageAll}
                        onChange={() => onChange(toggleRule(value, action, subject))}
                        slotProps={{
                          input: {
                            'aria-label': t('matrix.cell', {
                              action: t(`actions.${action}`),
                              subject: words.subject(subject),
                            }),
                          },
                        }}
                      />
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  )
}
