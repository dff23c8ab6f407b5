// What the app root registers from the books (issue 34): apart from index.ts, the door loan servicing posts
// through, so that the routes' imports (auth, approvals, business date, users) make no loop back through it.
export { registerAccountingRoutes } from './accounting.routes'
