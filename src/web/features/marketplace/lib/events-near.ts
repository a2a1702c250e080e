// "More events nearby" from a business page: its state's coming events (/events takes a state's
// slug; the page knows its name; the regions' catalogue is too heavy to bundle for this link).
import { findStateByName } from '#shared/catalogues/states.ts';
import { paths } from '../../../config/paths.ts';

export function eventsNear(stateName: string | null): string {
  const state = stateName ? findStateByName(stateName) : undefined;
  return paths.events(state?.slug);
}
