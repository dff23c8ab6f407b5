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
] as const

/** What the sign-in page shows of each demo account. */
export const demoCredentials = demoAccounts.map(({ email, password, role }) => ({ email, password, role }))
