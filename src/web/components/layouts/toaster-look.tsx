import { Toaster } from 'sonner';

/**
 * Sonner's toaster in our look. Below 600 px toasts span the width over the sticky nav bar (64 px),
 * clear of what a page shows first (the wizard's 'Step N of 15') and of the actions at the bottom of
 * the screen (Save & Next).
 */
export function ToasterLook() {
  return (
    <Toaster
      richColors
      closeButton
      position="top-center"
      offset={{ top: 84 }}
      mobileOffset={{ top: 12, left: 12, right: 12 }}
      toastOptions={{
        style: { fontFamily: 'var(--font-sans)', fontSize: '0.95rem', borderRadius: '0.875rem' },
      }}
    />
  );
}
