// Query keys of the operator console (prefixed so they never collide with another feature's).
export const operatorKeys = {
  all: ['operator'] as const,
  me: ['operator', 'me'] as const,
  states: ['operator', 'states'] as const,
  state: (slug: string) => ['operator', 'states', slug] as const,
  reports: (status: 'open' | 'hidden') => ['operator', 'reports', status] as const,
  postReports: (status: 'open' | 'hidden') => ['operator', 'post-reports', status] as const,
  audit: (filters: object) => ['operator', 'audit', filters] as const,
};
