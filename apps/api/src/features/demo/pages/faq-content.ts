/** The FAQ page's sample text (spec §9 "sample text only, not rules": 69 or 99, 15 days, 72 hours, 48 hours). */
export const faqContent = [
  {
    faqTitle: 'Pagos',
    faqIcon: 'tabler-credit-card',
    faqSubtitle: 'Cómo pagar tus pedidos',
    faqs: [
      [
        '¿Cuándo se cobra mi pedido?',
        'El cargo se hace al confirmar el pedido; si un artículo se agota, devolvemos su importe.',
      ],
      ['¿Qué medios de pago aceptan?', 'Tarjeta de crédito o débito, PayPal y transferencia bancaria.'],
      ['¿Puedo pagar en mensualidades?', 'Sí, con tarjetas participantes en compras mayores a 1,500 pesos.'],
    ],
  },
  {
    faqTitle: 'Entregas',
    faqIcon: 'tabler-truck-delivery',
    faqSubtitle: 'Envíos y entregas programadas',
    faqs: [
      [
        '¿Cuánto cuesta una entrega programada?',
        'La entrega programada cuesta 69 o 99 pesos según la franja horaria elegida.',
      ],
      ['¿Puedo rastrear mi pedido?', 'Sí, desde la lista de pedidos verás el estado de cada envío.'],
    ],
  },
  {
    faqTitle: 'Cancelaciones y devoluciones',
    faqIcon: 'tabler-rotate-clockwise-2',
    faqSubtitle: 'Cambios de opinión y artículos dañados',
    faqs: [
      ['¿Hasta cuándo puedo cancelar?', 'Puedes cancelar hasta 72 horas antes de la entrega sin costo.'],
      [
        '¿Cuál es el plazo de devolución?',
        'Aceptamos devoluciones dentro de los 15 días posteriores a la entrega.',
      ],
      [
        '¿Qué hago si mi artículo llegó dañado?',
        'Repórtalo dentro de las 48 horas siguientes a la entrega con una foto del empaque.',
      ],
    ],
  },
  {
    faqTitle: 'Mis pedidos',
    faqIcon: 'tabler-box',
    faqSubtitle: 'Consulta y cambios de pedidos',
    faqs: [
      ['¿Puedo cambiar la dirección de entrega?', 'Sí, mientras el pedido no haya sido despachado.'],
      ['¿Dónde veo mis facturas?', 'En el detalle de cada pedido encontrarás su comprobante.'],
    ],
  },
  {
    faqTitle: 'Productos y servicios',
    faqIcon: 'tabler-camera',
    faqSubtitle: 'Garantías y soporte',
    faqs: [
      ['¿Los productos tienen garantía?', 'Todos los productos tienen la garantía de su fabricante.'],
      ['¿Ofrecen instalación?', 'Algunos productos incluyen instalación; lo verás en su ficha.'],
    ],
  },
] as const
