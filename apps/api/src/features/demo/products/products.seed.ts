import type { Database } from '../../../db/client'
import { demoProductCategories, demoProducts } from '../products.schema'

/** [name, description, [product name, SKU, price in cents, stock][]] */
const catalogue: Array<[string, string, Array<[string, string, number, number]>]> = [
  [
    'Accesorios',
    'Tapetes, fundas y portaequipaje.',
    [
      ['Tapetes de hule', 'ACC-TAP-01', 89_900, 40],
      ['Funda para asientos', 'ACC-FUN-02', 149_900, 25],
    ],
  ],
  ['Audio', 'Estéreos y bocinas.', [['Estéreo con pantalla', 'AUD-EST-01', 459_900, 12]]],
  [
    'Llantas',
    'Llantas y rines.',
    [
      ['Llanta 205/55 R16', 'LLA-205-16', 219_900, 60],
      ['Rin de aluminio 16"', 'LLA-RIN-16', 329_900, 16],
    ],
  ],
  [
    'Mantenimiento',
    'Aceites, filtros y refacciones.',
    [
      ['Aceite sintético 5W-30', 'MAN-ACE-01', 74_900, 120],
      ['Filtro de aire', 'MAN-FIL-02', 29_900, 80],
    ],
  ],
  ['Seguridad', 'Alarmas y localizadores.', [['Localizador GPS', 'SEG-GPS-01', 189_900, 30]]],
  ['Limpieza', 'Ceras, shampoo y microfibras.', []],
]

/** The store's sample categories and products, once (skipped when any category exists). */
export async function seedProducts(db: Database) {
  if ((await db.$count(demoProductCategories)) > 0) return
  await db.transaction(async (tx) => {
    for (const [name, description, products] of catalogue) {
      const [category] = await tx
        .insert(demoProductCategories)
        .values({ name, description })
        .returning({ id: demoProductCategories.id })
      if (products.length)
        await tx.insert(demoProducts).values(
          products.map(([productName, sku, priceCents, stock]) => ({
            name: productName,
            sku,
            categoryId: category!.id,
            status: 'published' as const,
            priceCents,
            stock,
            shipping: 'carrier' as const,
          })),
        )
    }
  })
}
