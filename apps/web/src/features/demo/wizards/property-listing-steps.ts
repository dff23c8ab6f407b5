import { z } from 'zod'
import { cents, email, phone, requiredText, shareHalfEven, wholeNumber } from './wizard-rules'

/** The property-listing wizard (template "Property Listing"): who lists, the property, its features, its price. */

export const listerKinds = ['owner', 'broker', 'builder'] as const
export const propertyKinds = ['house', 'apartment', 'office', 'land'] as const
export const furnishings = ['furnished', 'semi', 'unfurnished'] as const

export interface PropertyValues {
  listerKind: (typeof listerKinds)[number]
  fullName: string
  email: string
  phone: string
  propertyKind: (typeof propertyKinds)[number]
  street: string
  city: string
  postalCode: string
  bedrooms: string
  bathrooms: string
  parking: string
  furnishing: (typeof furnishings)[number]
  areaM2: string
  priceCents: number | null
  maintenanceCents: number | null
}

export const propertyInitialValues: PropertyValues = {
  listerKind: 'owner',
  fullName: '',
  email: '',
  phone: '',
  propertyKind: 'house',
  street: '',
  city: '',
  postalCode: '',
  bedrooms: '',
  bathrooms: '',
  parking: '',
  furnishing: 'unfurnished',
  areaM2: '',
  priceCents: null,
  maintenanceCents: null,
}

export const propertyStepSchemas = {
  lister: z.object({
    listerKind: z.enum(listerKinds),
    fullName: requiredText(120, 3),
    email: email(),
    phone: phone(),
  }),
  property: z.object({
    propertyKind: z.enum(propertyKinds),
    street: requiredText(200),
    city: requiredText(120),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'invalid_format'),
  }),
  /** Land has no rooms: its counts must be zero; a home needs at least one bedroom and one bathroom. */
  features: z
    .object({
      propertyKind: z.enum(propertyKinds),
      bedrooms: wholeNumber(0, 20),
      bathrooms: wholeNumber(0, 20),
      parking: wholeNumber(0, 20),
      furnishing: z.enum(furnishings),
    })
    .superRefine((features, ctx) => {
      const home = features.propertyKind === 'house' || features.propertyKind === 'apartment'
      if (home && features.bedrooms < 1)
        ctx.addIssue({ code: 'custom', path: ['bedrooms'], message: 'too_small:1' })
      if (home && features.bathrooms < 1)
        ctx.addIssue({ code: 'custom', path: ['bathrooms'], message: 'too_small:1' })
      if (features.propertyKind === 'land' && features.bedrooms + features.bathrooms > 0)
        ctx.addIssue({ code: 'custom', path: ['bedrooms'], message: 'land_has_no_rooms' })
    }),
  price: z.object({
    areaM2: wholeNumber(1, 1_000_000),
    priceCents: cents(1_000_00),
    maintenanceCents: cents(0, 10_000_000)
      .nullable()
      .transform((value) => value ?? 0),
  }),
} as const

/** The price per square metre in cents, rounded half to even. */
export const pricePerM2 = (priceCents: number, areaM2: number) => shareHalfEven(priceCents, 1, areaM2)
