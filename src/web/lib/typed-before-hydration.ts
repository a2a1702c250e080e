// What a visitor types into a server-drawn form before the page's script has taken over is kept,
// and the form then treats it as typed (docs/decisions/017-forms-without-script.md). React keeps a
// field's text when it hydrates, but the form's state never saw it: no lowercasing of a username,
// no availability check, no validation, and a form library may reset the field to its default.
// So the entry script notes every field typed into until hydration, and once the app runs each
// one is typed again: its value is set and the events a person's typing makes are sent.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Typed = { value: string } | { checked: boolean };

/** Only forms that keep state (posted forms); a search form reads its fields when it is sent. */
const FIELDS = 'form[method="post" i] :is(input, textarea, select)';
const typed = new Map<Field, Typed>();
let stopWatching: (() => void) | undefined;

const isToggle = (el: Field): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

const note = (el: Field) => typed.set(el, isToggle(el) ? { checked: el.checked } : { value: el.value });

const changedFromServer = (el: Field) => {
  if (el instanceof HTMLSelectElement) return [...el.options].some((o) => o.selected !== o.defaultSelected);
  if (isToggle(el)) return el.checked !== el.defaultChecked;
  return el.type !== 'hidden' && el.value !== el.defaultValue;
};

/** Starts noting typed fields (the entry script, before the app loads). */
export function watchTyping(doc: Document) {
  for (const el of doc.querySelectorAll<Field>(FIELDS)) if (changedFromServer(el)) note(el);
  const onInput = (event: Event) => {
    const el = event.target as Field;
    if (el instanceof Element && el.matches(FIELDS)) note(el);
  };
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('change', onInput, true);
  stopWatching = () => {
    doc.removeEventListener('input', onInput, true);
    doc.removeEventListener('change', onInput, true);
  };
}

// React notices a change by comparing a field with the value it last saw, which it records when
// the value is set through the element. The prototype's setter leaves that record alone, so
// setting the record to something else first and the real value through the prototype makes the
// event that follows count as a change.
const nativeSetter = (el: Field, key: 'value' | 'checked') =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), key)?.set;

function typeAgain(el: Field, was: Typed) {
  if ('checked' in was) {
    (el as HTMLInputElement).checked = !was.checked;
    nativeSetter(el, 'checked')?.call(el, was.checked);
    el.dispatchEvent(new Event('click', { bubbles: true }));
  } else if (el instanceof HTMLSelectElement) {
    el.value = was.value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    el.value = `${was.value} `;
    nativeSetter(el, 'value')?.call(el, was.value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }
  // A field already left counts as left (forms that validate on blur show its message).
  if (el !== el.ownerDocument.activeElement) el.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

/** Types every noted field again (once the app has hydrated), and stops noting. */
export function replayTyping() {
  stopWatching?.();
  stopWatching = undefined;
  for (const [el, was] of typed) {
    // A radio button left unchecked was unchecked by its group's checked one, which is typed again.
    const uncheckedRadio = 'checked' in was && !was.checked && (el as HTMLInputElement).type === 'radio';
    if (el.isConnected && !uncheckedRadio) typeAgain(el, was);
  }
  typed.clear();
}
