import { HandHeart } from 'lucide-react';
import { useState } from 'react';
import { NOTE_MAX, noteProblem, RECOMMEND_MSG } from '#shared/recommendations/recommend-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useMyRecommendation } from '../api/get-my-recommendation.ts';
import { useSaveRecommendation } from '../api/save-recommendation.ts';

interface Props {
  businessId: string;
  username: string;
  signedIn: boolean;
}

/**
 * The viewer's part of "Neighbours recommend": sign in to recommend; why not yet (an unconfirmed
 * email, a new account: with the time it can); the form (an optional note); or their recommendation
 * with "Edit note" and "Withdraw". Owners never see it (the page leaves it out).
 */
export function RecommendBox({ businessId, username, signedIn }: Props) {
  const mine = useMyRecommendation(businessId, signedIn);
  const save = useSaveRecommendation(businessId, username);
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!mine.data) return null;
  const { recommendation, refusal } = mine.data;
  if (!recommendation && refusal)
    return refusal.code === 'own_business' ? null : <FormAlert tone="info">{refusal.message}</FormAlert>;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = noteProblem(note);
    setError(problem);
    if (!problem) save.mutate({ note: note.trim() }, { onSuccess: () => setEditing(false) });
  };

  if (recommendation && !editing)
    return (
      <div className="space-y-3 rounded-2xl border border-line bg-surface p-5">
        <p className="flex items-center gap-2 font-semibold text-ink">
          <HandHeart aria-hidden="true" className="size-5 text-primary" />
          You recommend this business
        </p>
        {recommendation.status === 'held' ? (
          <p className="text-sm text-ink-soft">{RECOMMEND_MSG.held}</p>
        ) : null}
        {recommendation.note ? (
          <p className="whitespace-pre-line text-ink-soft">“{recommendation.note}”</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              setNote(recommendation.note ?? '');
              setEditing(true);
            }}
          >
            {recommendation.note ? 'Edit note' : 'Add a note'}
          </Button>
          <Button
            variant="ghost"
            loading={save.isPending}
            loadingText="Withdrawing…"
            onClick={() => save.mutate(null)}
          >
            Withdraw
          </Button>
        </div>
        {save.isError ? <FormAlert tone="error">{errorMessage(save.error)}</FormAlert> : null}
      </div>
    );

  return (
    <form noValidate onSubmit={submit} className="space-y-3 rounded-2xl border border-line bg-surface p-5">
      <Field
        label="Add a note (optional)"
        hint={`What would bring you back? Up to ${NOTE_MAX} characters.`}
        error={error ?? undefined}
      >
        <Textarea rows={3} maxLength={NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
      </Field>
      {save.isError ? (
        <FormAlert tone="error" assertive>
          {errorMessage(save.error)}
        </FormAlert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending} loadingText="Saving…">
          <HandHeart aria-hidden="true" />
          {recommendation ? 'Save note' : 'Recommend'}
        </Button>
        {editing ? (
          <Button variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
