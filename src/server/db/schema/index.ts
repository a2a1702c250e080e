export * from './auth.ts';
export * from './business.ts';
export * from './follow.ts';
export * from './geography.ts';
export * from './mail-outbox.ts';
export * from './operator.ts';
export * from './recommendations.ts';
export * from './sign-in-failures.ts';
