/** Helpers of the dictionary tests: flattened keys, and the plural forms only some languages have. */

export const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
    : [prefix]

/** key → text of a nested dictionary. */
export const flatten = (dictionary: object): Record<string, string> =>
  Object.fromEntries(
    keysOf(dictionary).map((key) => [
      key,
      String(
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionary),
      ),
    ]),
  )

/** Deep merge, as i18next's addResourceBundle(…, deep = true) merges the app bundle into the sign-in one. */
export function mergeDeep<T extends object>(base: T, extra: object): T {
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) }
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key]
    merged[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? mergeDeep(current as object, value)
        : value
  }
  return merged as T
}

/**
 * The Spanish key a translated key stands for: itself, or for the plural forms Spanish does not have (Arabic's
 * zero, two, few, many) the `_other` form of the same word, when Spanish has it.
 */
export function spanishKeyOf(key: string, spanish: Record<string, string>): string {
  const plural = key.match(/^(.*)_(zero|two|few|many)$/)
  return plural && !(key in spanish) && `${plural[1]}_other` in spanish ? `${plural[1]}_other` : key
}

export const placeholdersOf = (text = '') => (text.match(/{{\w+}}/g) ?? []).sort()

/**
 * The placeholders a translation must keep: the Spanish text's, except that a plural form of one, two or zero
 * may say the number in words (Arabic "شهر واحد", "شهران") and leave `{{count}}` out.
 */
export function expectedPlaceholders(key: string, translated: string, spanishText: string | undefined) {
  const expected = placeholdersOf(spanishText)
  const wordsForCount = /_(zero|one|two)$/.test(key) && !translated.includes('{{count}}')
  return wordsForCount ? expected.filter((placeholder) => placeholder !== '{{count}}') : expected
}
