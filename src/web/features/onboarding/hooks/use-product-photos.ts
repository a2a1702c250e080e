// Product photos of step 14: upload (scaled to JPEG q0.7, at most 10), delete and reorder, each
// saved at once through the photo endpoints with the messages of docs/product.md §6.14 on failure.
import { useState } from 'react';
import { toast } from 'sonner';
import type { Translator } from '#shared/i18n/translator.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useDeleteProductPhoto } from '../api/delete-product-photo.ts';
import { useReorderProductPhotos } from '../api/reorder-product-photos.ts';
import { useUploadProductPhotos } from '../api/upload-product-photos.ts';
import { moveItem } from '../lib/move-item.ts';
import { notAnImage, scaleImage } from '../lib/scale-image.ts';
import { PHOTO_MSG } from '../lib/step-messages.ts';

export const MAX_PRODUCT_PHOTOS = 10;

const notAdded = (i18n: Translator, count: number) =>
  count === 1
    ? i18n._('Only {max} photos fit: {count} photo was not added.', { max: MAX_PRODUCT_PHOTOS, count })
    : i18n._('Only {max} photos fit: {count} photos were not added.', { max: MAX_PRODUCT_PHOTOS, count });

/** An answer without a list of photo addresses cannot be shown, whatever its status said. */
const hasPhotoUrls = (res: unknown): res is { productPhotos: string[]; dropped: number } => {
  const photos = (res as { productPhotos?: unknown } | null)?.productPhotos;
  return Array.isArray(photos) && photos.every((url) => typeof url === 'string' && url !== '');
};

export function useProductPhotos(businessId: string | null, initial: string[]) {
  const i18n = useI18n();
  const [urls, setUrls] = useState(initial);
  const uploading = useUploadProductPhotos();
  const deleting = useDeleteProductPhoto();
  const reordering = useReorderProductPhotos();
  const [busy, setBusy] = useState<'upload' | 'change' | null>(null);
  /** Says how many chosen photos did not fit, in the page's language (stays on screen; also a toast). */
  const [notice, setNotice] = useState<string | null>(null);
  const tell = (dropped: number) => {
    const message = notAdded(i18n, dropped);
    setNotice(message);
    toast.warning(message, { duration: 8000 });
  };

  const upload = async (files: File[]) => {
    if (!businessId) return;
    const images = files.filter((f) => f.type.startsWith('image/'));
    if (images.length < files.length) toast.error(i18n._(PHOTO_MSG.notAnImage));
    const room = Math.max(0, MAX_PRODUCT_PHOTOS - urls.length);
    const kept = images.slice(0, room);
    const extra = images.length - kept.length;
    setNotice(null);
    if (!kept.length) return extra > 0 ? tell(extra) : undefined;
    setBusy('upload');
    try {
      const scaled = await Promise.all(kept.map((f) => scaleImage(f, 'product')));
      const res = await uploading.mutateAsync({ businessId, files: scaled });
      if (!hasPhotoUrls(res)) return void toast.error(i18n._(PHOTO_MSG.urlError));
      setUrls(res.productPhotos);
      if (extra + (res.dropped ?? 0) > 0) tell(extra + (res.dropped ?? 0));
    } catch (err) {
      toast.error(i18n._(notAnImage(err) ? PHOTO_MSG.notAnImage : PHOTO_MSG.uploadFailed));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (url: string) => {
    if (!businessId) return;
    setBusy('change');
    try {
      setUrls((await deleting.mutateAsync({ businessId, url })).productPhotos);
    } catch {
      toast.error(i18n._(PHOTO_MSG.deleteFailed));
    } finally {
      setBusy(null);
    }
  };

  const move = async (from: number, to: number) => {
    if (!businessId || from === to || to < 0 || to >= urls.length) return;
    const before = urls;
    const next = moveItem(urls, from, to);
    setUrls(next);
    setBusy('change');
    try {
      setUrls((await reordering.mutateAsync({ businessId, urls: next })).productPhotos);
    } catch {
      setUrls(before);
      toast.error(i18n._(PHOTO_MSG.orderFailed));
    } finally {
      setBusy(null);
    }
  };

  return { urls, busy, notice, upload, remove, move, room: MAX_PRODUCT_PHOTOS - urls.length };
}
