// Photo endpoints (docs/api.md): single owner photo and logo, up to 10 ordered product photos.
import { apiFetch } from '../../../lib/api.ts';
import type { PhotoSet } from './types.ts';

export type SinglePhoto = 'owner' | 'logo';

const photos = (id: string) => `/api/businesses/${encodeURIComponent(id)}/photos`;

export const getPhotos = (id: string) => apiFetch<PhotoSet>(photos(id));

export function uploadSinglePhoto(id: string, which: SinglePhoto, file: Blob, name: string) {
  const body = new FormData();
  body.append('file', file, name);
  return apiFetch<PhotoSet>(`${photos(id)}/${which}`, { method: 'PUT', body });
}

export const deleteSinglePhoto = (id: string, which: SinglePhoto) =>
  apiFetch<PhotoSet>(`${photos(id)}/${which}`, { method: 'DELETE' });

export function uploadProductPhotos(id: string, files: { blob: Blob; name: string }[]) {
  const body = new FormData();
  for (const f of files) body.append('files', f.blob, f.name);
  return apiFetch<PhotoSet & { dropped: number }>(`${photos(id)}/products`, { method: 'POST', body });
}

export const deleteProductPhoto = (id: string, url: string) =>
  apiFetch<PhotoSet>(`${photos(id)}/products`, { method: 'DELETE', json: { url } });

export const reorderProductPhotos = (id: string, urls: string[]) =>
  apiFetch<PhotoSet>(`${photos(id)}/products/order`, { method: 'PUT', json: { urls } });
