import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGES_MAX, productImageTypes } from '@mesa/contracts'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDemoFormat } from '../components/format'

/** Why a chosen file cannot be an image of the product, checked before anything is sent. */
function imageProblem(file: File): string | null {
  if (!(productImageTypes as readonly string[]).includes(file.type)) return 'file_type'
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return 'file_too_large'
  return null
}

/** The Files sub-page: images chosen here are uploaded to the product once it is saved. */
export function ProductFiles({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const { t } = useTranslation('demo')
  const format = useDemoFormat()
  const [refused, setRefused] = useState<string[]>([])
  const choose = (chosen: FileList | null) => {
    const list = [...(chosen ?? [])]
    const accepted = list.filter((file) => !imageProblem(file))
    setRefused(
      list
        .filter((file) => imageProblem(file))
        .map((file) => t(`store.refused.${imageProblem(file)}`, { name: file.name })),
    )
    onChange([...files, ...accepted].slice(0, PRODUCT_IMAGES_MAX))
  }
  return (
    <>
      <Button variant="outlined" component="label">
        {t('store.chooseImages')}
        <input
          hidden
          type="file"
          multiple
          accept={productImageTypes.join(',')}
          onChange={(e) => choose(e.target.files)}
        />
      </Button>
      {refused.map((text) => (
        <Alert key={text} severity="warning" sx={{ mt: 2 }}>
          {text}
        </Alert>
      ))}
      <List dense>
        {files.map((file, index) => (
          <ListItem
            key={`${file.name}-${index}`}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={t('store.removeImage', { name: file.name })}
                onClick={() => onChange(files.filter((_, at) => at !== index))}
              >
                <DeleteOutline />
              </IconButton>
            }
          >
            <ListItemText
              primary={file.name}
              secondary={`${format.number(Math.ceil(file.size / 1024))} KB`}
            />
          </ListItem>
        ))}
      </List>
      {files.length === 0 && (
        <Alert severity="info">{t('store.noImages', { max: PRODUCT_IMAGES_MAX })}</Alert>
      )}
    </>
  )
}
