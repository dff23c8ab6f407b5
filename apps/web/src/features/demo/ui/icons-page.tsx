import Search from '@mui/icons-material/Search'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import InputAdornment from '@mui/material/InputAdornment'
import Paper from '@mui/material/Paper'
import Snackbar from '@mui/material/Snackbar'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { galleryIcons } from './icon-set'
import { ShowcasePage } from './showcase'

/** /pages/icons: a searchable gallery; choosing an icon copies its import line. */
export function Component() {
  const { t } = useTranslation('demo')
  const [query, setQuery] = useState('')
  const [copied, setCopied] = useState<string | null>(null)
  const needle = query.trim().toLowerCase()
  const shown = galleryIcons.filter(([name]) => name.toLowerCase().includes(needle))
  const copy = async (name: string) => {
    await navigator.clipboard.writeText(`import ${name} from '@mui/icons-material/${name}'`)
    setCopied(name)
  }
  return (
    <ShowcasePage page="icons">
      <TextField
        label={t('ui.icons.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ mb: 3, maxWidth: 360 }}
        fullWidth
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography color="text.secondary" sx={{ mb: 2 }} role="status">
        {t('ui.icons.count', { count: shown.length })}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
          gap: 2,
          p: 0,
          m: 0,
        }}
      >
        {shown.map(([name, Icon]) => (
          <Box component="li" key={name} sx={{ listStyle: 'none' }}>
            <Paper variant="outlined" sx={{ height: '100%' }}>
              <ButtonBase
                onClick={() => void copy(name)}
                aria-label={t('ui.icons.copy', { name })}
                sx={{ width: '100%', height: '100%', flexDirection: 'column', gap: 1, p: 2, borderRadius: 1 }}
              >
                <Icon fontSize="large" />
                <Typography variant="caption" sx={{ wordBreak: 'break-all' }}>
                  {name}
                </Typography>
              </ButtonBase>
            </Paper>
          </Box>
        ))}
      </Box>
      <Snackbar
        open={copied !== null}
        autoHideDuration={3000}
        onClose={() => setCopied(null)}
        message={copied && t('ui.icons.copied', { name: copied })}
      />
    </ShowcasePage>
  )
}
