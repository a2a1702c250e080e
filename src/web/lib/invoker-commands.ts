// Where a browser lacks HTML's invoker commands (Chromium has them from 135, Firefox from 144,
// Safari from 26.2), the entry script does what a `command="show-modal"` or `"close"` button asks.
const supported = () => 'command' in HTMLButtonElement.prototype;

export function standInForInvokerCommands(doc: Document) {
  if (supported()) return;
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('button[commandfor]');
    if (!button) return;
    const target = doc.getElementById(button.getAttribute('commandfor') ?? '');
    if (!(target instanceof HTMLDialogElement)) return;
    const command = button.getAttribute('command');
    if (command === 'show-modal' && !target.open) target.showModal();
    else if (command === 'close' || command === 'request-close') target.close();
  });
}
