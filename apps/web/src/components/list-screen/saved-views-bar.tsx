import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import Star from '@mui/icons-material/Star'
import StarBorder from '@mui/icons-material/StarBorder'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Tooltip from '@mui/material/Tooltip'
import type { SavedView } from '@mesa/contracts'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearchParams } from 'react-router'
import { useSavedViews, useSavedViewWrites, viewQueryOf } from '../../lib/saved-views'
import { SaveViewDialog } from './save-view-dialog'

/**
 * The saved views of a list screen (issue 20), as tabs above the list: "All" and each view, yours first,
 * then those colleagues of your role shared. Picking one puts its query in the URL, so a view, a shared
 * link and a reload all show the same list. Your default view opens when you come without a query.
 */
export function SavedViewsBar({ onError }: { onError: (error: unknown) => void }) {
  const { t } = useTranslation()
  const screen = useLocation().pathname
  const [searchParams, setSearchParams] = useSearchParams()
  const views = useSavedViews(screen)
  const writes = useSavedViewWrites(screen)
  const [saving, setSaving] = useState(false)
  const current = viewQueryOf(searchParams.toString())
  const active = views.data?.find((view) => viewQueryOf(view.query) === current)
  const open = (query: string) => setSearchParams(new URLSearchParams(query))

  // The default view, once per visit, only when the screen was opened without a query of its own.
  const appliedDefault = useRef(false)
  useEffect(() => {
    if (appliedDefault.current || !views.data) return
    appliedDefault.current = true
    const fallback = views.data.find((view) => view.isDefault)
    if (fallback && current === '') setSearchParams(new URLSearchParams(fallback.query), { replace: true })
  }, [views.data, current, setSearchParams])

  const toggleDefault = (view: SavedView) =>
    writes.update
      .mutateAsync({
        id: view.id,
        name: view.name,
        query: view.query,
        shared: view.shared,
        isDefault: !view.isDefault,
        version: view.version,
      })
      .catch(onError)

  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tabs
        value={active ? active.id : current === '' ? 'all' : false}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('savedViews.label')}
        sx={{
          flex: 1,
          minHeight: 44,
          '& .MuiTab-root': { minHeight: 44 },
          '& .MuiTab-root.Mui-selected': { color: 'text.primary' },
        }}
      >
        <Tab value="all" label={t('savedViews.all')} onClick={() => open('')} />
        {(views.data ?? []).map((view) => (
          <Tab
            key={view.id}
            value={view.id}
            onClick={() => open(view.query)}
            label={
              view.mine ? view.name : t('savedViews.sharedBy', { name: view.name, owner: view.ownerName })
            }
            icon={
              view.isDefault ? <Star fontSize="small" aria-label={t('savedViews.isDefault')} /> : undefined
            }
            iconPosition="end"
          />
        ))}
      </Tabs>
      {active?.mine && (
        <>
          <Tooltip title={t(active.isDefault ? 'savedViews.unsetDefault' : 'savedViews.setDefault')}>
            <IconButton
              size="small"
              aria-label={t(active.isDefault ? 'savedViews.unsetDefault' : 'savedViews.setDefault')}
              onClick={() => void toggleDefault(active)}
            >
              {active.isDefault ? <Star fontSize="small" /> : <StarBorder fontSize="small" />}
            </IconButton>
          </Tooltip>
          <Tooltip title={t('savedViews.delete', { name: active.name })}>
            <IconButton
              size="small"
              aria-label={t('savedViews.delete', { name: active.name })}
              onClick={() => writes.remove.mutateAsync(active.id).then(() => open(''), onError)}
            >
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      )}
      <Button size="small" startIcon={<BookmarkAddOutlined />} onClick={() => setSaving(true)}>
        {t('savedViews.save')}
      </Button>
      {saving && (
        <SaveViewDialog
          busy={writes.create.isPending}
          onClose={() => setSaving(false)}
          onSave={(values) =>
            writes.create.mutateAsync({ screen, query: current, ...values }).then(() => setSaving(false))
          }
        />
      )}
    </Box>
  )
}
