// GET /api/businesses/:id/export: one business as JSON, saved as a file.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { saveJsonFile } from '../lib/save-json-file.ts';

export async function downloadBusiness(businessId: string, name: string) {
  const data = await api('GET /api/businesses/:id/export', { params: { id: businessId } });
  saveJsonFile(data, `locals-market-business-${name}.json`);
}

/** Saving a file is not cached: each click asks again. */
export const useDownloadBusiness = () =>
  useMutation({
    mutationFn: (b: { businessId: string; name: string }) => downloadBusiness(b.businessId, b.name),
  });
