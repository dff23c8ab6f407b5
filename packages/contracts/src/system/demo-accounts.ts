/**
 * The demo accounts: one per role, the password is the role's name (spec: admin/admin, client/client). The demo
 * seed creates them; in demo mode the sign-in page lists them (GET /api/v1/config, and the prerendered
 * login-demo.html the build writes from this list, so the list is on the first paint).
 */
export const demoAccounts = [
  { email: 'admin@demo.com', password: 'admin', role: 'admin', fullName: 'Ana Administradora' },
  { email: 'client@demo.com', password: 'client', role: 'client', fullName: 'Carlos Cliente' },
  { email: 'analista@demo.com', password: 'analista', role: 'analista', fullName: 'Lucía Analista Ramírez' },
  { email: 'mesa@demo.com', password: 'mesa-control', role: 'mesa-control', fullName: 'Miguel Mesa Ortega' },
  {
    email: 'visitador@demo.com',
    password: 'visitador',
    role: 'visitador',
    fullName: 'Valeria Visitadora Cruz',
  },
  { email: 'comite@demo.com', password: 'comite', role: 'comite', fullName: 'Jorge Comité Salinas' },
  {
    email: 'tesoreria@demo.com',
    password: 'tesoreria',
    role: 'tesoreria',
    fullName: 'Teresa Tesorería Montes',
  },
  { email: 'ventas@demo.com', password: 'ventas', role: 'ventas', fullName: 'Sofía Ventas Herrera' },
  { email: 'cobranza@demo.com', password: 'cobranza', role: 'cobranza', fullName: 'Carmen Cobranza Díaz' },
  {
    email: 'facturacion@demo.com',
    password: 'facturacion',
    role: 'facturacion',
    fullName: 'Fernanda Facturación Ruiz',
  },
  {
    email: 'supervisor@demo.com',
    password: 'supervisor',
    role: 'supervisor',
    fullName: 'Ricardo Supervisor Luna',
  },
  {
    email: 'contabilidad@demo.com',
    password: 'contabilidad',
    role: 'contabilidad',
    fullName: 'Claudia Contabilidad Reyes',
  },
  {
    email: 'cumplimiento@demo.com',
    password: 'cumplimiento',
    role: 'cumplimiento',
    fullName: 'Carla Cumplimiento Vega',
  },
] as const

/** What the sign-in page shows of each demo account. */
export const demoCredentials = demoAccounts.map(({ email, password, role }) => ({ email, password, role }))

/**
 * The second members the feature seeds add beside those (four eyes needs a second administrator and a second
 * treasurer, the committee's quorum three members), with their first account's password. Not on the sign-in
 * page; the seeds take them from here so production's demo-identity check knows every one.
 */
export const secondDemoAccounts = {
  admin2: {
    email: 'admin2@demo.com',
    password: 'admin',
    role: 'admin',
    fullName: 'Alberto Administrador Segundo',
  },
  comite2: {
    email: 'comite2@demo.com',
    password: 'comite',
    role: 'comite',
    fullName: 'Elena Comité Fuentes',
  },
  comite3: {
    email: 'comite3@demo.com',
    password: 'comite',
    role: 'comite',
    fullName: 'Tomás Comité Villarreal',
  },
  tesoreria2: {
    email: 'tesoreria2@demo.com',
    password: 'tesoreria',
    role: 'tesoreria',
    fullName: 'Tadeo Tesorería Bravo',
  },
  // Issue 35: the collections desk's round robin needs a second collector.
  cobranza2: {
    email: 'cobranza2@demo.com',
    password: 'cobranza',
    role: 'cobranza',
    fullName: 'Gabriel Cobranza Ríos',
  },
} as const

/** Every account the demo seed creates with a published password (production refuses any that still signs in). */
export const publishedDemoAccounts: ReadonlyArray<{ email: string; password: string }> = [
  ...demoAccounts,
  ...Object.values(secondDemoAccounts),
]
