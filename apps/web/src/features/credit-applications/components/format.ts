/** Time in stage: hours below two days, then days. */
export function timeInStage(hours: number): { unit: 'hours' | 'days'; count: number } {
  return hours < 48
    ? { unit: 'hours', count: Math.max(0, Math.floor(hours)) }
    : { unit: 'days', count: Math.floor(hours / 24) }
}
