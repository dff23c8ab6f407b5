import { CURP_STATES } from '@mesa/contracts'

/**
 * A Mexican state as people name it: records keep RENAPO's two-letter code (JC, DF), screens show "Jalisco",
 * "Ciudad de México" (issue 38). A value that is no code (a name typed in a free field) shows as it is.
 */
export function stateName(code: string): string {
  return code in CURP_STATES ? CURP_STATES[code as keyof typeof CURP_STATES] : code
}
