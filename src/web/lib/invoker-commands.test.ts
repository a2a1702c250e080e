import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { standInForInvokerCommands } from './invoker-commands.ts';

// jsdom draws no dialogs: opening one modally is its `open` attribute here.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('standing in for invoker commands', () => {
  it('opens and closes a dialog from its buttons where the browser cannot', () => {
    // jsdom, like an older browser, has no `command` on its buttons.
    expect('command' in HTMLButtonElement.prototype).toBe(false);
    standInForInvokerCommands(document);
    document.body.innerHTML = `
      <button id="open" type="button" command="show-modal" commandfor="sheet">Filters</button>
      <dialog id="sheet"><button id="close" type="button" command="close" commandfor="sheet"><svg><path id="x"></path></svg></button></dialog>
      <button id="other" type="button" command="show-modal" commandfor="missing">Nothing</button>`;
    const dialog = document.getElementById('sheet') as HTMLDialogElement;
    document.getElementById('other')?.click();
    expect(dialog.open).toBe(false);
    document.getElementById('open')?.click();
    expect(dialog.open).toBe(true);
    // A click on the button's icon is a click on the button.
    document.getElementById('x')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(dialog.open).toBe(false);
  });
});
