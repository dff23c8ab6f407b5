/**
 * The kinds of four-eyes request (issue 30): each feature whose sensitive write waits for a second person
 * registers its kind here through its door. The API and `npm run worker` both call it, so a request stored
 * by one process is approved by any other.
 */
export function registerApprovalKinds() {}
