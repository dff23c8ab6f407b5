/** TanStack Query keys of the dunning feature. */
export const dunningKeys = {
  all: ['dunning'] as const,
  rules: ['dunning', 'rules'] as const,
  templates: ['dunning', 'templates'] as const,
  sends: (query: object) => ['dunning', 'sends', query] as const,
}
