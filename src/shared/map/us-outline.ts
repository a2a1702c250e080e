// The app's own US outline as an image (docs/decisions/036): the server draws it once in Web
// Mercator over this frame, and the server-drawn map places it with the same camera as its pins.

export const US_OUTLINE_PATH = '/map/us-outline.svg';

/**
 * The drawing's corners, in degrees. West of 180° so the Aleutians past the antimeridian stay in one
 * piece (their longitudes are drawn less 360°); south enough for Hawaii and Puerto Rico.
 */
export const US_OUTLINE_FRAME = { west: -190, east: -60, north: 72, south: 15 } as const;
