// Placeholder until the hostile-filter scenario lands (issue 12, point 3).
export async function hostileFilters({ log }) {
  log('(not measured yet)')
}
