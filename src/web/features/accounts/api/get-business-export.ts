// GET /api/businesses/:id/export: one business as JSON, saved as a file.
import { api } from '../../../lib/api.ts';
import { saveJsonFile } from '../lib/save-json-file.ts';

export async function downloadBusiness(businessId: string, name: string) {
  const data = await api('GET /api/businesses/:id/export', { params: { id: businessId } });
  saveJsonFile(data, `locals-market-business-${name}.json`);
}
