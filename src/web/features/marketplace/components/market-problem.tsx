import { MapPinOff, RefreshCw } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { RoundIcon } from '../../../components/ui/round-icon.tsx';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import { useI18n } from '../../../lib/i18n.tsx';

export type MarketProblemProps =
  | { kind: 'unknown-state' }
  | { kind: 'not-live'; stateName: string }
  | { kind: 'unknown-region'; stateName: string; stateSlug: string }
  /** `retryHref`: the page again (a link, so it works where the app does not run: docs/decisions/041). */
  | { kind: 'error'; inline?: boolean; retryHref: string };

/** The fixed copy, drawn in the page's language; a state's own copy is written with its name below. */
const COPY = {
  'unknown-state': {
    title: /*i18n*/ 'We couldn’t find that state',
    body: /*i18n*/ 'The link may be mistyped or out of date. Pick a state from the map of everywhere we’re live.',
  },
  'unknown-region': /*i18n*/ 'We couldn’t find that region',
  error: {
    title: /*i18n*/ 'The market didn’t load',
    body: /*i18n*/ 'Something went wrong on our side or with your connection. Please try again.',
  },
};

/** A helpful page for a market that cannot be shown: unknown or closed state, unknown region, an error. */
export function MarketProblem(props: MarketProblemProps) {
  const i18n = useI18n();
  const copy =
    props.kind === 'not-live'
      ? {
          title: i18n._('{state} isn’t live yet', { state: props.stateName }),
          body: i18n._(
            'We’re opening state by state. Own a business in {state}? Join the waitlist and we’ll tell you the day it opens.',
            { state: props.stateName },
          ),
        }
      : props.kind === 'unknown-region'
        ? {
            title: i18n._(COPY['unknown-region']),
            body: i18n._('That region isn’t one of {state}’s. You can still browse the whole state.', {
              state: props.stateName,
            }),
          }
        : { title: i18n._(COPY[props.kind].title), body: i18n._(COPY[props.kind].body) };
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
            {i18n._('Try again')}
          </ButtonLink>
        ) : null}
        {props.kind === 'unknown-region' ? (
          <ButtonLink to={paths.market(props.stateSlug)}>
            {i18n._('All of {state}', { state: props.stateName })}
          </ButtonLink>
        ) : null}
        {props.kind === 'not-live' ? (
          <ButtonLink to={paths.waitlist}>{i18n._('Join the Waitlist')}</ButtonLink>
        ) : null}
        <ButtonLink to={paths.explore} variant={props.kind === 'unknown-state' ? 'primary' : 'secondary'}>
          {i18n._('View Other States')}
        </ButtonLink>
      </div>
    </div>
  );
}
