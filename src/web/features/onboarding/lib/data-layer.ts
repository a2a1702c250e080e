// Analytics hook of the publish action (docs/product.md §7): push onto window.dataLayer, creating it if missing.
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function pushShopPublished(businessId: string) {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: 'shop_published', business_id: businessId });
}
