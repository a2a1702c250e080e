// `/business/:username/report` (`?post=` / `?note=`): the report form as a page
// (docs/decisions/017-forms-without-script.md).
// Posted without the script the server runs this action; with it, react-router runs it in the
// browser. Either way: the shared schema, then the same API call as the dialog's.
import type { ActionFunctionArgs } from 'react-router';
import { reportSchema } from '#shared/schemas/moderation.ts';
import { apiFailure, issueMessages, keep, postedFields, replyWith } from '../../../lib/form-action.ts';
import { transportContext } from '../../../lib/route-context.ts';
import { type ReportTarget, reportTarget } from '../lib/report-target.ts';
import { postedBusinessId } from './posted-business.ts';
import { reportBusiness } from './report-business.ts';
import { reportNote } from './report-note.ts';
import { reportPost } from './report-post.ts';

export const REPORT_FAILED = 'Your report wasn’t sent. Please try again.';

export async function reportAction({ request, params, context }: ActionFunctionArgs) {
  const transport = context.get(transportContext);
  const fields = await postedFields(request);
  const values = keep(fields, ['reason', 'details']);
  const parsed = reportSchema.safeParse({ reason: fields.reason, details: fields.details ?? '' });
  if (!parsed.success) return replyWith({ fields: issueMessages(parsed.error), values });
  const target: ReportTarget = reportTarget(new URL(request.url).searchParams);
  try {
    if (target.kind === 'post') await reportPost(target.id, parsed.data, transport);
    else if (target.kind === 'note') await reportNote(target.id, parsed.data, transport);
    else {
      const businessId = await postedBusinessId(fields, params.username ?? '', transport);
      await reportBusiness(businessId, parsed.data, transport);
    }
  } catch (err) {
    return apiFailure(err, REPORT_FAILED, values, ['reason', 'details']);
  }
  return replyWith({ code: 'sent' }, 200);
}
