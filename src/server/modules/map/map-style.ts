// The app's own map style (MapLibre style spec v8): a warm land fill for the US, county borders from
// zoom 5 and state borders, over a pale sea. No tiles, no glyphs, no sprites, nothing from another
// server: the map works on a fresh install, in CI and offline. Pins are the page's own HTML buttons,
// so the style needs no symbols. Colours follow the site's warm palette (src/web/styles).
export const BOUNDARIES_ATTRIBUTION =
  'Boundaries: <a href="https://www.census.gov/geographies/mapping-files.html">US Census Bureau</a> via us-atlas';

export function defaultStyle(boundariesUrl: string) {
  return {
    version: 8,
    name: 'Locals Market (offline US boundaries)',
    sources: {
      us: { type: 'geojson', data: boundariesUrl, attribution: BOUNDARIES_ATTRIBUTION },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#e8eef0' } },
      {
        id: 'land',
        type: 'fill',
        source: 'us',
        filter: ['==', ['get', 'kind'], 'nation'],
        paint: { 'fill-color': '#fbf6ee' },
      },
      {
        id: 'counties',
        type: 'line',
        source: 'us',
        minzoom: 5,
        filter: ['==', ['get', 'kind'], 'county'],
        paint: { 'line-color': '#e3d5c3', 'line-width': 0.6 },
      },
      {
        id: 'states',
        type: 'line',
        source: 'us',
        filter: ['==', ['get', 'kind'], 'state'],
        paint: {
          'line-color': '#b9a38a',
          'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.8, 8, 1.6],
        },
      },
      {
        id: 'coast',
        type: 'line',
        source: 'us',
        filter: ['==', ['get', 'kind'], 'nation'],
        paint: { 'line-color': '#b9a38a', 'line-width': 1 },
      },
    ],
  };
}
