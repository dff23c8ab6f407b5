import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { usePermissionWords } from '../../../lib/permission-words'
import { useSession } from '../../../lib/use-session'

/** /access-control (read AclDemo): what the signed-in user may do, rule by rule. */
export function Component() {
  const { t, i18n } = useTranslation()
  const words = usePermissionWords()
  const { rules, userData } = useSession()
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('accessControl.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('accessControl.intro', {
          name: userData?.fullName ?? '',
          role: userData ? t(`roles.${userData.role}`, { defaultValue: userData.role }) : '',
        })}
      </Typography>
      <Card>
        <CardContent>
          <TableContainer>
            <Table aria-label={t('accessControl.tableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('accessControl.action')}</TableCell>
                  <TableCell>{t('accessControl.subject')}</TableCell>
                  <TableCell>{t('accessControl.meaning')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rules.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={3}>{t('accessControl.none')}</TableCell>
                  </TableRow>
                )}
                {rules.map((rule) => (
                  <TableRow key={`${rule.action}:${rule.subject}`}>
                    <TableCell>
                      <Chip label={words.action(rule.action)} size="small" />
                    </TableCell>
                    <TableCell>
                      {words.subject(rule.subject)}
                      {/* The code stays as secondary text: it is what a role's rules are written with. */}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {rule.subject}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      {t('accessControl.rule', {
                        action: t(`accessControl.actions.${rule.action}`),
                        subject:
                          rule.subject === 'all'
                            ? t('accessControl.allSubjects')
                            : words.subject(rule.subject).toLocaleLowerCase(i18n.language),
                      })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </CardContent>
      </Card>
    </>
  )
}
