import { type FormEvent, useState } from 'react';
import { OPERATOR_ACTIONS } from '#shared/catalogues/moderation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import type { AuditFilters as Filters } from '../api/get-audit-log.ts';

const ACTION_LABELS: Record<(typeof OPERATOR_ACTIONS)[number], string> = {
  launch: /*i18n*/ 'Launch',
  pause: /*i18n*/ 'Pause',
  hide: /*i18n*/ 'Hide',
  restore: /*i18n*/ 'Restore',
  dismiss: /*i18n*/ 'Dismiss',
  grant: /*i18n*/ 'Grant operator',
  revoke: /*i18n*/ 'Revoke operator',
  approve: /*i18n*/ 'Approve recommendation',
};
/** An action's name in English (a message: draw it with `i18n._`). */
export const actionLabel = (action: keyof typeof ACTION_LABELS) => ACTION_LABELS[action];

/** The audit log's filters: an action, who did it, and what it was done to. */
export function AuditFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const i18n = useI18n();
  const [draft, setDraft] = useState<Filters>(value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({
      action: draft.action || undefined,
      actor: draft.actor?.trim() || undefined,
      target: draft.target?.trim() || undefined,
    });
  };
  return (
    <form
      onSubmit={submit}
      aria-label={i18n._('Filter the audit log')}
      className="mb-6 grid gap-4 rounded-xl border border-line/70 bg-paper p-4 shadow-soft sm:grid-cols-2 lg:grid-cols-[12rem_1fr_1fr_auto] lg:items-end"
    >
      <Field label={i18n._('Action')}>
        <Select
          value={draft.action ?? ''}
          onChange={(e) => setDraft({ ...draft, action: (e.target.value || undefined) as Filters['action'] })}
        >
          <option value="">{i18n._('All actions')}</option>
          {OPERATOR_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {i18n._(ACTION_LABELS[a])}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={i18n._('Who')}>
        <Input
          value={draft.actor ?? ''}
          placeholder={i18n._('Email or cli')}
          onChange={(e) => setDraft({ ...draft, actor: e.target.value })}
        />
      </Field>
      <Field label={i18n._('Target')}>
        <Input
          value={draft.target ?? ''}
          placeholder={i18n._('State, business, account')}
          onChange={(e) => setDraft({ ...draft, target: e.target.value })}
        />
      </Field>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
        <Button type="submit" className="flex-1 lg:flex-none">
          {i18n._('Filter')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft({});
            onChange({});
          }}
        >
          {i18n._('Clear')}
        </Button>
      </div>
    </form>
  );
}
