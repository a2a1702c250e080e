/** How many product photos a business card shows (docs/product.md §4.2). */
export const CARD_PHOTOS = 3;
