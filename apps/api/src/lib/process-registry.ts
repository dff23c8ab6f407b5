/**
 * The process-wide registries (job kinds and schedules, stage gates and hooks, trash types, insurers' providers,
 * bureau report hooks) are Maps made here, so the test harness can put every one back as it was after each
 * test file: the API suite shares one module graph between the files of a worker (Vitest `isolate: false`),
 * and a file that registers a test-only job schedule or swaps an insurer's provider must not reach the next.
 */
const registries = new Set<Map<unknown, unknown>>()

export function processRegistry<Key, Value>(entries?: Iterable<readonly [Key, Value]>): Map<Key, Value> {
  const registry = new Map<Key, Value>(entries)
  registries.add(registry as Map<unknown, unknown>)
  return registry
}

/** Copies every registry made so far; the answer puts each back to that copy. */
export function snapshotProcessRegistries(): () => void {
  const copies = [...registries].map((registry) => [registry, new Map(registry)] as const)
  return () => {
    for (const [registry, copy] of copies) {
      registry.clear()
      for (const [key, value] of copy) registry.set(key, value)
    }
  }
}
