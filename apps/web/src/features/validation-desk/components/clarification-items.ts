import { documentKinds, type ClarificationItem } from '@mesa/contracts'

const documentItems = new Set<string>(documentKinds)

/** A clarification item is an info section (worded as its tab) or a checklist document. */
export const itemLabelKey = (item: ClarificationItem) =>
  documentItems.has(item) ? `documentKinds.${item}` : `tabs.${item}`
