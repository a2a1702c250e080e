/** A ZIP code field keeps only digits, at most 5 (docs/product.md §13). */
export const onlyZipDigits = (value: string) => value.replace(/\D/g, '').slice(0, 5);
