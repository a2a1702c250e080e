import { Toaster } from 'sonner';

/** Sonner's toaster in our look (loaded lazily by <DeferredToaster>). */
export function AppToaster() {
  return (
    <Toaster
      richColors
      closeButton
      position="top-center"
      offset={{ top: 84 }}
      mobileOffset={{ top: 76, left: 12, right: 12 }}
      toastOptions={{
        style: { fontFamily: 'var(--font-sans)', fontSize: '0.95rem', borderRadius: '0.875rem' },
      }}
    />
  );
}
