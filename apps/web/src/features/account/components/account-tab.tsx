import { updateAccountRequestSchema, type Account, type UpdateAccountRequest } from '@mesa/contracts'
import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUpdateAccount } from '../api/update-account'
import { useAvatarMutations } from '../api/upload-avatar'
import { FieldGrid, type GridFieldSpec, useContractForm } from '../../../components/form'
import { useErrorText } from '../../../lib/error-text'

const languages = ['es', 'en', 'fr', 'ar'] as const
const toForm = (account: Account) => ({
  fullName: account.fullName,
  contact: account.contact,
  company: account.company,
  country: account.country,
  language: (languages as readonly string[]).includes(account.language)
    ? (account.language as (typeof languages)[number])
    : 'es',
  about: account.about,
  taxId: account.taxId,
  version: account.version,
})

const accountFields: GridFieldSpec<UpdateAccountRequest>[] = [
  { name: 'fullName', labelKey: 'fields.fullName', size: 'half', autoComplete: 'name' },
  { name: 'contact', labelKey: 'fields.contact', size: 'half', autoComplete: 'tel' },
  { name: 'company', labelKey: 'fields.company', size: 'half', autoComplete: 'organization' },
  { name: 'country', labelKey: 'fields.country', size: 'half', autoComplete: 'country-name' },
  {
    name: 'language',
    labelKey: 'fields.language',
    size: 'half',
    options: languages,
    optionKey: 'languages',
  },
  { name: 'taxId', labelKey: 'fields.taxId', size: 'half' },
  { name: 'about', labelKey: 'fields.about', multiline: true },
]

/** Tab account: the signed-in user's profile fields. */
export function AccountTab({ account }: { account: Account }) {
  const { t } = useTranslation('account')
  const update = useUpdateAccount()
  const avatar = useAvatarMutations()
  const { callText } = useErrorText('account')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const form = useContractForm(updateAccountRequestSchema, { namespace: 'account', values: toForm(account) })

  // The profile form's refusal, else the last save or avatar change's word.
  const shown = form.serverError ? { ok: false, text: form.serverError } : message

  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(null)
    form.clearServerError()
    try {
      await update.mutateAsync(values)
      setMessage({ ok: true, text: t('account.saved') })
    } catch (error) {
      form.failWith(error)
    }
  })

  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={3} sx={{ alignItems: 'center', mb: 3 }}>
          <Avatar
            src={account.avatar ?? undefined}
            alt=""
            sx={{ width: 88, height: 88, bgcolor: 'primary.dark' }}
          >
            {account.fullName.slice(0, 1)}
          </Avatar>
          <div>
            <Typography variant="h6" component="h2">
              {account.fullName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {account.email} · @{account.username} · {account.role}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Button component="label" size="small" variant="outlined" disabled={avatar.upload.isPending}>
                {t('account.avatar.upload')}
                <input
                  hidden
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  onChange={(event) => {
                    const file = event.target.files?.[0]
                    event.target.value = ''
                    if (!file) return
                    setMessage(null)
                    form.clearServerError()
                    avatar.upload.mutate(file, {
                      onSuccess: () => setMessage({ ok: true, text: t('account.avatar.uploaded') }),
                      onError: (error) => setMessage({ ok: false, text: callText(error) }),
                    })
                  }}
                />
              </Button>
              {account.avatar && (
                <Button
                  size="small"
                  color="inherit"
                  disabled={avatar.remove.isPending}
                  onClick={() => {
                    form.clearServerError()
                    avatar.remove.mutate(undefined, {
                      onSuccess: () => setMessage({ ok: true, text: t('account.avatar.removed') }),
                    })
                  }}
                >
                  {t('account.avatar.remove')}
                </Button>
              )}
              <Typography variant="caption" color="text.secondary">
                {t('account.avatar.hint')}
              </Typography>
            </Stack>
          </div>
        </Stack>
        {shown && (
          <Alert severity={shown.ok ? 'success' : 'error'} sx={{ mb: 2 }}>
            {shown.text}
          </Alert>
        )}
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('tabs.account')}>
          <FieldGrid control={form.control} namespace="account" idPrefix="account" fields={accountFields}>
            <Grid size={12}>
              <Stack direction="row" spacing={2}>
                <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
                  {t('account.save')}
                </Button>
                <Button variant="outlined" color="secondary" onClick={() => form.reset(toForm(account))}>
                  {t('account.reset')}
                </Button>
              </Stack>
            </Grid>
          </FieldGrid>
        </Box>
      </CardContent>
    </Card>
  )
}
