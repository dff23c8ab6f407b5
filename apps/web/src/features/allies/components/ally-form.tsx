import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import Snackbar from '@mui/material/Snackbar'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import {
  type AllyCatalogs,
  type AllyDetail,
  type AllyStaffOption,
  type AllyStaffOptions,
} from '@mesa/contracts'
import { useEffect, useState } from 'react'
import type { FieldErrors, FieldPath } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router'
import { HttpError } from '../../../lib/http'
import { PRIMARY_DARK } from '../../../theme/theme'
import { useCreateAlly } from '../api/create-ally'
import { useUpdateAlly } from '../api/update-ally'
import { AllyCommercialTab } from './ally-commercial-tab'
import { AllyFilesTab } from './ally-files-tab'
import { allyFormSchema, emptyAlly, tabOfField, toFormValues, type AllyFormValues } from './ally-form-values'
import { useContractForm } from '../../../components/form'
import { AllyGeneralTab } from './ally-general-tab'
import { useErrorText } from '../../../lib/error-text'

const tabs = ['general', 'commercial', 'files'] as const
type TabName = (typeof tabs)[number]

interface AllyFormProps {
  catalogs: AllyCatalogs
  staff: AllyStaffOptions
  /** The ally being edited; absent on /apps/aliados/add. */
  detail?: AllyDetail
  /** Reloads the detail after a stale-version answer. */
  onReload?: () => void
}

/** Adds an option for the current seller or supervisor when they are no longer in the role's list. */
const withCurrent = (options: AllyStaffOption[], id: number | undefined, email: string | undefined) =>
  id && email && !options.some((user) => user.id === id)
    ? [...options, { id, email, fullName: email, role: '' }]
    : options

/** Paths of the fields that have errors, e.g. 'accounts.0.clabe'. */
function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    if (!value || typeof value !== 'object') return []
    if ('message' in value && typeof value.message === 'string') return [path]
    return errorPaths(value as FieldErrors, path)
  })
}

/** The ally form of /apps/aliados/add and /apps/aliados/edit/:id, with sub-pages Aliado, Comercial, Files. */
export function AllyForm({ catalogs, staff, detail, onReload }: AllyFormProps) {
  const { t } = useTranslation('allies')
  const { callText } = useErrorText('allies')
  const navigate = useNavigate()
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('tab') as TabName | null
  const tab: TabName = requested && tabs.includes(requested) ? requested : 'general'
  const setTab = (next: TabName) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current)
        if (next === 'general') params.delete('tab')
        else params.set('tab', next)
        return params
      },
      { replace: true },
    )
  const form = useContractForm(allyFormSchema, {
    namespace: 'allies',
    defaultValues: detail ? toFormValues(detail) : emptyAlly(),
  })
  const [formError, setFormError] = useState<string | null>(null)
  const [stale, setStale] = useState(false)
  const [saved, setSaved] = useState(false)
  const create = useCreateAlly()
  const update = useUpdateAlly()

  // A new version (after saving, or a reload after a conflict) replaces the form's values.
  const version = detail?.version
  useEffect(() => {
    if (detail) form.reset(toFormValues(detail))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [detail?.id, version])

  // The general message goes once the user starts correcting; the field messages stay until fixed.
  useEffect(() => {
    const subscription = form.watch(() => setFormError(null))
    return () => subscription.unsubscribe()
  }, [form])

  const showErrors = (paths: string[]) => {
    if (paths.length > 0) setTab(tabOfField(paths[0]!))
  }

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null)
      setStale(false)
      try {
        if (detail) {
          await update.mutateAsync({ id: detail.id, body: { ...values, version: detail.version } })
          setSaved(true)
        } else {
          const created = await create.mutateAsync(values)
          await navigate(`/apps/aliados/edit/${created.id}?tab=files`, { state: { created: true } })
        }
      } catch (error) {
        if (error instanceof HttpError && error.status === 409 && error.body?.errors?.version) {
          setStale(true)
          return
        }
        const fieldErrors = error instanceof HttpError ? (error.body?.errors ?? {}) : {}
        const paths = Object.keys(fieldErrors).filter((path) => path !== '_root')
        for (const path of paths) {
          form.setError(path as FieldPath<AllyFormValues>, { type: 'server', message: fieldErrors[path]![0] })
        }
        showErrors(paths)
        // Wrong fields are marked where they are; the alert only points at them (a clash such as a
        // duplicate RFC says so), as for the form's own checks.
        const pointer =
          error instanceof HttpError && error.status === 409 ? 'errors.conflict' : 'errors.invalid_input'
        setFormError(paths.length ? t(pointer) : callText(error))
      }
    },
    (errors) => {
      showErrors(errorPaths(errors))
      setFormError(t('errors.invalid_input'))
    },
  )

  const busy = form.formState.isSubmitting
  return (
    <Card>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label={t('form.label')}
      >
        <Tabs
          value={tab}
          onChange={(_event, next: TabName) => setTab(next)}
          aria-label={t('form.tabs')}
          variant="scrollable"
          sx={(theme) => ({
            px: 2,
            // The brand colour is under 4.5:1 as text; selected tabs use its darker shade (light lighter in dark).
            '& .Mui-selected': { color: `${PRIMARY_DARK} !important` },
            ...theme.applyStyles('dark', { '& .Mui-selected': { color: '#A39BF5 !important' } }),
          })}
        >
          <Tab value="general" label={t('tabs.general')} id="ally-tab-general" aria-controls="ally-panel" />
          <Tab
            value="commercial"
            label={t('tabs.commercial')}
            id="ally-tab-commercial"
            aria-controls="ally-panel"
          />
          <Tab value="files" label={t('tabs.files')} id="ally-tab-files" aria-controls="ally-panel" />
        </Tabs>
        <Divider />
        <CardContent id="ally-panel" role="tabpanel" aria-labelledby={`ally-tab-${tab}`}>
          {stale && (
            <Alert
              severity="warning"
              sx={{ mb: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => (setStale(false), onReload?.())}>
                  {t('form.reload')}
                </Button>
              }
            >
              {t('errors.stale_version')}
            </Alert>
          )}
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          {/* Tabs stay mounted so react-hook-form keeps every field registered. */}
          <Box hidden={tab !== 'general'}>
            <AllyGeneralTab
              form={form}
              catalogs={catalogs}
              sellers={withCurrent(staff.sellers, detail?.sellerId, detail?.seller)}
              supervisors={withCurrent(staff.supervisors, detail?.supervisorId, detail?.supervisor)}
            />
          </Box>
          <Box hidden={tab !== 'commercial'}>
            <AllyCommercialTab
              form={form}
              catalogs={catalogs}
              staff={[
                ...staff.users,
                ...(detail?.users ?? []).filter((user) => !staff.users.some((item) => item.id === user.id)),
              ]}
            />
          </Box>
          {tab === 'files' &&
            (detail ? (
              <AllyFilesTab allyId={detail.id} files={detail.files} catalogs={catalogs} />
            ) : (
              <Alert severity="info">{t('files.saveFirst')}</Alert>
            ))}
        </CardContent>
        <Divider />
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to="/apps/aliados/list" color="secondary" variant="outlined">
              {t('form.back')}
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {t(detail ? 'form.save' : 'form.create')}
            </Button>
          </Stack>
        </CardContent>
      </Box>
      <Snackbar
        open={saved}
        autoHideDuration={4000}
        onClose={() => setSaved(false)}
        message={t('form.saved')}
      />
    </Card>
  )
}
