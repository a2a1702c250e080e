/**
 * The handle of a page under a session (owner pages, otherwise drawn in the browser) that the
 * server draws for its visitor: its loader reads all it shows (docs/decisions/036).
 */
export const DRAWN_ON_SERVER = { drawnOnServer: true } as const;
