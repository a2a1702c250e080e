import { paths } from '../../../config/paths.ts';

/** Where emailed confirmation and login links land once they have signed the person in. */
export const AFTER_LINK_PATH = paths.profile;
