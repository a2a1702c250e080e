// Toasts without sonner in the first load: a page that never raises one never downloads it. The
// first toast fetches sonner and mounts the toaster (<DeferredToaster>); toasts are sent once the
// toaster listens (sonner drops toasts raised before its Toaster subscribes).
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Sonner = typeof import('sonner');
type Message = Parameters<typeof sonnerToast>[0];

let sonner: Promise<Sonner> | undefined;
const wanted = new Set<() => void>();
let raised = false;
let listening: () => void = () => {};
const toasterListens = new Promise<void>((resolve) => {
  listening = resolve;
});

/** The toaster calls this once it has mounted (after sonner's Toaster subscribed). */
export function toasterMounted() {
  listening();
}

function load() {
  if (!raised) {
    raised = true;
    for (const listener of wanted) listener();
  }
  sonner ??= import('sonner');
  const loaded = sonner;
  return toasterListens.then(() => loaded);
}

/** Calls `listener` once the first toast is raised (at once if one already was). */
export function onFirstToast(listener: () => void): () => void {
  if (raised) {
    listener();
    return () => {};
  }
  wanted.add(listener);
  return () => wanted.delete(listener);
}

type Kind = 'success' | 'error' | 'info' | 'warning';
const show = (kind: Kind | null) => (message: Message, data?: ExternalToast) => {
  void load().then(({ toast: t }) => (kind ? t[kind](message, data) : t(message, data)));
};

/** Sonner's toast calls this app uses, sent once sonner is in. */
export const toast = Object.assign(show(null), {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  dismiss: (id?: string | number) => {
    if (sonner) void sonner.then(({ toast: t }) => t.dismiss(id));
  },
});
