import boundaries from 'eslint-plugin-boundaries'

/**
 * Feature boundaries (issue 10): a feature is a folder under `features/`; what it offers to the rest of the
 * app is its `index.ts`. Imports inside one feature are internal and never checked.
 * - API: nobody outside a feature reaches past its `index.ts`. Tables are the exception: `db/schema.ts` gathers
 *   every `*.schema.ts` for Drizzle and drizzle-kit, and a `*.schema.ts` may import another one for a foreign key.
 *   A feature whose data is read by the features its routes use (users, roles, permissions: auth reads them,
 *   their routes use auth) keeps those routes out of `index.ts`, in a `register.ts` that only the app root
 *   (`app.ts` and its root lists) imports, so its door makes no loop (issue 37, `test/lib/door-cycles.test.ts`).
 * - Web: a feature never imports another feature at all; only the app shell (`app/`) composes them.
 * - The lending engine (API `lending/`, issue 33) is pure: no feature, no database.
 * - Shared code (API `lib/`, web `lib/`, `components/`, `layouts/`, `theme/`, `locales/`) imports no feature.
 * `scripts/check-boundaries.test.mjs` lints known-bad fixtures to prove every policy fires.
 */
const apiFeature = { element: { type: 'api-feature' } }
const webFeature = { element: { type: 'web-feature' } }
const tableDefinition = { element: { type: 'api-feature', fileInternalPath: '**/*.schema.ts' } }
const outsideIndex = { element: { type: 'api-feature', fileInternalPath: '!index.ts' } }
const registration = { element: { type: 'api-feature', fileInternalPath: 'register.ts' } }

export const featureBoundaries = {
  files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'scripts/fixtures/boundaries/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    'boundaries/elements': [
      { type: 'api-feature', pattern: '**/apps/api/src/features/*', capture: ['feature'] },
      { type: 'api-db', pattern: '**/apps/api/src/db' },
      { type: 'api-shared', pattern: '**/apps/api/src/lib' },
      { type: 'api-lending', pattern: '**/apps/api/src/lending' },
      { type: 'api-root', pattern: '**/apps/api/src' },
      { type: 'web-feature', pattern: '**/apps/web/src/features/*', capture: ['feature'] },
      { type: 'web-app', pattern: '**/apps/web/src/app' },
      { type: 'web-shared', pattern: '**/apps/web/src/*' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            from: { element: { type: '*' } },
            disallow: { to: outsideIndex },
            message: 'Use another API feature through its index.ts, not its internals.',
          },
          {
            // The app root registers routes and root-list entries from a feature's register.ts (see above).
            from: { element: { type: 'api-root' } },
            allow: { to: registration },
          },
          {
            // A table definition may name another feature's table for a foreign key: the database schema is one
            // graph (gathered in db/schema.ts), and going through index.ts would load routes into drizzle-kit.
            from: [tableDefinition, { element: { type: 'api-db' } }],
            allow: { to: tableDefinition },
          },
          {
            from: { element: { type: 'api-lending' } },
            disallow: { to: [apiFeature, { element: { type: 'api-db' } }] },
            message: 'The lending engine is pure arithmetic: it may not import a feature or the database.',
          },
          {
            from: webFeature,
            disallow: { to: webFeature },
            message:
              'A web feature may not import another web feature; move the shared part to lib or components.',
          },
          {
            from: { element: { type: 'api-shared' } },
            disallow: { to: apiFeature },
            message: 'Shared API code (lib) may not import a feature.',
          },
          {
            from: { element: { type: 'web-shared' } },
            disallow: { to: webFeature },
            message: 'Shared web code (lib, components, layouts) may not import a feature.',
          },
        ],
      },
    ],
  },
}
