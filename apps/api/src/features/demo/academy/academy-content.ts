import type { CourseCategory } from '@mesa/contracts'

type Level = 'beginner' | 'intermediate' | 'advanced'
/** [section, title, minutes] */
type LessonLine = [string, string, number]
interface CourseContent {
  slug: string
  title: string
  category: CourseCategory
  level: Level
  instructor: string
  description: string
  lessons: LessonLine[]
}

/** The sample courses (Spanish, like the rest of the demo data); fixed so tests can count on them. */
export const academyCourses: CourseContent[] = [
  {
    slug: 'credito-automotriz-basico',
    title: 'Crédito automotriz: lo básico',
    category: 'finance',
    level: 'beginner',
    instructor: 'Lucía Hernández',
    description: 'Cómo se arma un crédito de auto: enganche, plazo, tasa, comisión por apertura y CAT.',
    lessons: [
      ['Introducción', 'Qué financia un crédito automotriz', 8],
      ['Introducción', 'Enganche y monto a financiar', 12],
      ['Costos', 'Tasa de interés e IVA', 15],
      ['Costos', 'Comisión por apertura', 10],
      ['Costos', 'El CAT y cómo leerlo', 18],
      ['Cierre', 'Caso práctico', 20],
    ],
  },
  {
    slug: 'amortizacion-metodo-frances',
    title: 'Amortización por el método francés',
    category: 'finance',
    level: 'intermediate',
    instructor: 'Jorge Ramírez',
    description: 'La tabla de pagos iguales: capital, interés, IVA y saldo mes a mes.',
    lessons: [
      ['Fundamentos', 'Pago nivelado', 14],
      ['Fundamentos', 'Interés sobre saldo insoluto', 12],
      ['Tabla', 'Construir la tabla paso a paso', 22],
      ['Tabla', 'Redondeo al centavo', 9],
      ['Tabla', 'Pagos anticipados', 16],
    ],
  },
  {
    slug: 'ventas-en-agencia',
    title: 'Ventas en agencia',
    category: 'sales',
    level: 'beginner',
    instructor: 'Mariana Ortiz',
    description: 'Acompañar al cliente desde la prueba de manejo hasta la solicitud de crédito.',
    lessons: [
      ['Cliente', 'Detectar necesidades', 10],
      ['Cliente', 'Prueba de manejo', 8],
      ['Solicitud', 'Documentos que se piden', 12],
      ['Solicitud', 'Captura sin errores', 15],
    ],
  },
  {
    slug: 'analisis-de-buro',
    title: 'Lectura del reporte de buró',
    category: 'finance',
    level: 'advanced',
    instructor: 'Ricardo Torres',
    description: 'Score, historial de pagos, consultas y cuentas: qué pesa en la decisión.',
    lessons: [
      ['Reporte', 'Secciones del reporte', 11],
      ['Reporte', 'Claves de historial de pago', 17],
      ['Decisión', 'Capacidad de pago', 19],
      ['Decisión', 'Señales de alerta', 13],
      ['Decisión', 'Casos para comité', 21],
    ],
  },
  {
    slug: 'diseno-de-interfaces',
    title: 'Diseño de interfaces accesibles',
    category: 'design',
    level: 'intermediate',
    instructor: 'Sofía Méndez',
    description: 'Contraste, foco, lectores de pantalla y textos de derecha a izquierda.',
    lessons: [
      ['Bases', 'Contraste y color', 10],
      ['Bases', 'Orden de foco', 9],
      ['Práctica', 'Etiquetas y roles', 14],
      ['Práctica', 'Diseño de derecha a izquierda', 12],
    ],
  },
  {
    slug: 'react-para-back-office',
    title: 'React para back office',
    category: 'web',
    level: 'intermediate',
    instructor: 'Diego Castillo',
    description: 'Listas con filtros en la URL, formularios validados y datos en caché.',
    lessons: [
      ['Listas', 'Filtros y orden en la URL', 16],
      ['Listas', 'Paginación en el servidor', 13],
      ['Formularios', 'Validación con esquemas', 18],
      ['Formularios', 'Errores por campo', 11],
      ['Datos', 'Caché e invalidación', 15],
      ['Datos', 'Eventos en vivo', 14],
    ],
  },
  {
    slug: 'sql-para-cartera',
    title: 'SQL para análisis de cartera',
    category: 'data',
    level: 'advanced',
    instructor: 'Paola Jiménez',
    description: 'Consultas de mora, cosechas y saldos con PostgreSQL.',
    lessons: [
      ['Consultas', 'Agrupar por etapa', 12],
      ['Consultas', 'Mora por días de atraso', 17],
      ['Análisis', 'Cosechas por mes de originación', 20],
      ['Análisis', 'Índices que aceleran', 14],
    ],
  },
  {
    slug: 'atencion-al-cliente',
    title: 'Atención al cliente por chat',
    category: 'sales',
    level: 'beginner',
    instructor: 'Andrea Vargas',
    description: 'Responder rápido y claro, con plantillas y sin perder el contexto.',
    lessons: [
      ['Chat', 'Primer mensaje', 7],
      ['Chat', 'Plantillas aprobadas', 9],
      ['Chat', 'Cierre de la conversación', 8],
    ],
  },
]

/** The admin demo account's progress: course slug → how many of its first lessons are done. */
export const adminProgress: Record<string, number> = {
  'credito-automotriz-basico': 6,
  'amortizacion-metodo-frances': 2,
  'react-para-back-office': 4,
  'ventas-en-agencia': 1,
}
