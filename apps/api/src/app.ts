import Fastify, { type FastifyInstance } from 'fastify'
import fastifyHelmet from '@fastify/helmet'
import fastifyRateLimit from '@fastify/rate-limit'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { AppConfig } from './config'
import type { DatabaseHandle } from './db/client'
import type { AppContext } from './app-context'
import { registerErrorHandler } from './lib/error-handler'
import { logOptions, requestIdOf } from './lib/logger'
import { Lifecycle } from './lib/lifecycle'
import { observeDatabase, observeJobs, observeLifecycle, observeRequests, startMetrics } from './lib/metrics'
import { registerTextGuard } from './lib/text-guard'
import {
  rateLimitPluginOptions,
  registerCostlyWorkLimits,
  registerUserRateLimit,
} from './lib/user-rate-limit'
import { registerIdempotency } from './features/idempotency'
import { useJobStorage } from './lib/job-storage'
import { storageFromConfig } from './lib/s3-storage'
import type { FileStorage } from './lib/storage'
import { startDataVersions } from './lib/data-versions'
import { allyLinkCheck, registerAllyRoutes } from './features/allies'
import { registerInvoiceRoutes } from './features/invoices'
import { registerDemoRoutes } from './features/demo'
import { registerCreditApplicationRoutes } from './features/credit-applications'
import { registerIdentifierRoutes } from './features/identifiers'
import { registerCreditBureau } from './features/credit-bureau'
import { registerAutomatedChecks } from './features/automated-checks'
import { registerValidationDeskRoutes } from './features/validation-desk'
import { registerLoanServicingRoutes } from './features/loan-servicing'
import { registerFieldVisitRoutes } from './features/field-visits'
import { registerInsuranceRoutes } from './features/insurance'
import { registerFundingRoutes } from './features/funding'
import { registerVehicleRoutes } from './features/vehicles'
import { registerCommissionRoutes } from './features/commissions'
import { registerContractRoutes } from './features/contracts'
import { registerCreditPolicyRoutes } from './features/credit-policy'
import { registerLenderRoutes } from './features/lender'
import { registerCreditDecisionRoutes } from './features/credit-decision'
import { registerTicketRoutes } from './features/tickets'
import { registerPermissionMatrixRoutes } from './features/permission-matrix'
import { registerCustomerRoutes } from './features/customers'
import { registerVerificationRoutes } from './features/verifications'
import { registerSellerAlliesRoutes } from './features/seller-allies'
import { registerPortfolioRoutes } from './features/portfolio'
import { registerHomeRoutes } from './features/home'
import {
  AccessTokens,
  registerAccessHook,
  requireSignedInUnder,
  startPrincipalCache,
  registerAccountRecoveryRoutes,
  registerAuthRoutes,
  registerTwoStepRoutes,
} from './features/auth'
import { registerAccountFeature } from './features/account'
import { registerPermissionRoutes } from './features/permissions/register'
import { registerProfileRoutes } from './features/profile'
import { registerRoleRoutes } from './features/roles/register'
import { registerUserRoutes } from './features/users/register'
import { registerEmailRoutes } from './features/email'
import { createMailer, registerMailRoutes } from './features/mail'
import { registerNoStoreForApi } from './lib/cache-control'
import { pageFileOf, prerenderedScriptHashes, registerStaticWeb } from './lib/static-web'
import { registerSearchRoutes } from './features/search'
import { registerSystemRoutes } from './features/system'
import { registerExportRoutes } from './features/exports'
import { registerNotificationRoutes } from './features/notifications'
import { JobWorker, jobQueueStats, registerJobRoutes } from './features/jobs'
import { registerAuditRoutes, registerSensitiveReadAudit } from './features/audit'
import { registerRecordSearchRoutes } from './features/record-search'
import { registerCalculatorRoutes } from './features/calculator'
import { registerBusinessCalendarRoutes } from './features/business-calendar'
import { registerSavedViewRoutes } from './features/saved-views'
import { registerImportRoutes } from './features/imports'
import { registerPldRoutes } from './features/pld'
import { registerPortfolioReportRoutes } from './features/portfolio-reports'
import { registerCollectionRoutes } from './features/collections'
import { registerBureauReportingRoutes } from './features/bureau-reporting'
import { registerTrashRoutes } from './features/trash'
import { registerJobKinds } from './job-kinds'
import { pinBusinessDate, registerBusinessDateRoutes, watchBusinessDate } from './features/business-date'
import { watchAccountMappings } from './features/accounting'
import { registerApprovalKinds } from './approval-kinds'
import { registerBankLineMatchers } from './bank-line-matchers'
import { registerCollectionContactSources } from './collection-contact-sources'
import { registerBankStatementRoutes } from './features/bank-statements'
import { registerDirectDebitRoutes } from './features/direct-debit'
import { registerDunningRoutes } from './features/dunning'
import { registerStageRules } from './stage-rules'
import { registerApprovalRoutes } from './features/approvals'
import { registerAccountingRoutes, registerCfdiRoutes } from './features/accounting/register'
import { registerEventRoutes, startEventBus } from './features/events'
import { applicationReaderCheck } from './features/credit-applications'
import { registerMessagingRoutes } from './features/messaging'

export interface BuildAppOptions {
  config: AppConfig
  database: DatabaseHandle
  /** pino options; tests pass false to keep output quiet. */
  logger?: boolean | object
  /** Where uploads go; defaults to local disk under `config.dataDir/files`. */
  storage?: FileStorage
}

/** Every feature's routes, in one list so adding a feature is one line. */
const features: Array<(app: FastifyInstance, context: AppContext) => void> = [
  registerSystemRoutes,
  registerAuthRoutes,
  registerAccountRecoveryRoutes,
  registerTwoStepRoutes,
  registerAccountFeature,
  registerUserRoutes,
  registerEmailRoutes,
  registerRoleRoutes,
  registerPermissionRoutes,
  registerProfileRoutes,
  registerMailRoutes,
  (app, context) => registerSearchRoutes(app, context.config.demoPages),
  registerAllyRoutes,
  registerCreditApplicationRoutes,
  (app) => registerIdentifierRoutes(app),
  registerCreditBureau,
  registerAutomatedChecks,
  registerValidationDeskRoutes,
  registerLoanServicingRoutes,
  registerBankStatementRoutes,
  registerDirectDebitRoutes,
  registerDunningRoutes,
  registerFieldVisitRoutes,
  registerInsuranceRoutes,
  registerFundingRoutes,
  registerVehicleRoutes,
  registerCommissionRoutes,
  registerContractRoutes,
  registerCreditPolicyRoutes,
  registerLenderRoutes,
  registerCreditDecisionRoutes,
  registerTicketRoutes,
  registerPermissionMatrixRoutes,
  registerCustomerRoutes,
  registerVerificationRoutes,
  registerSellerAlliesRoutes,
  registerPortfolioRoutes,
  registerPortfolioReportRoutes,
  registerHomeRoutes,
  registerNotificationRoutes,
  registerExportRoutes,
  registerInvoiceRoutes,
  registerJobRoutes,
  registerBusinessDateRoutes,
  registerAccountingRoutes,
  registerCfdiRoutes,
  registerMessagingRoutes,
  registerDemoRoutes,
  registerAuditRoutes,
  registerRecordSearchRoutes,
  (app) => registerCalculatorRoutes(app),
  registerBusinessCalendarRoutes,
  registerSavedViewRoutes,
  registerImportRoutes,
  registerPldRoutes,
  registerCollectionRoutes,
  registerBureauReportingRoutes,
  registerTrashRoutes,
  registerApprovalRoutes,
  // The channel's audience rules come from the features that own them (no door imports another for them).
  (app, context) =>
    registerEventRoutes(app, context, {
      readsApplication: applicationReaderCheck,
      linksToAlly: allyLinkCheck,
    }),
]

/** The HTTP application, separate from the process that listens (tests use `inject`). */
export async function buildApp({
  config,
  database,
  logger,
  storage,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? logOptions(config.logLevel),
    // Every request has an id: the proxy's X-Request-Id when it is a safe one, else a new UUID. It is on every
    // log line of the request (`reqId`), in the X-Request-Id answer header and in every error answer.
    genReqId: requestIdOf,
    // A request reaching a closing instance (after its drain) is still served, not answered 503.
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: { customOptions: { coerceTypes: false } },
    // Behind a load balancer the client address is in X-Forwarded-For: trust only the configured proxies.
    trustProxy: config.trustProxy,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  registerErrorHandler(app, config.webDist ? pageFileOf(config.webDist, config.demoSeed) : undefined)
  registerTextGuard(app)

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The prerendered sign-in page's colour-scheme script, allowed by its hash.
        scriptSrc: ["'self'", ...(config.webDist ? prerenderedScriptHashes(config.webDist) : [])],
        // MUI (Emotion) inserts style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // https: so an e-mail's remote images can load once its reader allows them: the e-mail frame's own
        // policy (web features/email safe-html-frame) blocks them until then.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Files fetched with the bearer token are shown from blob: URLs in frames (contract PDFs, documents).
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // HSTS only where the app is served over HTTPS (PUBLIC_URL); over plain HTTP browsers ignore it anyway.
    hsts: config.publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  })
  await app.register(fastifyRateLimit, rateLimitPluginOptions(database))
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Mesa API', description: 'Back office for vehicle credit', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  })
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' })

  const dataVersions = await startDataVersions(database)
  const context: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    accessTokens: new AccessTokens(config.jwtSecret, config.jwtPreviousSecret),
    storage: storage ?? storageFromConfig(config),
    mailer: createMailer(config, database.db, app.log),
    events: await startEventBus(database, app.log),
    dataVersions,
    lifecycle: new Lifecycle(database.listeners),
  }
  app.decorate('lifecycle', context.lifecycle)
  app.addHook('onClose', () => context.events.close())
  app.addHook('onClose', () => dataVersions.stop())
  app.addHook('onClose', () => context.mailer.close())
  // The background jobs this process runs (chat sending, OCR, mail sync and sweep) read files from its own store.
  useJobStorage(context.db, context.storage)
  app.addHook('onClose', async () => useJobStorage(context.db, undefined))
  registerNoStoreForApi(app)
  if (config.metricsPort) {
    const metrics = await startMetrics({
      port: config.metricsPort,
      host: config.metricsHost ?? config.host,
      service: 'mesa-api',
      log: app.log,
    })
    observeRequests(app, metrics.meter)
    observeDatabase(metrics.meter, database.db)
    observeJobs(metrics.meter, () => jobQueueStats(database.db))
    observeLifecycle(metrics.meter, context.lifecycle)
    app.addHook('onClose', () => metrics.stop())
  }
  const principals = await startPrincipalCache(database, app.log)
  app.addHook('onClose', () => principals.stop())
  registerAccessHook(app, principals.cache, context.accessTokens)
  // A LISTEN connection that dropped and came back missed what was notified meanwhile: forget every cached
  // principal and send the browsers to reconnect and refetch (their live streams close with a retry hint).
  const resync = () => {
    principals.cache.forgetCommitted({ everyone: true })
    context.lifecycle.emit('resync')
  }
  database.listeners?.on('reconnect', resync)
  app.addHook('onClose', async () => void database.listeners?.off('reconnect', resync))
  // While draining, answers ask the client to close its connection: the next request goes to another instance.
  app.addHook('onSend', async (_request, reply) => {
    if (context.lifecycle.draining) reply.header('connection', 'close')
  })
  // In production the API's documentation (its every route and schema) is for signed-in users only.
  if (config.production) requireSignedInUnder(app, '/api/docs', principals.cache, context.accessTokens)
  registerUserRateLimit(app, config.rateLimitPerMinute)
  registerCostlyWorkLimits(app)
  registerSensitiveReadAudit(app, context.db)
  registerIdempotency(app, context.db)
  for (const registerFeature of features) registerFeature(app, context)
  registerStageRules()
  registerJobKinds(config)
  registerApprovalKinds()
  registerBankLineMatchers()
  registerCollectionContactSources()
  // BUSINESS_DATE (demo and test mode): the installation's business date from this start on.
  if (config.businessDate && !config.production) await pinBusinessDate(database.db, config.businessDate)
  // Another instance's or a worker's end of day moves the date: this process forgets the one it read.
  const unwatchBusinessDate = await watchBusinessDate(database)
  app.addHook('onClose', () => unwatchBusinessDate())
  // Issue 34: a mapping change approved elsewhere: this process forgets the product mappings it cached.
  const unwatchMappings = await watchAccountMappings(database)
  app.addHook('onClose', () => unwatchMappings())
  if (config.workers) {
    // Background jobs run in this process (WORKERS=true); `npm run worker` runs them in a process of its own.
    const worker = new JobWorker(database, { log: app.log })
    app.addHook('onReady', () => worker.start())
    app.addHook('onClose', () => worker.stop(8_000))
  }

  if (config.webDist) {
    await registerStaticWeb(app, config.webDist)
  }
  return app
}
