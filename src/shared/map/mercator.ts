// Web Mercator as shares of the world (MapLibre's projection), for the browser's map camera and the
// server's US outline, which must line up pixel for pixel.

const MAX_LAT = 85.051129;

/** Longitude as a share of the world's width (0 at 180°W, 1 at 180°E; linear past either). */
export const mercX = (lng: number) => (180 + lng) / 360;

/** Latitude as a share of the world's height (0 at the top). */
export const mercY = (lat: number) => {
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  return (180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360))) / 360;
};
