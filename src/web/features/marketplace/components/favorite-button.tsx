import { Heart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useFetcher, useLocation, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { paths } from '../../../config/paths.ts';
import { INTENT_PARAM, intentOf, withIntent } from '../../../lib/after-sign-in.ts';
import { useI18n } from '../../../lib/i18n.tsx';

export interface FavoriteButtonProps {
  businessId: string;
  favorited: boolean;
  signedIn: boolean;
}

/**
 * 'Add to Favorite' / 'Remove from Favorite'. Signed out it goes to log in ("Log in to save
 * favourites") and back with `?then=favorite`; the sign-in saves it, or, if it could not, this does
 * (docs/product.md §11.2). Signed in it is a form posted to the page's action (favorite-action.ts):
 * by the browser before or without the script, by a fetcher with it, the page staying in place.
 */
export function FavoriteButton({ businessId, favorited, signedIn }: FavoriteButtonProps) {
  const i18n = useI18n();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const fetcher = useFetcher();
  const completed = useRef(false);
  const wanted = signedIn && intentOf(params) === 'favorite';
  const page = location.pathname;

  useEffect(() => {
    if (!wanted || completed.current) return;
    completed.current = true;
    if (!favorited) void fetcher.submit({ favorite: 'add', businessId }, { method: 'post', action: page });
    // The address loses the intent: a reload or a shared link must not favourite again.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(INTENT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [wanted, favorited, fetcher, page, businessId, setParams]);

  if (!signedIn) {
    return (
      <ButtonLink
        to={paths.auth('login', withIntent(`${location.pathname}${location.search}`, 'favorite'))}
        title={i18n._('Log in to save favourites')}
        data-pending
      >
        <Heart aria-hidden="true" />
        {i18n._('Add to Favorite')}
      </ButtonLink>
    );
  }
  return (
    <fetcher.Form method="post" action={page} className="contents">
      <input type="hidden" name="favorite" value={favorited ? 'remove' : 'add'} />
      <input type="hidden" name="businessId" value={businessId} />
      <Button
        type="submit"
        variant={favorited ? 'secondary' : 'primary'}
        loading={fetcher.state !== 'idle'}
        loadingText={favorited ? i18n._('Removing…') : i18n._('Saving…')}
      >
        <Heart aria-hidden="true" className={favorited ? 'fill-clay text-clay' : undefined} />
        {favorited ? i18n._('Remove from Favorite') : i18n._('Add to Favorite')}
      </Button>
    </fetcher.Form>
  );
}
