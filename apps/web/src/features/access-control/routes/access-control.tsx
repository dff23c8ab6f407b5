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
import { useSession } from '../../../lib/use-session'

/** /access-control (read AclDemo): what the signed-in user may do, rule by rule. */
export function Component() {
  const { t } = useTranslation()
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
                      <Chip label={rule.action} size="small" />
                    </TableCell>
                    <TableCell>
                      <code>{rule.subject}</code>
                    </TableCell>
                    <TableCell>
                      {t('accessControl.rule', {
                        action: t(`accessControl.actions.${rule.action}`),
                        subject: rule.subject === 'all' ? t('accessControl.allSubjects') : rule.subject,
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
