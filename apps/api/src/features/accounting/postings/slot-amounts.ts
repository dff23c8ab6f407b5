import { postingSlots, type PostingSlot } from '@mesa/contracts'
import type { JournalLineInput } from '../journal-types'

/*
 * The posting rules (issue 34, docs/accounting.md "Money events") compute signed amounts per slot: a debit is
 * positive, a credit negative, and an entry balances when they sum to zero. Signed amounts let a rule post a
 * difference (an accrual true-up, a reallocation) without caring which side it falls on; `linesOf` turns them
 * into the door's lines, one per slot, in the chart's order, zeros left out.
 */
export type SlotAmounts = Partial<Record<PostingSlot, number>>

/** Adds `cents` (debit positive) to a slot of the amounts, in place; returns the amounts for chaining. */
export function post(amounts: SlotAmounts, slot: PostingSlot, cents: number): SlotAmounts {
  if (!Number.isInteger(cents)) throw new Error(`A posting must be integer centavos, got ${cents} on ${slot}`)
  amounts[slot] = (amounts[slot] ?? 0) + cents
  return amounts
}

/** The door's lines of signed amounts: one line per slot that moved, debit or credit by its sign. */
export function linesOf(amounts: SlotAmounts): JournalLineInput[] {
  return postingSlots
    .filter((slot) => (amounts[slot] ?? 0) !== 0)
    .map((slot) => {
      const cents = amounts[slot]!
      return { slot, debitCents: cents > 0 ? cents : 0, creditCents: cents < 0 ? -cents : 0 }
    })
}

/** Sum of the signed amounts: zero for a balanced entry. */
export const imbalanceOf = (amounts: SlotAmounts) =>
  Object.values(amounts).reduce((total, cents) => total + (cents ?? 0), 0)

/** after − before per slot: what an entry must post to move the books from one to the other. */
export function differenceOf(after: SlotAmounts, before: SlotAmounts): SlotAmounts {
  const difference: SlotAmounts = {}
  for (const slot of postingSlots) {
    const cents = (after[slot] ?? 0) - (before[slot] ?? 0)
    if (cents !== 0) difference[slot] = cents
  }
  return difference
}

/** The counter-entry's amounts (every side swapped): how a posted entry is reversed, entries being immutable. */
export const counterOf = (amounts: SlotAmounts): SlotAmounts => differenceOf({}, amounts)

/** Adds several amounts together (the books of a loan as the sum of its entries). */
export function sumOf(all: readonly SlotAmounts[]): SlotAmounts {
  const total: SlotAmounts = {}
  for (const amounts of all)
    for (const [slot, cents] of Object.entries(amounts)) post(total, slot as PostingSlot, cents ?? 0)
  return total
}

/** Refuses an entry that does not balance (a rule's bug must never reach the journal). */
export function balanced(amounts: SlotAmounts): SlotAmounts {
  const imbalance = imbalanceOf(amounts)
  if (imbalance !== 0) throw new Error(`Unbalanced posting: debits − credits = ${imbalance}`)
  return amounts
}

/** Whole days from one ISO date to another (the engine counts days the same way, UTC dates). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/** The amounts without the slots that did not move (rules post every slot they name, zero or not). */
export function withoutZeros(amounts: SlotAmounts): SlotAmounts {
  for (const slot of Object.keys(amounts) as PostingSlot[]) if (amounts[slot] === 0) delete amounts[slot]
  return amounts
}
