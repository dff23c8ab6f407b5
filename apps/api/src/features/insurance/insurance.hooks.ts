import { registerStageGate } from '../credit-applications'
import { hasLivePolicy } from './policies'

/** The póliza stage waits for a bound policy (docs/domain.md: "one policy bound"). */
export function registerInsuranceHooks() {
  registerStageGate({
    stage: 'poliza',
    id: 'policy_bound',
    message: 'Bind an insurance policy first',
    holds: (db, application) => hasLivePolicy(db, application.id),
  })
}
