import type { FetcherWithComponents, SubmitTarget } from 'react-router';
import type { ProfileActionResult, ProfileIntent } from './profile.data';

/** Sends one intent to the profile route's action as JSON. */
export function submitIntent(fetcher: FetcherWithComponents<ProfileActionResult>, intent: ProfileIntent): void {
  // ProfileIntent is plain JSON; its open `profile` record is what keeps TypeScript from seeing that.
  fetcher.submit(intent as unknown as SubmitTarget, { method: 'post', encType: 'application/json' });
}
