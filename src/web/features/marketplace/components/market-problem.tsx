import { MapPinOff, RefreshCw } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { RoundIcon } from '../../../components/ui/round-icon.tsx';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';

export type MarketProblemProps =
  | { kind: 'unknown-state' }
  | { kind: 'not-live'; stateName: string }
  | { kind: 'unknown-region'; stateName: string; stateSlug: string }
  /** `retryHref`: the page again (a link, so it works where the app does not run: docs/decisions/041). */
  | { kind: 'error'; inline?: boolean; retryHref: string };

const COPY = {
  'unknown-state': {
    title: 'We couldn’t find that state',
    body: 'The link may be mistyped or out of date. Pick a state from the map of everywhere we’re live.',
  },
  'not-live': { title: '', body: '' },
  'unknown-region': { title: 'We couldn’t find that region', body: '' },
  error: {
    title: 'The market didn’t load',
    body: 'Something went wrong on our side or with your connection. Please try again.',
  },
};

/** A helpful page for a market that cannot be shown: unknown or closed state, unknown region, an error. */
export function MarketProblem(props: MarketProblemProps) {
  const copy = { ...COPY[props.kind] };
  if (props.kind === 'not-live') {
    copy.title = `${props.stateName} isn’t live yet`;
    copy.body = `We’re opening state by state. Own a business in ${props.stateName}? Join the waitlist and we’ll tell you the day it opens.`;
  }
  if (props.kind === 'unknown-region') {
    copy.body = `That region isn’t one of ${props.stateName}’s. You can still browse the whole state.`;
  }
  const inline = props.kind === 'error' && props.inline;
  const Heading = inline ? 'h2' : 'h1';
  return (
    <div className={cn('mx-auto max-w-xl px-4 text-center', inline ? 'py-10' : 'py-20 sm:py-28')}>
      <RoundIcon icon={MapPinOff} tone="clay" />
      <Heading className="mt-5 text-3xl font-semibold text-ink sm:text-4xl">{copy.title}</Heading>
      <p className="mt-3 text-lg text-ink-soft">{copy.body}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {props.kind === 'error' ? (
          <ButtonLink to={props.retryHref} replace>
            <RefreshCw aria-hidden="true" />
            Try again
          </ButtonLink>
        ) : null}
        {props.kind === 'unknown-region' ? (
          <ButtonLink to={paths.market(props.stateSlug)}>All of {props.stateName}</ButtonLink>
        ) : null}
        {props.kind === 'not-live' ? <ButtonLink to={paths.waitlist}>Join the Waitlist</ButtonLink> : null}
        <ButtonLink to={paths.explore} variant={props.kind === 'unknown-state' ? 'primary' : 'secondary'}>
          View Other States
        </ButtonLink>
      </div>
    </div>
  );
}
