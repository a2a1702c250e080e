// One submit path per form (docs/decisions/038): a form posts to its page's route action. Without
// the script the browser posts it; with it, react-hook-form checks the fields as they are typed and,
// once they are valid, the router posts the same fields to the same action (run in the browser),
// which answers in the page (field messages, what was typed) or redirects. Nothing submits around it.
import { type FormEvent, useEffect, useRef } from 'react';
import { type FieldErrors, type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import { useSubmit } from 'react-router';
import { type FormReply, useReplyErrors } from './form-action.ts';

/**
 * react-hook-form for a form that posts to its route action: the action's field messages show as
 * the fields' errors, `onSubmit` checks and then posts the form as it is in the page (what was typed
 * before the script ran included), and `formState.isSubmitting` lasts until the action has answered.
 */
export function usePostForm<T extends FieldValues>(
  reply: FormReply | undefined,
  props: UseFormProps<T>,
  {
    via,
    canSend = () => true,
  }: {
    /** A fetcher's `submit`, for a form that stays on its page (a dialog's); else the router's navigation. */
    via?: (form: HTMLFormElement) => Promise<void>;
    /** Once the fields are valid: whether to send (false when the page already says why not). */
    canSend?: () => boolean;
  } = {},
) {
  const navigate = useSubmit();
  const submit = via ?? navigate;
  const errors = useReplyErrors(reply) as FieldErrors<T> | undefined;
  const form = useForm<T>({ mode: 'onTouched', ...props, errors });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const posted = event.currentTarget;
    return form.handleSubmit(() => (canSend() ? submit(posted) : undefined))(event);
  };
  return { ...form, onSubmit };
}

/**
 * For a form that stays on its page (a fetcher's): calls `onDone` once for each time its action
 * answers that it is done (`doneAt` in form-action.ts).
 */
export function useWhenDone(fetcher: { state: string; data?: FormReply }, onDone: () => void) {
  const seen = useRef<FormReply | undefined>(undefined);
  const latest = useRef(onDone);
  latest.current = onDone;
  useEffect(() => {
    if (fetcher.state !== 'idle' || fetcher.data?.code !== 'done' || seen.current === fetcher.data) return;
    seen.current = fetcher.data;
    latest.current();
  }, [fetcher.state, fetcher.data]);
}
