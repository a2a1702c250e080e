// The rows of a raw `db.execute` (both drivers answer `{ rows }`; Drizzle's type does not say so).
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
