// Scales an image in the browser before upload (docs/product.md §15): longest side at most 1024 px.
// Owner photo and logo keep their own type at quality 0.9; product photos become JPEG at 0.7.

export const MAX_SIDE = 1024;

export type ScaleKind = 'single' | 'product';

/** The target size: the longest side at most `max`, never enlarged, aspect ratio kept. */
export function fitWithin(width: number, height: number, max = MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const KEEPABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** The output type and quality for a file of the given kind. */
export function outputFormat(kind: ScaleKind, inputType: string) {
  if (kind === 'product') return { type: 'image/jpeg', quality: 0.7 };
  return { type: KEEPABLE.has(inputType) ? inputType : 'image/png', quality: 0.9 };
}

const EXT: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export function renamed(name: string, type: string) {
  const base = name.replace(/\.[^.]+$/, '') || 'photo';
  return `${base}.${EXT[type] ?? 'img'}`;
}

/** A chosen file the browser cannot read as a picture (a PDF, a text file, a broken image). */
export class NotAnImageError extends Error {
  constructor() {
    super('Not an image.');
  }
}

/** The upload was refused for not being a picture: in the browser, or by the server (415). */
export function notAnImage(err: unknown): boolean {
  return (
    err instanceof NotAnImageError ||
    (typeof err === 'object' && err !== null && 'status' in err && err.status === 415)
  );
}

/** Decodes `file`, draws it scaled on a canvas and encodes it; throws NotAnImageError when it is not a readable image. */
export async function scaleImage(file: File, kind: ScaleKind): Promise<{ blob: Blob; name: string }> {
  if (!file.type.startsWith('image/')) throw new NotAnImageError();
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new NotAnImageError();
  });
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas unavailable.');
  const { type, quality } = outputFormat(kind, file.type);
  if (type === 'image/jpeg') {
    // JPEG has no transparency: paint a white ground so transparent PNGs don't turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
  }
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  if (!blob) throw new Error('Could not encode the image.');
  return { blob, name: renamed(file.name, blob.type || type) };
}
