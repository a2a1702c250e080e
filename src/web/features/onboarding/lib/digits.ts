/** Keeps only digits, at most `max` of them (zip and year inputs: only digits can be typed). */
export const onlyDigits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
