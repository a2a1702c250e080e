// Which business a business page's form acts on: the id the form carries (a hidden field), so the
// action asks the API nothing more and reading the page is not counted as a second view. A form
// drawn before forms carried it (an old tab) is looked up by the page's username.
import { type ApiTransport, api } from '../../../lib/api.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function postedBusinessId(
  fields: Record<string, string>,
  username: string,
  transport: ApiTransport,
): Promise<string> {
  const posted = fields.businessId ?? '';
  if (UUID.test(posted)) return posted;
  const { businessId } = await api('GET /api/businesses/by-username/:username', {
    params: { username },
    transport,
  });
  return businessId;
}
