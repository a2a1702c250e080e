// A toast from anywhere: sonner is fetched when the first one is shown (page budgets: docs/product.md
// §20). Where the app runs, its toaster shows it; on an islands page (docs/decisions/041), which has
// no app, a toaster of its own is mounted the first time.
import { createElement } from 'react';

let islandToaster: Promise<void> | undefined;

function mountIslandToaster() {
  islandToaster ??= Promise.all([
    import('react-dom/client'),
    import('../components/layouts/toaster-look.tsx'),
  ]).then(([{ createRoot }, { ToasterLook }]) => {
    const host = document.createElement('div');
    document.body.append(host);
    createRoot(host).render(createElement(ToasterLook));
  });
  return islandToaster;
}

export async function showToast(kind: 'success' | 'error', text: string) {
  const [{ toast }] = await Promise.all([
    import('sonner'),
    document.getElementById('root')?.hasAttribute('data-islands') ? mountIslandToaster() : undefined,
  ]);
  toast[kind](text);
}
