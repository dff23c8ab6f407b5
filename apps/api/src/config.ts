import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    message: 'Must be true or false',
  })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value))

/** Environment variables the API reads (README "Configuration" lists the same). */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'Must be a postgres:// connection string')
    .optional(),
  /** production: refuses to start unsafe (production-readiness.ts) and never writes a secret of its own. */
  NODE_ENV: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'Must be at least 32 characters').optional(),
  /** The signing key being rotated out: tokens it signed stay valid until they expire (15 minutes). */
  JWT_PREVIOUS_SECRET: z.string().min(32, 'Must be at least 32 characters').optional(),
  /** The audit checkpoints' key, apart from the JWT key so rotating that keeps the chain verifiable. */
  AUDIT_KEY: z.string().min(32, 'Must be at least 32 characters').optional(),
  /** An audit key rotated out: the checkpoints it signed still verify. */
  AUDIT_PREVIOUS_KEY: z.string().min(32, 'Must be at least 32 characters').optional(),
  /** The first administrator's e-mail on an installation without users (a one-time set-up link is printed). */
  ADMIN_EMAIL: z.string().email('Must be an e-mail address').optional(),
  DEMO_SEED: booleanFromEnv.default(false),
  DEMO_PAGES: booleanFromEnv.optional(),
  PUBLIC_URL: z.string().url('Must be a URL such as http://localhost:3000').optional(),
  WEB_DIST: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  SLOW_QUERY_MS: z.coerce.number().int().min(0).max(600_000).default(200),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'Must be an smtp:// or smtps:// URL such as smtp://user:pass@host:587')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Mesa <no-reply@mesa.local>'),
  IMAP_URL: z
    .string()
    .regex(
      /^imaps?:\/\/[^@/]+@[^/]+/,
      'Must be an imap:// or imaps:// URL such as imaps://user:pass@host:993/INBOX',
    )
    .optional(),
  /** Lets users' own mailbox settings name internal servers (a local relay, tests); off: only public ones. */
  MAIL_ACCOUNT_INTERNAL_HOSTS: booleanFromEnv.default(false),
  WORKERS: booleanFromEnv.default(true),
  /** Demo and test mode: pins the installation's business date at start (issue 33); refused in production. */
  BUSINESS_DATE: z.iso.date('Must be a date YYYY-MM-DD').optional(),
  TRASH_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Retention (features/system/retention.ts): how long finished data is kept before the nightly purges. */
  JOB_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  DEAD_JOB_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  SESSION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  NOTIFICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  IDEMPOTENCY_RETENTION_HOURS: z.coerce
    .number()
    .int()
    .min(24, 'Must be at least 24 (the repeat window)')
    .max(8760)
    .default(24),
  /** The SPEI sandbox provider's HMAC key (issue 35); absent: a persisted DATA_DIR/spei-sandbox-secret, none in production. */
  SPEI_SANDBOX_SECRET: z.string().min(32, 'Must be at least 32 characters').optional(),
  VISIT_DISTANCE_METERS: z.coerce.number().int().min(10).max(100_000).default(500),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.string().url('Must be a URL such as http://minio:9000').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  /** The Prometheus endpoint's own port (never the public one); 0 turns it off. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  METRICS_HOST: z.string().min(1).optional(),
  /** On SIGTERM: how long to stay up reporting not-ready (the proxy moves traffic) before closing. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  /** Issue 34: the PAC that stamps CFDI (only the sandbox is built) and the lender's CSD files. */
  CFDI_PAC: z
    .enum(['sandbox'], { message: 'Must be sandbox (the only PAC built so far)' })
    .default('sandbox'),
  CFDI_CSD_CERTIFICATE_FILE: z.string().min(1).optional(),
  CFDI_CSD_KEY_FILE: z.string().min(1).optional(),
  CFDI_CSD_KEY_PASSWORD: z.string().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d+|[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*)$/,
      'Must be true, false, a number of proxy hops or a comma-separated list of addresses/CIDRs',
    )
    .default('false'),
})

/** Fastify's `trustProxy`: false, true, trust the first n hops, or the addresses/CIDRs of the proxies. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean)

function parseTrustProxy(value: string): TrustProxy {
  if (value === 'true' || value === 'false') return value === 'true'
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return (_address, hop) => hop < hops
  }
  return value.split(',').map((entry) => entry.trim())
}

export interface AppConfig {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  /** PostgreSQL: pool connections per process, the cap on one statement (0 = none), the slow-query threshold. */
  database?: { poolMax: number; statementTimeoutMs: number; slowQueryMs: number }
  /** NODE_ENV=production: the start refuses unsafe settings (production-readiness.ts). */
  production?: boolean
  jwtSecret: string
  /** The JWT key being rotated out (JWT_PREVIOUS_SECRET): its tokens verify, none is signed with it. */
  jwtPreviousSecret?: string | undefined
  /** The audit checkpoints' key (AUDIT_KEY) and one rotated out; absent: the persisted DATA_DIR/audit-key. */
  auditKey?: string
  auditPreviousKey?: string | undefined
  /** ADMIN_EMAIL: who the first administrator is on an installation without users. */
  adminEmail?: string | undefined
  /** Whether DEMO_PAGES was set at all: production refuses the demo area on by default only. */
  demoPagesExplicit?: boolean
  demoSeed: boolean
  /** The template demo area (issue 19): its API routes, screens, navigation and search entries; on by default. */
  demoPages: boolean
  publicUrl: string
  /** The built web app to serve; undefined serves none (API only). */
  webDist: string | undefined
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL']
  /** Requests per minute one signed-in user may make to authenticated routes (429 beyond). */
  rateLimitPerMinute: number
  /** SMTP server for outgoing mail (nodemailer URL); undefined writes mail to DATA_DIR/mail and the log. */
  smtpUrl: string | undefined
  mailFrom: string
  /** Inbound mail: an IMAP folder read every two minutes into the staff mailboxes it is addressed to. */
  imapUrl?: string | undefined
  mailAccountInternalHosts: boolean
  /** BUSINESS_DATE (demo and test mode): the business date pinned at start; the nightly run leaves it alone. */
  businessDate?: string | undefined
  /** Run background jobs inside this API process (false when separate `npm run worker` processes do). */
  workers: boolean
  /** Days a deleted record stays in the trash (restorable by an administrator) before the purge job erases it. */
  trashRetentionDays?: number
  /** Retention periods of the purge jobs (absent: the defaults, features/system/retention.ts). */
  retention?: RetentionPeriods
  /** Beyond how many metres from the address a visit photo's position is flagged (default 500). */
  visitDistanceThresholdMeters?: number
  /** The SPEI sandbox provider's signing key; undefined: no sandbox provider (production without the variable). */
  speiSandboxSecret?: string | undefined
  /** Uploaded files in an S3-compatible bucket when S3_BUCKET is set (credentials: the usual AWS variables); else local disk. */
  s3?: { bucket: string; endpoint: string | undefined; region: string; forcePathStyle: boolean } | undefined
  /** Which proxies to believe for the client address (X-Forwarded-For); false by default. */
  trustProxy: TrustProxy
  /** /metrics (Prometheus text) on this port and host; 0 or absent: no metrics endpoint. */
  metricsPort?: number
  metricsHost?: string
  /** SIGTERM: ms of not-ready while still serving before the server closes (5 s in production, else 0). */
  shutdownDrainMs?: number
  /** Issue 34: how CFDI are sealed and stamped (absent: the sandbox PAC and the sandbox CSD). */
  cfdi?: CfdiSettings
}

/** How the installation issues CFDI (issue 34; README "Configuration": CFDI_PAC, CFDI_CSD_*). */
export interface CfdiSettings {
  /** The PAC that stamps: only the sandbox is built; a real provider implements features/accounting/cfdi/pac.ts. */
  pac: 'sandbox'
  /** The lender's CSD: its certificate (.cer, DER or PEM) and key (.key, DER PKCS#8 with its password, or PEM). */
  csd?: { certificateFile: string; keyFile: string; keyPassword?: string | undefined } | undefined
}

/** How long each kind of finished data is kept (README "Configuration", docs/operations.md). */
export interface RetentionPeriods {
  /** Succeeded jobs, days after they finished (JOB_RETENTION_DAYS). */
  jobDays: number
  /** Dead jobs, days after they died (DEAD_JOB_RETENTION_DAYS): longer, an administrator reads and retries them. */
  deadJobDays: number
  /** Expired or revoked sessions and expired one-time tokens (SESSION_RETENTION_DAYS). */
  sessionDays: number
  /** Read notifications, days after they were read (NOTIFICATION_RETENTION_DAYS); unread ones stay. */
  notificationDays: number
  /** Idempotency answers (IDEMPOTENCY_RETENTION_HOURS, at least the 24-hour repeat window). */
  idempotencyHours: number
}

export class ConfigError extends Error {}

/** Secrets that may come from a file instead (`NAME_FILE=/run/secrets/…`: Docker or Kubernetes secrets). */
const SECRETS_FROM_FILES = [
  'DATABASE_URL',
  'JWT_SECRET',
  'JWT_PREVIOUS_SECRET',
  'AUDIT_KEY',
  'AUDIT_PREVIOUS_KEY',
  'SMTP_URL',
  'IMAP_URL',
  'CFDI_CSD_KEY_PASSWORD',
  'SPEI_SANDBOX_SECRET',
] as const

/** The environment with each `NAME_FILE` read into `NAME` (an unreadable file is a configuration error). */
function withSecretFiles(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const resolved: Record<string, string | undefined> = { ...env }
  const unreadable: string[] = []
  for (const name of SECRETS_FROM_FILES) {
    const file = env[`${name}_FILE`]
    if (!file) continue
    if (env[name]) unreadable.push(`  ${name}_FILE: Set ${name} or ${name}_FILE, not both`)
    else
      try {
        resolved[name] = readFileSync(file, 'utf8').trim()
      } catch {
        unreadable.push(`  ${name}_FILE: Cannot read ${file}`)
      }
  }
  if (unreadable.length > 0) throw new ConfigError(`Invalid configuration:\n${unreadable.join('\n')}`)
  return resolved
}

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(
    Object.fromEntries(Object.entries(withSecretFiles(env)).filter(([, value]) => value !== '')),
  )
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const vars = parsed.data
  if (vars.METRICS_PORT !== 0 && vars.METRICS_PORT === vars.PORT)
    throw new ConfigError(
      'Invalid configuration:\n  METRICS_PORT: Must differ from PORT (metrics are never on the public port)',
    )
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means relative to where npm was started.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), vars.DATA_DIR)
  const production = vars.NODE_ENV === 'production'
  if (production && vars.BUSINESS_DATE)
    throw new ConfigError(
      'Invalid configuration:\n  BUSINESS_DATE: Only in demo and test mode (production moves it by the end-of-day run)',
    )
  if (Boolean(vars.CFDI_CSD_CERTIFICATE_FILE) !== Boolean(vars.CFDI_CSD_KEY_FILE))
    throw new ConfigError(
      'Invalid configuration:\n  CFDI_CSD_CERTIFICATE_FILE: Set it and CFDI_CSD_KEY_FILE together (the CSD is both files)',
    )
  mkdirSync(dataDir, { recursive: true })
  const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist')
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    database: {
      poolMax: vars.DATABASE_POOL_MAX,
      statementTimeoutMs: vars.STATEMENT_TIMEOUT_MS,
      slowQueryMs: vars.SLOW_QUERY_MS,
    },
    production,
    // In production a missing secret is a refusal (production-readiness.ts), never one written here: each
    // replica would write its own and a token from one would be refused by the others.
    jwtSecret: vars.JWT_SECRET ?? (production ? '' : persistentSecret(dataDir, 'jwt-secret')),
    jwtPreviousSecret: vars.JWT_PREVIOUS_SECRET,
    auditKey: vars.AUDIT_KEY ?? (production ? '' : persistentSecret(dataDir, 'audit-key')),
    auditPreviousKey: vars.AUDIT_PREVIOUS_KEY,
    adminEmail: vars.ADMIN_EMAIL,
    demoSeed: vars.DEMO_SEED,
    demoPages: vars.DEMO_PAGES ?? true,
    demoPagesExplicit: vars.DEMO_PAGES !== undefined,
    publicUrl: vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`,
    webDist:
      vars.WEB_DIST ?? (existsSync(path.join(defaultWebDist, 'index.html')) ? defaultWebDist : undefined),
    logLevel: vars.LOG_LEVEL,
    rateLimitPerMinute: vars.RATE_LIMIT_PER_MINUTE,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    imapUrl: vars.IMAP_URL,
    mailAccountInternalHosts: vars.MAIL_ACCOUNT_INTERNAL_HOSTS,
    workers: vars.WORKERS,
    businessDate: vars.BUSINESS_DATE,
    trashRetentionDays: vars.TRASH_RETENTION_DAYS,
    visitDistanceThresholdMeters: vars.VISIT_DISTANCE_METERS,
    // The sandbox signs test notifications: on by default outside production, in production only when asked for.
    speiSandboxSecret:
      vars.SPEI_SANDBOX_SECRET ?? (production ? undefined : persistentSecret(dataDir, 'spei-sandbox-secret')),
    retention: {
      jobDays: vars.JOB_RETENTION_DAYS,
      deadJobDays: vars.DEAD_JOB_RETENTION_DAYS,
      sessionDays: vars.SESSION_RETENTION_DAYS,
      notificationDays: vars.NOTIFICATION_RETENTION_DAYS,
      idempotencyHours: vars.IDEMPOTENCY_RETENTION_HOURS,
    },
    s3: vars.S3_BUCKET
      ? {
          bucket: vars.S3_BUCKET,
          endpoint: vars.S3_ENDPOINT,
          region: vars.S3_REGION,
          forcePathStyle: vars.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    metricsPort: vars.METRICS_PORT,
    metricsHost: vars.METRICS_HOST ?? vars.HOST,
    shutdownDrainMs: vars.SHUTDOWN_DRAIN_MS ?? (production ? 5_000 : 0),
    cfdi: {
      pac: vars.CFDI_PAC,
      csd:
        vars.CFDI_CSD_CERTIFICATE_FILE && vars.CFDI_CSD_KEY_FILE
          ? {
              certificateFile: vars.CFDI_CSD_CERTIFICATE_FILE,
              keyFile: vars.CFDI_CSD_KEY_FILE,
              keyPassword: vars.CFDI_CSD_KEY_PASSWORD,
            }
          : undefined,
    },
  }
}

/** A secret generated on first start and kept in DATA_DIR, so tokens survive a restart (not in production). */
function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
