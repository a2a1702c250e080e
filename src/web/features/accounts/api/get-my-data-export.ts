// GET /api/me/export: "Download my data", fetched as JSON and saved as a file (a rate limit toasts).
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { saveJsonFile, today } from '../lib/save-json-file.ts';

export async function downloadMyData() {
  saveJsonFile(await api('GET /api/me/export'), `locals-market-my-data-${today()}.json`);
}

/** Saving a file is not cached: each click asks again. */
export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
