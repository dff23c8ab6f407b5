import { createRoot } from 'react-dom/client'
import '@fontsource-variable/public-sans/wght.css'
import './theme/fonts.css'

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing')

// A first visit to /login starts the light sign-in entry (no router, no route table, no MUI, no i18next; it
// adopts the prerendered form of login.html, whose head carries the theme's styles); every other address, and a
// /login served without the prerendered page (Vite's dev server), the whole app, its chunk and texts at once.
if (window.location.pathname === '/login' && container.hasChildNodes()) {
  void import('./app/sign-in-app').then(({ mountSignIn }) => mountSignIn(container))
} else {
  void Promise.all([import('./app/app-root'), import('./lib/i18n').then(({ initI18n }) => initI18n())]).then(
    ([{ mountApp }]) => mountApp(createRoot(container)),
  )
}

// The installable app's service worker (issue 39), once the page has loaded: it precaches the rest meanwhile.
// This script may run after the load event (a slow start), so it registers at once then.
const startServiceWorker = () => void import('./app/service-worker').then((sw) => sw.startServiceWorker())
if (document.readyState === 'complete') startServiceWorker()
else window.addEventListener('load', startServiceWorker)
