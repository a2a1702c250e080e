import { Heart } from 'lucide-react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useToggleFavorite } from '../api/favorite.ts';

export interface FavoriteButtonProps {
  businessId: string;
  favorited: boolean;
  signedIn: boolean;
  queryKey: readonly unknown[];
}

/** 'Add to Favorite' / 'Remove from Favorite'; signed out it goes to log in and back (docs/product.md §11.2). */
export function FavoriteButton({ businessId, favorited, signedIn, queryKey }: FavoriteButtonProps) {
  const location = useLocation();
  const toggle = useToggleFavorite(queryKey, businessId);
  if (!signedIn) {
    return (
      <ButtonLink to={paths.auth('login', `${location.pathname}${location.search}`)}>
        <Heart aria-hidden="true" />
        Add to Favorite
      </ButtonLink>
    );
  }
  return (
    <Button
      variant={favorited ? 'secondary' : 'primary'}
      loading={toggle.isPending}
      loadingText={favorited ? 'Removing…' : 'Saving…'}
      onClick={() => toggle.mutate(!favorited)}
    >
      <Heart aria-hidden="true" className={favorited ? 'fill-clay text-clay' : undefined} />
      {favorited ? 'Remove from Favorite' : 'Add to Favorite'}
    </Button>
  );
}
