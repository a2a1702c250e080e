// Card variants are named in one place for the server and the web app.
export { cardVariantKey, cardVariantUrl } from '#shared/display/image-variants.ts';
