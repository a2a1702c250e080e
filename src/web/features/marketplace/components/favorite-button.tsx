import { Heart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { paths } from '../../../config/paths.ts';
import { INTENT_PARAM, intentOf, withIntent } from '../../../lib/after-sign-in.ts';
import { useToggleFavorite } from '../api/toggle-favorite.ts';

export interface FavoriteButtonProps {
  businessId: string;
  favorited: boolean;
  signedIn: boolean;
  queryKey: readonly unknown[];
}

/**
 * 'Add to Favorite' / 'Remove from Favorite'. Signed out it goes to log in ("Log in to save
 * favourites") and back with `?then=favorite`, which saves the favourite here (docs/product.md §11.2).
 */
export function FavoriteButton({ businessId, favorited, signedIn, queryKey }: FavoriteButtonProps) {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const toggle = useToggleFavorite(queryKey, businessId);
  const completed = useRef(false);
  const wanted = signedIn && intentOf(params) === 'favorite';

  useEffect(() => {
    if (!wanted || completed.current) return;
    completed.current = true;
    if (!favorited) toggle.mutate(true);
    // The address loses the intent: a reload or a shared link must not favourite again.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(INTENT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [wanted, favorited, toggle, setParams]);

  if (!signedIn) {
    return (
      <ButtonLink
        to={paths.auth('login', withIntent(`${location.pathname}${location.search}`, 'favorite'))}
        title="Log in to save favourites"
        data-pending
      >
        <Heart aria-hidden="true" />
        Add to Favorite
      </ButtonLink>
    );
  }
  // A form posted to the page (its route action) before or without the script; with it, in place.
  return (
    <form
      method="post"
      action={location.pathname}
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        toggle.mutate(!favorited);
      }}
    >
      <input type="hidden" name="favorite" value={favorited ? 'remove' : 'add'} />
      <Button
        type="submit"
        variant={favorited ? 'secondary' : 'primary'}
        loading={toggle.isPending}
        loadingText={favorited ? 'Removing…' : 'Saving…'}
      >
        <Heart aria-hidden="true" className={favorited ? 'fill-clay text-clay' : undefined} />
        {favorited ? 'Remove from Favorite' : 'Add to Favorite'}
      </Button>
    </form>
  );
}
