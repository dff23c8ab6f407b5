import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import Skeleton from '@mui/material/Skeleton'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { loadRegisteredNamespaces } from '../../../lib/feature-texts'
import { languages } from '../../../lib/preferences'
import { SortableList } from './sortable-list'
import { Example, Examples, ShowcasePage } from './showcase'

/** The editor extension: Tiptap (already the e-mail composer's), bold and italic, with a live word count. */
function EditorSample() {
  const { t } = useTranslation('demo')
  const editor = useEditor({
    extensions: [StarterKit],
    content: `<p>${t('ui.extensions.editorText')}</p>`,
    editorProps: {
      attributes: { 'aria-label': t('ui.extensions.editor'), role: 'textbox', 'aria-multiline': 'true' },
    },
  })
  const words = useEditorState({
    editor,
    selector: ({ editor: current }) => current?.getText().split(/\s+/).filter(Boolean).length ?? 0,
  })
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => editor?.chain().focus().toggleBold().run()}>
          {t('ui.extensions.bold')}
        </Button>
        <Button size="small" variant="outlined" onClick={() => editor?.chain().focus().toggleItalic().run()}>
          {t('ui.extensions.italic')}
        </Button>
      </Box>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 2,
          '& .ProseMirror': { minHeight: 120, outline: 'none' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
        {t('ui.extensions.words', { count: words ?? 0 })}
      </Typography>
    </>
  )
}

/** i18n: one sentence in each language the app ships, with its direction (i18next's fixed translators). */
function LanguagesSample() {
  const { t, i18n } = useTranslation('demo')
  const [ready, setReady] = useState(false)
  useEffect(() => {
    void Promise.all(languages.map(loadRegisteredNamespaces)).then(() => setReady(true))
  }, [])
  if (!ready) return <Skeleton variant="rounded" height={160} aria-label={t('loading')} />
  return (
    <List dense>
      {languages.map((language) => (
        <ListItem key={language} disableGutters>
          <ListItemText
            primary={i18n.getFixedT(language, 'demo')('banner')}
            secondary={t(`ui.dialogs.languages.${language}`)}
            slotProps={{ primary: { lang: language, dir: i18n.dir(language) } }}
          />
        </ListItem>
      ))}
    </List>
  )
}

/**
 * /extensions: the template's extensions built on libraries the app already has: the Tiptap editor, drag &
 * drop with CSV import/export (browser APIs), and i18n (i18next). Tour and swiper are left out: no library here.
 */
export function Component() {
  const { t } = useTranslation('demo')
  const tasks = [1, 2, 3, 4].map((index) => t('ui.extensions.task', { index }))
  return (
    <ShowcasePage page="extensions">
      <Examples>
        <Example title={t('ui.extensions.editor')}>
          <EditorSample />
        </Example>
        <Example title={t('ui.extensions.dragDrop')}>
          <SortableList initial={tasks} />
        </Example>
        <Example title={t('ui.extensions.i18n')} wide>
          <LanguagesSample />
        </Example>
      </Examples>
    </ShowcasePage>
  )
}
