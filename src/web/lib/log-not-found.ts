// Reports an unknown path to the server log (POST /api/client-log/not-found). Never throws.
export function logNotFound(path: string, referrer: string = document.referrer) {
  const limit = (value: string) => value.slice(0, 2000);
  const body = JSON.stringify(
    referrer ? { path: limit(path), referrer: limit(referrer) } : { path: limit(path) },
  );
  return fetch('/api/client-log/not-found', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
  }).then(
    (response) => response.ok,
    () => false,
  );
}
