import { createRoot } from 'react-dom/client'
import { initI18n } from './lib/i18n'
import '@fontsource-variable/public-sans/wght.css'
import './theme/fonts.css'

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing')

// A first visit to /login starts the light sign-in entry (no router, no route table; it adopts the prerendered
// form of login.html); every other address the whole app. The chunk is requested at once, with the texts.
const start: Promise<(container: HTMLElement) => unknown> =
  window.location.pathname === '/login'
    ? import('./app/sign-in-app').then((m) => m.mountSignIn)
    : import('./app/app-root').then((m) => (element: HTMLElement) => m.mountApp(createRoot(element)))

void Promise.all([start, initI18n()]).then(([mount]) => mount(container))
