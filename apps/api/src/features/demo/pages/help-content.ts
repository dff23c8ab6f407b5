/** The help center's sample articles, grouped as its home page lists them. */
export const helpGroups = [
  {
    title: 'Primeros pasos',
    icon: 'tabler-rocket',
    articles: ['Cómo crear una cuenta', 'Configurar tu perfil', 'Invitar a tu equipo'],
  },
  {
    title: 'Pedidos y pagos',
    icon: 'tabler-shopping-cart',
    articles: ['Cómo hacer un pedido', 'Métodos de pago', 'Solicitar una factura'],
  },
  {
    title: 'Seguridad',
    icon: 'tabler-shield-lock',
    articles: ['Verificación en dos pasos', 'Cambiar tu contraseña', 'Cerrar sesiones abiertas'],
  },
] as const

/** Titles the home page features as popular, and as "keep learning". */
export const popularTitles = ['Cómo crear una cuenta', 'Cómo hacer un pedido', 'Verificación en dos pasos']
export const keepLearningTitles = ['Invitar a tu equipo', 'Métodos de pago', 'Cerrar sesiones abiertas']
