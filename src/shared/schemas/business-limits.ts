// How many businesses one account may hold, said the same way before step 1 and by the API.
export const MAX_BUSINESSES_PER_USER = 3;
export const BUSINESS_LIMIT_MESSAGE = `You can have up to ${MAX_BUSINESSES_PER_USER} businesses.`;
