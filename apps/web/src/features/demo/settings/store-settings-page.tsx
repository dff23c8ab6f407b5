import {
  storeSettingsInputSchema,
  storeSettingsTabOf,
  storeSettingsTabs,
  type StoreSettings,
  type StoreSettingsInput,
  type StoreSettingsTab,
} from '@mesa/contracts'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { FieldGrid, useContractForm } from '../../../components/form'
import { ScreenHeader } from '../../../components/list-screen'
import { placeFieldErrors, useErrorText } from '../../../lib/error-text'
import { HttpError } from '../../../lib/http'
import { useSaveStoreSettings, useStoreSettings } from '../api/store-settings'
import { DemoBanner } from '../components/demo-banner'
import { QueryState } from '../components/query-state'
import { settingsFields } from './settings-fields'

const tabOf = (field: string): StoreSettingsTab =>
  storeSettingsTabOf[field as keyof StoreSettingsInput] ?? 'store'

/** The six tabs of one form; the record is saved whole with the version it was read at. */
function SettingsForm({
  settings,
  settingsQuery,
}: {
  settings: StoreSettings
  settingsQuery: { refetch: () => unknown }
}) {
  const { t } = useTranslation('demo')
  const { callText } = useErrorText('demo')
  const [params, setParams] = useSearchParams()
  const asked = params.get('tab') as StoreSettingsTab | null
  const tab = asked && storeSettingsTabs.includes(asked) ? asked : 'store'
  const openTab = (next: StoreSettingsTab) =>
    setParams(next === 'store' ? {} : { tab: next }, { replace: true })
  const saveSettings = useSaveStoreSettings()
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const { version: _version, updatedAt: _updatedAt, ...values } = settings
  const form = useContractForm(storeSettingsInputSchema, {
    namespace: 'demo',
    values,
    resetOptions: { keepDirtyValues: false },
  })

  const save = form.handleSubmit(
    async (input) => {
      setNotice(null)
      try {
        await saveSettings.mutateAsync({ ...input, version: settings.version })
        setNotice({ ok: true, text: t('settings.saved') })
      } catch (error) {
        const fields: string[] = []
        const placed = placeFieldErrors(error, (field, entry) => {
          if (field === 'version') return false
          fields.push(field)
          form.setError(field as keyof StoreSettingsInput, { message: entry })
          return true
        })
        if (fields[0]) openTab(tabOf(fields[0]))
        // Someone saved first: their record is loaded into the form (the answer's refetch) and said so.
        if (error instanceof HttpError && error.status === 409) {
          setNotice({ ok: false, text: t('settings.stale') })
          void settingsQuery.refetch()
        } else if (!placed) setNotice({ ok: false, text: callText(error) })
      }
    },
    (errors) => openTab(tabOf(Object.keys(errors)[0] ?? 'storeName')),
  )

  return (
    <Card component="form" noValidate onSubmit={(event) => void save(event)}>
      <Tabs
        value={tab}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ '& .MuiTab-root.Mui-selected': { color: 'text.primary' } }}
        onChange={(_, next: StoreSettingsTab) => openTab(next)}
        aria-label={t('settings.title')}
      >
        {storeSettingsTabs.map((name) => (
          <Tab key={name} value={name} label={t(`settings.tabs.${name}`)} />
        ))}
      </Tabs>
      <CardContent>
        {notice && (
          <Alert severity={notice.ok ? 'success' : 'error'} sx={{ mb: 2 }} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
        {storeSettingsTabs.map((name) => (
          <Box key={name} hidden={tab !== name}>
            <FieldGrid
              control={form.control}
              namespace="demo"
              idPrefix="settings"
              breakpoint="md"
              fields={settingsFields[name]}
            />
          </Box>
        ))}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
          <Button onClick={() => form.reset(values)} disabled={saveSettings.isPending}>
            {t('settings.discard')}
          </Button>
          <Button type="submit" variant="contained" disabled={saveSettings.isPending}>
            {t('settings.save')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  )
}

/** /apps/ecommerce/settings: store details, payments, checkout, shipping, locations and notifications. */
export function Component() {
  const { t } = useTranslation('demo')
  const settings = useStoreSettings()
  return (
    <>
      <ScreenHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <DemoBanner />
      <QueryState query={settings}>
        {(data) => <SettingsForm settings={data} settingsQuery={settings} />}
      </QueryState>
    </>
  )
}
