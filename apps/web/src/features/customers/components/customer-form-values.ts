import {
  customerRecordUpdateSchema,
  type CustomerRecordAddress,
  type CustomerRecordDetail,
} from '@mesa/contracts'
import { z } from 'zod'

/** An address as read (its state a text until the contract checks it is one of the Mexican states). */
type CustomerFormAddress = Record<keyof CustomerRecordAddress, string>

/** The form as the desk types it: phones and e-mails one per line, the rest as the contract has them. */
export interface CustomerFormValues {
  firstNames: string
  lastName1: string
  lastName2: string
  phones: string
  emails: string
  addresses: CustomerFormAddress[]
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

export const customerFormValues = (customer: CustomerRecordDetail): CustomerFormValues => ({
  firstNames: customer.firstNames,
  lastName1: customer.lastName1,
  lastName2: customer.lastName2,
  phones: customer.phones.join('\n'),
  emails: customer.emails.join('\n'),
  addresses: customer.addresses.map((address) => ({ ...address })),
})

/** The form checked as the contract's update with the version read (a stale one is a 409). */
export const customerFormSchema = (version: number) =>
  z
    .custom<CustomerFormValues>()
    .transform((values): unknown => ({
      ...values,
      phones: lines(values.phones),
      emails: lines(values.emails),
      version,
    }))
    .pipe(customerRecordUpdateSchema)

/** A contract path on the form: one line of phones or e-mails is that text box; the rest are the form's own. */
export const customerFieldOf = (path: string) => path.replace(/^(phones|emails)\.\d+.*$/, '$1')
