export * from './categories.ts';
export * from './contact-options.ts';
export * from './offerings.ts';
export * from './regions/index.ts';
export * from './states.ts';
export * from './structures.ts';
export * from './tags.ts';
export * from './types.ts';
