import { createRoot } from 'react-dom/client'
import { initI18n } from './lib/i18n'
import '@fontsource-variable/public-sans/wght.css'
import './theme/fonts.css'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing')

// A first visit to /login starts the light sign-in entry (no router, no route table); every other address the
// whole app. The chunk is requested at once, in parallel with the texts.
const start =
  window.location.pathname === '/login'
    ? import('./app/sign-in-app').then((m) => m.mountSignIn)
    : import('./app/app-root').then((m) => m.mountApp)

void Promise.all([start, initI18n()]).then(([mount]) => mount(createRoot(root)))
