import UploadFile from '@mui/icons-material/UploadFile'
import Button from '@mui/material/Button'

/**
 * A button that opens the file picker and hands over the one file chosen. The input is emptied at once, so the
 * same file can be chosen again (a second try after a refusal).
 */
export function FilePickButton({
  label,
  accept,
  disabled,
  onFile,
}: {
  label: string
  accept: string
  disabled?: boolean
  onFile: (file: File) => void
}) {
  return (
    <Button variant="contained" component="label" startIcon={<UploadFile />} disabled={disabled}>
      {label}
      <input
        hidden
        type="file"
        accept={accept}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) onFile(file)
        }}
      />
    </Button>
  )
}
