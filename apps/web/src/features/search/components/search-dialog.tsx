import SearchIcon from '@mui/icons-material/Search'
import SubdirectoryArrowLeft from '@mui/icons-material/SubdirectoryArrowLeft'
import Box from '@mui/material/Box'
import Dialog from '@mui/material/Dialog'
import Button from '@mui/material/Button'
import InputAdornment from '@mui/material/InputAdornment'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import {
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useRecordSearch } from '../api/get-record-search'
import { useSearch } from '../api/get-search'
import { PaletteRecords } from './palette-records'

/**
 * The command palette (Ctrl+K or ⌘K): screens (GET /api/app-bar/search), records within the caller's scope and
 * actions (`PaletteRecords`); keyboard-only: arrows move between results, Enter opens the first or the focused one.
 */
export function SearchDialog() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const q = useDeferredValue(text.trim())
  const { data, isError } = useSearch(q, open)
  const records = useRecordSearch(q, open).data
  const foundRecords = records
    ? records.applications.length + records.allies.length + records.users.length
    : 0
  const results = useRef<HTMLDivElement>(null)

  /** Arrow keys walk the results (from the input too); Enter in the input opens the first one. */
  const onKeyDown = (event: ReactKeyboardEvent) => {
    const items = [...(results.current?.querySelectorAll<HTMLElement>('[data-palette-item]') ?? [])]
    if (items.length === 0) return
    const at = items.indexOf(document.activeElement as HTMLElement)
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      items[(at + step + items.length) % items.length]?.focus()
    } else if (event.key === 'Enter' && at === -1) {
      event.preventDefault()
      items[0]?.click()
    }
  }

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        setOpen(true)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const go = (url: string) => {
    setOpen(false)
    setText('')
    void navigate(url)
  }

  return (
    <>
      {/* The name is the visible word ("Buscar"); the key hint is for keyboards only: hidden on touch screens and,
          with the word, on phones, where the button is the icon alone (issue 38). */}
      <Button
        color="inherit"
        startIcon={<SearchIcon />}
        aria-label={t('search.title')}
        aria-keyshortcuts="Control+K"
        onClick={() => setOpen(true)}
        sx={{
          color: 'text.secondary',
          fontWeight: 400,
          minWidth: 0,
          '& .search-label': { display: { xs: 'none', sm: 'inline' } },
          '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } },
          '@media (hover: none)': { '& kbd': { display: 'none' } },
        }}
      >
        <span className="search-label">
          {t('search.title')}
          <Box component="kbd" aria-hidden sx={{ marginInlineStart: 1, fontFamily: 'inherit', opacity: 0.7 }}>
            {t('search.keys')}
          </Box>
        </span>
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="search-title"
        onKeyDown={onKeyDown}
      >
        <Typography id="search-title" component="h2" sx={visuallyHidden}>
          {t('search.title')}
        </Typography>
        <Box sx={{ p: 2 }}>
          <TextField
            autoFocus
            fullWidth
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('search.placeholder')}
            slotProps={{
              htmlInput: { 'aria-label': t('search.title') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        <Box ref={results} sx={{ maxHeight: 420, overflowY: 'auto', pb: 1 }} aria-live="polite">
          {isError && <Typography sx={{ px: 3, pb: 2 }}>{t('errors.generic')}</Typography>}
          <PaletteRecords q={q} open={open} go={go} />
          {data && data.length === 0 && foundRecords === 0 && (
            <Typography sx={{ px: 3, pb: 2 }}>{t('search.empty', { q })}</Typography>
          )}
          {data?.map((section) => (
            <List
              key={section.title}
              dense
              component="div"
              subheader={
                <ListSubheader component="div">
                  {t(`search.sections.${section.title}`, { defaultValue: section.title })}
                </ListSubheader>
              }
            >
              {section.children.map((child) => (
                <ListItemButton key={child.url} data-palette-item onClick={() => go(child.url)}>
                  <ListItemIcon>
                    <SubdirectoryArrowLeft fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={t(`search.items.${child.title}`, { defaultValue: child.title })} />
                </ListItemButton>
              ))}
            </List>
          ))}
        </Box>
      </Dialog>
    </>
  )
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const
