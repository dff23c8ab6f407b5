/** i18next reads a dot as nesting: a kind's or an act's name becomes its key with the dots as underscores. */
export const kindKey = (kind: string) => `kinds.${kind.replaceAll('.', '_')}`
export const actKey = (act: string) => `acts.${act === '*' ? 'any' : act.replaceAll('.', '_')}`
