import Add from '@mui/icons-material/Add'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import EditOutlined from '@mui/icons-material/EditOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

export interface SectionRow {
  key: string | number
  primary: string
  secondary: string
  /** Texts of the row's errors (from the API or the form). */
  errors: string[]
}

interface CommercialSectionProps {
  title: string
  addLabel: string
  emptyText: string
  rows: SectionRow[]
  /** General error of the list (e.g. too many). */
  error?: string
  onAdd: () => void
  onEdit?: (index: number) => void
  onRemove: (index: number) => void
}

/** One list of the Comercial sub-page: its rows, each edited in a dialog, with add and remove. */
export function CommercialSection(props: CommercialSectionProps) {
  const { t } = useTranslation('allies')
  const headingId = `section-${props.title.replace(/\W+/g, '-')}`
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" id={headingId} sx={{ fontWeight: 600 }}>
          {props.title}
        </Typography>
        <Button size="small" startIcon={<Add />} onClick={props.onAdd}>
          {props.addLabel}
        </Button>
      </Stack>
      {props.error && (
        <Typography color="error" variant="body2">
          {props.error}
        </Typography>
      )}
      {props.rows.length === 0 ? (
        <Typography color="text.secondary" variant="body2" sx={{ py: 1 }}>
          {props.emptyText}
        </Typography>
      ) : (
        <List dense disablePadding>
          {props.rows.map((row, index) => (
            <ListItem
              key={row.key}
              divider={index < props.rows.length - 1}
              secondaryAction={
                <Box>
                  {props.onEdit && (
                    <IconButton
                      size="small"
                      aria-label={t('actions.editItem', { name: row.primary })}
                      onClick={() => props.onEdit?.(index)}
                    >
                      <EditOutlined fontSize="small" />
                    </IconButton>
                  )}
                  <IconButton
                    size="small"
                    aria-label={t('actions.removeItem', { name: row.primary })}
                    onClick={() => props.onRemove(index)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Box>
              }
              sx={{ pr: 10 }}
            >
              <ListItemText
                primary={row.primary}
                secondary={
                  <>
                    {row.secondary}
                    {row.errors.map((error) => (
                      <Typography key={error} component="span" color="error" variant="body2" display="block">
                        {error}
                      </Typography>
                    ))}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  )
}
