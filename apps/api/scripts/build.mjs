// `npm run build -w @mesa/api`: the API compiled to JavaScript in dist/ for `npm run start:prod` (and the
// Docker image), so production runs plain `node` with no TypeScript transpiling at run time. esbuild bundles
// our code and @mesa/contracts (TypeScript source) and leaves every npm package outside the bundle, to be
// installed with `npm ci --omit=dev`: a run-time import of a package that is not in this workspace's
// `dependencies` fails the build instead of the production start.
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import * as esbuild from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const outdir = path.join(root, 'dist')
const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
const builtins = new Set(builtinModules)

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: specifier, importer }) => {
      if (specifier.startsWith('@mesa/')) return undefined
      if (specifier.startsWith('node:') || builtins.has(specifier)) return { path: specifier, external: true }
      if (!(packageName(specifier) in dependencies))
        return {
          errors: [
            {
              text: `${specifier} (imported by ${path.relative(root, importer)}) is not in @mesa/api's dependencies`,
            },
          ],
        }
      return { path: specifier, external: true }
    })
  },
}

rmSync(outdir, { recursive: true, force: true })
await esbuild.build({
  absWorkingDir: root,
  // The worker entry exists once background jobs can run alone (`npm run worker`).
  entryPoints: ['src/server.ts', 'src/worker.ts'].filter((entry) => existsSync(path.join(root, entry))),
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
})
// The SAT's XSDs the month's close validates against (src/features/accounting/sat/sat-schemas.ts).
cpSync(path.join(root, 'src/features/accounting/sat/xsd'), path.join(outdir, 'sat-xsd'), { recursive: true })
console.log(`API compiled to ${path.relative(process.cwd(), outdir) || '.'}`)
