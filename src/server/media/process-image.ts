// Turns untrusted upload bytes into a clean, re-encoded image plus a small WebP card variant (docs/product.md §15).
// The bytes are sniffed (the filename and declared type are never trusted), size and pixel count are
// checked from the header before anything is decoded, and re-encoding drops EXIF/GPS metadata.

import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { CARD_VARIANT_PX, FULL_IMAGE_PX } from '#shared/display/image-variants.ts';
import { ApiError } from '../lib/errors.ts';

export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
export const MAX_PIXELS = 40_000_000;
export const FULL_SIZE = FULL_IMAGE_PX;
export const CARD_SIZE = CARD_VARIANT_PX;

export type ImageKind = 'owner' | 'logo' | 'product';
export type ImageExt = 'jpg' | 'png' | 'webp';

export interface ProcessedImage {
  full: { bytes: Uint8Array; ext: ImageExt; contentType: string };
  card: { bytes: Uint8Array };
}

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

export const unsupportedImage = () =>
  new ApiError(415, 'unsupported_media_type', 'Images only: JPEG, PNG or WebP.');
export const imageTooLarge = (message = 'Each image must be 8 MB or smaller.') =>
  new ApiError(413, 'payload_too_large', message);
const tooManyPixels = () => imageTooLarge('Image is too large (max 40 megapixels).');

/** Sniffs, checks and re-encodes one upload; throws ApiError (413/415/400) for anything it will not store. */
export async function processImage(bytes: Uint8Array, kind: ImageKind): Promise<ProcessedImage> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw imageTooLarge();
  const sniffed = bytes.byteLength > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  if (!sniffed || !ACCEPTED.has(sniffed.mime)) throw unsupportedImage();

  // Header only: metadata() does not decode pixels, so a huge image is refused without the memory cost.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (!meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > MAX_PIXELS) throw tooManyPixels();

  const base = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
  const full = base.clone().resize(FULL_SIZE, FULL_SIZE, { fit: 'inside', withoutEnlargement: true });
  const card = base
    .clone()
    .resize(CARD_SIZE, CARD_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 70 });
  const target = outputFor(kind, sniffed.mime);
  try {
    const [fullBytes, cardBytes] = await Promise.all([
      encode(full, target, kind).toBuffer(),
      card.toBuffer(),
    ]);
    return {
      full: { bytes: new Uint8Array(fullBytes), ext: target, contentType: CONTENT_TYPES[target] },
      card: { bytes: new Uint8Array(cardBytes) },
    };
  } catch (err) {
    if (/pixel limit/i.test((err as Error).message)) throw tooManyPixels();
    throw unreadable();
  }
}

const CONTENT_TYPES: Record<ImageExt, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

function unreadable() {
  return new ApiError(400, 'invalid_image', 'This image could not be read. Please try another file.');
}

/** Product photos are always JPEG; owner photos and logos keep their type (GIF/AVIF become WebP). */
function outputFor(kind: ImageKind, mime: string): ImageExt {
  if (kind === 'product') return 'jpg';
  if (mime === 'image/jpeg') return 'jpg';
  if (mime === 'image/png') return 'png';
  return 'webp';
}

function encode(img: Sharp, ext: ImageExt, kind: ImageKind): Sharp {
  switch (ext) {
    case 'jpg':
      // JPEG has no alpha: flatten transparent areas onto white rather than black.
      return img
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: kind === 'product' ? 70 : 90, mozjpeg: true });
    case 'png':
      return img.png();
    case 'webp':
      return img.webp({ quality: 90 });
  }
}
