/** How many product photos a business card shows (spec: "first 3 appear on the card"). */
export const CARD_PHOTOS = 3;
