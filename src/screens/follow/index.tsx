// The follow chunk (spec §2 /common myFocus, myFans, focus): three people lists, one screen.
import type { ScreenProps } from '../../routes/route-types.js';
import { FollowListScreen } from './follow-list.js';
import { modeOfPath } from './follow-modes.js';

export default function FollowScreen({ route }: ScreenProps) {
  const mode = modeOfPath(route.path);
  // Keyed by mode: moving between two lists of the chunk starts the new one afresh.
  return <FollowListScreen key={mode.name} mode={mode} />;
}
