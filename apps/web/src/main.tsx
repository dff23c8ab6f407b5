import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { initI18n } from './lib/i18n'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing')

void initI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
