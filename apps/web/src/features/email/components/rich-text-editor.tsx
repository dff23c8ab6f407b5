import FormatBold from '@mui/icons-material/FormatBold'
import FormatItalic from '@mui/icons-material/FormatItalic'
import FormatListBulleted from '@mui/icons-material/FormatListBulleted'
import FormatListNumbered from '@mui/icons-material/FormatListNumbered'
import FormatQuote from '@mui/icons-material/FormatQuote'
import FormatUnderlined from '@mui/icons-material/FormatUnderlined'
import Box from '@mui/material/Box'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import type { SvgIconComponent } from '@mui/icons-material'
import { useTranslation } from 'react-i18next'

interface RichTextEditorProps {
  value: string
  onChange: (html: string) => void
  label: string
}

type Mark = 'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList' | 'blockquote'
const marks: { mark: Mark; icon: SvgIconComponent }[] = [
  { mark: 'bold', icon: FormatBold },
  { mark: 'italic', icon: FormatItalic },
  { mark: 'underline', icon: FormatUnderlined },
  { mark: 'bulletList', icon: FormatListBulleted },
  { mark: 'orderedList', icon: FormatListNumbered },
  { mark: 'blockquote', icon: FormatQuote },
]

/** The message body: Tiptap (ProseMirror) with a small toolbar; loaded only when compose opens. */
export default function RichTextEditor({ value, onChange, label }: RichTextEditorProps) {
  const { t } = useTranslation('email')
  const editor = useEditor({
    extensions: [StarterKit],
    content: value,
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
  })
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      marks.filter(({ mark }) => current?.isActive(mark)).map(({ mark }) => mark),
  })
  const run = (mark: Mark) => {
    const chain = editor?.chain().focus()
    if (!chain) return
    const commands = {
      bold: () => chain.toggleBold(),
      italic: () => chain.toggleItalic(),
      underline: () => chain.toggleUnderline(),
      bulletList: () => chain.toggleBulletList(),
      orderedList: () => chain.toggleOrderedList(),
      blockquote: () => chain.toggleBlockquote(),
    }
    commands[mark]().run()
  }
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <ToggleButtonGroup
        size="small"
        value={active ?? []}
        aria-label={t('compose.formatting')}
        sx={{ p: 0.5 }}
      >
        {marks.map(({ mark, icon: Icon }) => (
          <ToggleButton
            key={mark}
            value={mark}
            aria-label={t(`compose.format.${mark}`)}
            onClick={() => run(mark)}
          >
            <Icon fontSize="small" />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        sx={{
          px: 1.5,
          minHeight: 180,
          maxHeight: 320,
          overflowY: 'auto',
          '& .ProseMirror': { outline: 'none', minHeight: 170 },
          '& .ProseMirror p': { my: 1 },
          '& blockquote': {
            borderInlineStart: 3,
            borderColor: 'divider',
            pl: 1,
            ml: 0.5,
            color: 'text.secondary',
          },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  )
}
