import type { Database } from '../../../db/client'
import { demoAnalyticsProjects } from './dashboards.schema'
import { demoFaker } from '../demo-faker'

const projects = [
  ['figma', 'Cotizador de pólizas', 'Diseño UI'],
  ['react', 'Portal de aliados', 'Desarrollo web'],
  ['vue', 'Tablero de cobranza', 'Desarrollo web'],
  ['xd', 'Expediente digital', 'Diseño UX'],
  ['sketch', 'App de visitas', 'Diseño móvil'],
  ['html', 'Sitio de campañas', 'Marketing'],
  ['android', 'Firma en campo', 'Desarrollo móvil'],
] as const

/** Spec §9: 7 analytics projects; each inserted once (name is unique). */
export async function seedDashboards(db: Database) {
  const faker = demoFaker(20_260_121)
  const rows = projects.map(([logo, name, project]) => {
    const members = faker.number.int({ min: 2, max: 7 })
    const shown = Math.min(members, 3)
    return {
      logo,
      name,
      project,
      leader: faker.person.firstName(),
      progress: faker.number.int({ min: 5, max: 100 }),
      minutes: faker.number.int({ min: 60, max: 200 * 60 }),
      team: Array.from({ length: shown }, () => faker.person.firstName()),
      extraMembers: members > shown ? members - shown : null,
    }
  })
  await db.insert(demoAnalyticsProjects).values(rows).onConflictDoNothing()
}
