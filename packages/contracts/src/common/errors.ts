import { z } from 'zod'

/**
 * Stable error codes (docs/architecture.md; issue 10 "errors as codes"). The API answers
 * `{ message, code?, errors?: { field: [entry] } }`: `message` is readable English for logs and the API
 * docs; `code` names the answer's kind; each field entry is a code, optionally with one argument after a
 * colon (`too_short:2`), or, where the spec fixes the text, that text (`Invalid email or password`).
 * The web turns codes into words through one function (`apps/web/src/lib/error-text.ts`) and the i18n
 * namespaces; nothing matches on an English sentence.
 *
 * Add a code here when a new kind of refusal appears; never reuse one for another meaning.
 */
export const errorCodes = [
  // Work queue
  'queue_empty',
  // Field validation
  'required',
  'invalid_type',
  'invalid_value',
  'invalid_choice',
  'invalid_format',
  'invalid_email',
  'invalid_date',
  'invalid_phone',
  'invalid_check_digit',
  'bank_mismatch',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'too_many',
  'too_few',
  'not_integer',
  'date_out_of_range',
  'end_before_start',
  /** Demo store: a sale price must be below the price. */
  'sale_not_below_price',
  /** A range whose maximum lies below its minimum (credit policy: amount, term, rate). */
  'max_below_min',
  'unknown_field',
  'control_characters',
  'nul_character',
  'ill_formed_text',
  'bidi_controls',
  'invisible_text',
  'unsafe_image',
  'file_missing',
  'file_type',
  'file_mismatch',
  'file_too_large',
  'common_password',
  'wrong_password',
  'same_password',
  'same_password',
  'passwords_mismatch',
  'account_pending',
  'account_disabled',
  'invalid_code',
  'expired_link',
  'sign_in_again',
  'setup_first',
  'unknown_reference',
  'inactive_reference',
  'already_used',
  'duplicate_rfc',
  'duplicate_curp',
  /** A VIN record with this VIN exists already (issue 15). */
  'duplicate_vin',
  /** Unlinking a VIN from an application that has none linked. */
  'vin_not_linked',
  /** A commission is paid only once payable (its application funded) and only once. */
  'commission_not_payable',
  'due_before_issued',
  /** A payment's value date further back than the credit policy's window (issue 33); the argument is the days. */
  'value_date_too_old',
  'malformed_body',
  'variables_gap',
  'examples_count',
  'idempotency_key',
  // Answers
  'invalid_input',
  'unauthenticated',
  'session_ended',
  'forbidden',
  'exceeds_own_rights',
  'administrator_only',
  'out_of_scope',
  'not_found',
  'conflict',
  'stale_version',
  'guard_failed',
  'wrong_stage',
  /** A support ticket asked to move where its life cycle does not go (e.g. closed → open). */
  'ticket_move_not_allowed',
  'ticket_not_a_complaint',
  'last_administrator',
  'own_manage_all',
  /** Deleting or disabling one's own account (the users list, one or in bulk). */
  'own_account',
  'system_role',
  'role_has_users',
  'two_factor_on',
  'idempotency_in_progress',
  'idempotency_mismatch',
  'job_not_retryable',
  'consent_required',
  'bureau_recent',
  'check_not_overridable',
  // Field visit: the agent has another live visit at that time; the booking is closed (cancelled or done)
  'agent_busy',
  'visit_closed',
  'outside_hours',
  /** A credit visit's report sent for a collection visit, or the other way round (issue 35). */
  'wrong_visit_kind',
  // The collections desk's message (issue 35): the customer has no mobile or no e-mail on file
  'no_phone',
  'no_email',
  // Insurance (issue 15)
  'policy_already_bound',
  'quote_expired',
  'wrong_policy_status',
  'service_window_closed',
  'template_not_approved',
  'opted_out',
  'not_sandbox',
  'bad_signature',
  'too_large',
  'rate_limited',
  // Contract (issue 15): signature date after today or before the contract was generated; no terms to write
  'date_in_future',
  'before_generation',
  'terms_not_authorised',
  'wrong_contract_status',
  // Funding (issue 15): a line's failed eligibility rules or its exhausted amount; the disbursement's state
  'funding_not_eligible',
  'line_exhausted',
  // Issue 34: a drawdown from a line switched off by an administrator
  'line_inactive',
  'already_disbursed',
  'not_assigned',
  'no_beneficiary_account',
  'must_equal',
  // Loan servicing (issue 30): more than the credit balance asked out; a reversal that would take back credit
  // already refunded or applied elsewhere
  'credit_insufficient',
  'credit_already_paid_out',
  // Credit decision (issue 14)
  'exceeds_authority',
  'already_voted',
  'decision_closed',
  'conditions_pending',
  'not_decided',
  'decision_rejected',
  /** Issue 38: a co-signer added after the references closed, without the committee asking for one. */
  'co_signer_not_requested',
  // Trash (issue 20): the undo window has passed; a live record now holds the deleted one's unique key
  'undo_expired',
  'live_twin',
  // Bulk import (issue 20): the file is empty, not a readable CSV/XLSX, has no header row or too many rows;
  // a row repeats an earlier row's key; the mapping lacks a required field; the import is past that step
  'empty_file',
  'unreadable_file',
  'no_header',
  'too_many_rows',
  'duplicate_in_file',
  'mapping_incomplete',
  'wrong_import_status',
  'batch_failed',
  // Hostile files (issue 31): a workbook that unpacks to too much or holds too many cells; an image with too
  // many pixels; a PDF with too many pages
  'unpacked_too_large',
  'too_many_cells',
  'too_many_pixels',
  'too_many_pages',
  /** An invoice mailed to another address than its client contact, without the right to choose (issue 31). */
  'recipient_not_allowed',
  /** The database is down or restarting (503): try again in a moment. */
  'unavailable',
  'internal',
  /** A user-given server name resolves to a loopback, private or link-local address (SSRF guard). */
  'internal_address',
  // Issue 30, rules made real: a VIN whose loan's money went out stays linked; a VIN held by an active
  // loan is not financed again; a visit is reported once its slot started.
  'vin_financed',
  'vin_double_financing',
  'visit_not_started',
  // Issue 30, four eyes: a request of this kind is already pending on the subject; the request was decided
  // meanwhile; the approver is the requester; the user did an act paired with this one on the same file.
  'approval_pending',
  'approval_not_pending',
  'four_eyes_same_person',
  'duty_conflict',
  // Issue 30, origination invariants: money out only through its own authorisation; terms within the vehicle
  // and the committee's decision; a decision voided by a change of what it decided on; the minimum BC Score.
  'disbursed_no_return',
  'not_disbursed',
  'exceeds_vehicle_price',
  'financed_part',
  'exceeds_committee_amount',
  'decision_voided',
  'score_below_minimum',
  'no_score',
  // Issue 38, checks before a record is created: the customer (CURP) has a live application or active loan,
  // which the capture may confirm as a second credit; the vehicle (VIN) is already on one, which it may not.
  'duplicate_customer',
  // Direct debit (issue 35): a loan has one active mandate at a time.
  'mandate_already_active',
  'duplicate_vehicle',
  // Issue 33, schedule versions: a payment or reversal dated before the latest version; a version dated on or
  // before a payment already made; an acceleration before the contract's missed installments; a version
  // leaving nothing to schedule (no principal, no due date left).
  'before_schedule_version',
  'payments_after_version_date',
  'too_few_missed_installments',
  'nothing_to_reschedule',
  // Issue 33, delinquency and loss: a write-off is asked only on an active loan in non-accrual.
  'write_off_not_eligible',
  // Issue 33, the business date: a demo/test advance to a day not after the installation's business date; an
  // end-of-day run still going when another is asked for.
  'not_after_business_date',
  'end_of_day_running',
  // Issue 34, the books: an adjustment whose debits and credits differ; a date in a closed month; an account
  // that does not take lines (a grouping account) or is not in the chart; a month's close refused (its failing
  // checks named); an entry reversed twice.
  'unbalanced',
  'period_closed',
  'account_not_postable',
  'period_not_closable',
  'close_in_progress',
  'close_failed',
  'period_open',
  'nothing_to_complement',
  'sat_files_invalid',
  'entry_already_reversed',
  // Issue 35, bank statements: a statement in another currency than pesos; a queue line already resolved.
  'wrong_currency',
  'line_resolved',
  // Issue 35, item 5: the payer of a bank line is on a blocking list; the compliance officer decides first.
  'pld_hold',
  // Money-laundering prevention (issue 36): a list file without a column its layout needs (the argument names
  // it); an alert already dismissed or escalated by another officer.
  'missing_column',
  'alert_closed',
  // Issue 39, the collector's captures sent later from the phone: a promise on a loan paid off or written off
  // meanwhile; a promise older than one made after it and still pending on the loan.
  'loan_closed',
  'promise_open',
] as const
export type ErrorCode = (typeof errorCodes)[number]

const knownCodes = new Set<string>(errorCodes)
export const isErrorCode = (value: string): value is ErrorCode => knownCodes.has(value)

/** A field entry: a code with an optional argument, e.g. `fieldError('too_short', 2)` → `too_short:2`. */
export const fieldError = (code: ErrorCode, argument?: string | number) =>
  argument === undefined ? code : `${code}:${argument}`

/** Reads a field entry back: `{ code, argument }` when it is a code, else `{ text }` (a fixed spec text). */
export function parseFieldError(
  entry: string,
): { code: ErrorCode; argument?: string; text?: undefined } | { text: string; code?: undefined } {
  const colon = entry.indexOf(':')
  const code = colon === -1 ? entry : entry.slice(0, colon)
  if (!isErrorCode(code)) return { text: entry }
  return colon === -1 ? { code } : { code, argument: entry.slice(colon + 1) }
}

/** Every error answer (docs/architecture.md): a message, a code, and for 400 the entries of each wrong field. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(errorCodes).optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** The request's id (X-Request-Id), for an operator to find its log lines. */
  requestId: z.string().optional(),
})
export type ApiError = z.infer<typeof apiErrorSchema>

/** The spec's generic fallback text (spec §8). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong'
