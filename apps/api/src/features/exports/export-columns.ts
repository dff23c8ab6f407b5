import type {
  AllyListItem,
  ApplicationListItem,
  ContractListItem,
  CustomerRecordListItem,
  FundingListItem,
  InvoiceListItem,
  LoanListItem,
  ProvisionReport,
  TicketListItem,
  UserListItem,
  VinListItem,
} from '@mesa/contracts'
import type { ExportColumn } from './csv-stream'

/** The columns of each list's export: a key (its label comes from the screen) and the value of a row. */
export const allyColumns: ExportColumn<AllyListItem>[] = [
  { key: 'id', value: (ally) => ally.id },
  { key: 'allyName', value: (ally) => ally.allyName },
  { key: 'regionName', value: (ally) => ally.regionName },
  { key: 'zoneName', value: (ally) => ally.zoneName },
  { key: 'type', value: (ally) => ally.type },
  { key: 'seller', value: (ally) => ally.seller },
  { key: 'supervisor', value: (ally) => ally.supervisor },
  { key: 'created', value: (ally) => ally.created },
  { key: 'status', value: (ally) => ally.status, coded: true },
  { key: 'active', value: (ally) => ally.active, coded: true },
]

export const fundingColumns: ExportColumn<FundingListItem>[] = [
  { key: 'folio', value: (row) => row.folio },
  { key: 'applicantName', value: (row) => row.applicantName },
  { key: 'allyName', value: (row) => row.allyName },
  { key: 'product', value: (row) => row.origin, coded: true },
  { key: 'status', value: (row) => row.status, coded: true },
  { key: 'amount', value: (row) => (row.amountCents === null ? '' : (row.amountCents / 100).toFixed(2)) },
  { key: 'funder', value: (row) => row.funder?.name ?? '' },
  { key: 'line', value: (row) => row.lineName ?? '' },
  { key: 'statusDate', value: (row) => row.statusDate },
  { key: 'speiReference', value: (row) => row.speiReference ?? '' },
]

export const contractColumns: ExportColumn<ContractListItem>[] = [
  { key: 'number', value: (contract) => contract.number },
  { key: 'version', value: (contract) => contract.version },
  { key: 'status', value: (contract) => contract.status, coded: true },
  { key: 'folio', value: (contract) => contract.folio },
  { key: 'product', value: (contract) => contract.product, coded: true },
  { key: 'applicantName', value: (contract) => contract.applicantName },
  { key: 'allyName', value: (contract) => contract.allyName },
  { key: 'amount', value: (contract) => (contract.amountCents / 100).toFixed(2) },
  { key: 'payment', value: (contract) => (contract.paymentCents / 100).toFixed(2) },
  { key: 'cat', value: (contract) => contract.catPct.toFixed(1) },
  { key: 'generatedAt', value: (contract) => contract.generatedAt },
  { key: 'signedOn', value: (contract) => contract.signedOn },
]

export const userColumns: ExportColumn<UserListItem>[] = [
  { key: 'fullName', value: (user) => user.fullName },
  { key: 'username', value: (user) => user.username },
  { key: 'email', value: (user) => user.email },
  { key: 'role', value: (user) => user.role },
  { key: 'currentPlan', value: (user) => user.currentPlan },
  { key: 'billing', value: (user) => user.billing },
  { key: 'status', value: (user) => user.status, coded: true },
]

export const applicationColumns: ExportColumn<ApplicationListItem>[] = [
  { key: 'folio', value: (row) => row.folio },
  { key: 'applicantName', value: (row) => row.applicantName },
  { key: 'curp', value: (row) => row.curp },
  { key: 'mobilePhone', value: (row) => row.mobilePhone },
  { key: 'product', value: (row) => row.product, coded: true },
  { key: 'allyName', value: (row) => row.allyName },
  { key: 'requestedAmount', value: (row) => (row.requestedAmountCents / 100).toFixed(2) },
  { key: 'stage', value: (row) => row.stage, coded: true },
  { key: 'owner', value: (row) => row.owner?.fullName ?? '' },
  { key: 'hoursInStage', value: (row) => Math.floor(row.hoursInStage) },
  { key: 'overdue', value: (row) => row.overdue, coded: true },
  { key: 'createdAt', value: (row) => row.createdAt },
]

export const invoiceColumns: ExportColumn<InvoiceListItem>[] = [
  { key: 'id', value: (row) => row.id },
  { key: 'client', value: (row) => row.client.name },
  { key: 'company', value: (row) => row.client.company },
  { key: 'companyEmail', value: (row) => row.client.companyEmail },
  { key: 'service', value: (row) => row.service, coded: true },
  { key: 'issuedDate', value: (row) => row.issuedDate },
  { key: 'dueDate', value: (row) => row.dueDate },
  { key: 'total', value: (row) => (row.total / 100).toFixed(2) },
  { key: 'balance', value: (row) => (row.balance / 100).toFixed(2) },
  { key: 'invoiceStatus', value: (row) => row.invoiceStatus, coded: true },
]

export const ticketColumns: ExportColumn<TicketListItem>[] = [
  { key: 'id', value: (row) => row.id },
  { key: 'subject', value: (row) => row.subject },
  { key: 'folio', value: (row) => row.application.folio },
  { key: 'applicant', value: (row) => row.application.applicantName },
  { key: 'category', value: (row) => row.category, coded: true },
  { key: 'priority', value: (row) => row.priority, coded: true },
  { key: 'status', value: (row) => row.status, coded: true },
  { key: 'assignee', value: (row) => row.assignee?.fullName ?? '' },
  { key: 'dueAt', value: (row) => row.dueAt },
  { key: 'overdue', value: (row) => row.overdue, coded: true },
]

export const loanColumns: ExportColumn<LoanListItem>[] = [
  { key: 'folio', value: (row) => row.folio },
  { key: 'applicantName', value: (row) => row.applicantName },
  { key: 'allyName', value: (row) => row.allyName },
  { key: 'status', value: (row) => row.status, coded: true },
  { key: 'principal', value: (row) => (row.principalCents / 100).toFixed(2) },
  { key: 'balance', value: (row) => (row.balanceCents / 100).toFixed(2) },
  { key: 'nextDueDate', value: (row) => row.nextDueDate ?? '' },
  { key: 'nextDue', value: (row) => (row.nextDueCents / 100).toFixed(2) },
  { key: 'daysPastDue', value: (row) => row.daysPastDue },
  { key: 'bucket', value: (row) => row.bucket, coded: true },
  { key: 'disbursedOn', value: (row) => row.disbursedOn },
  { key: 'funder', value: (row) => row.funder?.name ?? '' },
]

/** A bucket's row of the provisions report, or its totals (bucket `total`). */
export type ProvisionRow = ProvisionReport['totals'] & { bucket: string }

export const provisionColumns: ExportColumn<ProvisionRow>[] = [
  { key: 'bucket', value: (row) => row.bucket, coded: true },
  { key: 'loans', value: (row) => row.loans },
  { key: 'exposure', value: (row) => (row.exposureCents / 100).toFixed(2) },
  { key: 'provision', value: (row) => (row.provisionCents / 100).toFixed(2) },
  // The share as the report holds it (four decimals), so a spreadsheet reads it as a number.
  { key: 'coverage', value: (row) => row.coverage.toFixed(4) },
]

export const customerColumns: ExportColumn<CustomerRecordListItem>[] = [
  { key: 'id', value: (row) => row.id },
  { key: 'fullName', value: (row) => row.fullName },
  { key: 'curp', value: (row) => row.curp },
  { key: 'rfc', value: (row) => row.rfc },
  { key: 'phone', value: (row) => row.phone },
  { key: 'email', value: (row) => row.email },
  { key: 'state', value: (row) => row.state },
  { key: 'applicationCount', value: (row) => row.applicationCount },
]

export const vinColumns: ExportColumn<VinListItem>[] = [
  { key: 'vin', value: (row) => row.vin },
  { key: 'make', value: (row) => row.make },
  { key: 'model', value: (row) => row.model },
  { key: 'version', value: (row) => row.version },
  { key: 'modelYear', value: (row) => row.modelYear },
  { key: 'manufacturer', value: (row) => row.manufacturer ?? row.wmi },
  { key: 'colour', value: (row) => row.colour },
  { key: 'invoiceNumber', value: (row) => row.invoiceNumber },
  {
    key: 'invoiceValue',
    value: (row) => (row.invoiceValueCents === null ? '' : (row.invoiceValueCents / 100).toFixed(2)),
  },
  { key: 'folios', value: (row) => row.folios.join(' ') },
  { key: 'doubleFinancing', value: (row) => row.doubleFinancing, coded: true },
]
