import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeleteBusinessDialog } from './delete-business-dialog.tsx';

afterEach(cleanup);

const renderDialog = (phrase: string, onConfirm = vi.fn()) => {
  render(
    <DeleteBusinessDialog
      open
      onOpenChange={() => {}}
      name="Slow Wick"
      phrase={phrase}
      deleting={false}
      onConfirm={onConfirm}
    />,
  );
  return onConfirm;
};

describe('DeleteBusinessDialog', () => {
  it('enables Confirm Delete only when the typed text equals the business username', async () => {
    const onConfirm = renderDialog('slowwick');
    const confirm = screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm Delete' });
    const input = screen.getByRole('textbox', { name: 'Type slowwick to confirm' });
    expect(confirm.disabled).toBe(true);
    await userEvent.type(input, 'SlowWick');
    expect(confirm.disabled).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, 'slowwick');
    expect(confirm.disabled).toBe(false);
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('slowwick');
  });

  it('a draft without a username or name is confirmed with DELETE', async () => {
    const onConfirm = renderDialog('DELETE');
    const confirm = screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm Delete' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Type DELETE to confirm' }), 'delete');
    expect(confirm.disabled).toBe(true);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Type DELETE to confirm' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Type DELETE to confirm' }), 'DELETE');
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('DELETE');
  });
});
