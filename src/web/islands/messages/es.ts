// Written by `npm run i18n`: each island's Spanish messages, fetched for an islands page in Spanish (an island
// that draws no message has none).
import type { Messages } from '#shared/i18n/translator.ts';

export const islandMessages: Record<string, () => Promise<Messages>> = {};
