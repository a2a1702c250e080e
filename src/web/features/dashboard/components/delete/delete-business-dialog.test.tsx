import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeleteBusinessDialog } from './delete-business-dialog.tsx';

afterEach(cleanup);

const renderDialog = (username: string | null, onConfirm = vi.fn()) => {
  render(
    <DeleteBusinessDialog
      open
      onOpenChange={() => {}}
      name="Slow Wick"
      username={username}
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

  it("says a business without a username can't be deleted", () => {
    renderDialog(null);
    expect(screen.getByText('Missing business info; cannot delete.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm Delete' }).disabled).toBe(true);
  });
});
